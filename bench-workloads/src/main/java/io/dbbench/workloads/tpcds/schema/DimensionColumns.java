package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.time.LocalDate;
import java.util.List;

/**
 * Column writers of the dimension tables, chosen from each column's name and type: the table's own key,
 * its business id, foreign keys (a column {@code *_customer_sk} draws a key of CUSTOMER, {@code *_date_sk}
 * a day of the sales years), then values from {@link Vocabulary}. A column named {@code X_id} and one named
 * {@code X} (i_category_id, i_category) draw from the same value, so they agree.
 */
final class DimensionColumns {
    /** Suffix of a foreign-key column, and the table it refers to; checked in order. */
    private static final List<Object[]> REFERENCES = List.of(
            new Object[] {"customer_sk", TpcdsTable.CUSTOMER},
            new Object[] {"cdemo_sk", TpcdsTable.CUSTOMER_DEMOGRAPHICS},
            new Object[] {"hdemo_sk", TpcdsTable.HOUSEHOLD_DEMOGRAPHICS},
            new Object[] {"addr_sk", TpcdsTable.CUSTOMER_ADDRESS},
            new Object[] {"item_sk", TpcdsTable.ITEM},
            new Object[] {"store_sk", TpcdsTable.STORE},
            new Object[] {"promo_sk", TpcdsTable.PROMOTION},
            new Object[] {"call_center_sk", TpcdsTable.CALL_CENTER},
            new Object[] {"catalog_page_sk", TpcdsTable.CATALOG_PAGE},
            new Object[] {"ship_mode_sk", TpcdsTable.SHIP_MODE},
            new Object[] {"warehouse_sk", TpcdsTable.WAREHOUSE},
            new Object[] {"web_page_sk", TpcdsTable.WEB_PAGE},
            new Object[] {"web_site_sk", TpcdsTable.WEB_SITE},
            new Object[] {"reason_sk", TpcdsTable.REASON},
            new Object[] {"income_band_sk", TpcdsTable.INCOME_BAND});

    private static final long REC_START_EPOCH_DAY = LocalDate.of(1997, 3, 13).toEpochDay();

    private DimensionColumns() {}

    /** The table a foreign-key column refers to, or null when the column is none (or a date/time key). */
    static TpcdsTable referencedTable(String columnName) {
        for (Object[] r : REFERENCES) {
            if (columnName.endsWith("_" + r[0]) || columnName.equals(r[0])) return (TpcdsTable) r[1];
        }
        return null;
    }

    /** The column name without its table prefix: i_category -> category. */
    static String baseName(String columnName) {
        return columnName.substring(columnName.indexOf('_') + 1);
    }

    static RowState.Column of(TpcdsTable table, int index, TpcdsColumn column, TpcdsVolumes volumes) {
        String name = column.name();
        String base = baseName(name);
        if (index == 0) return (row, out) -> out.integer(row.key);
        if (index == 1 && name.endsWith("_id") && column.type() == TpcdsColumn.Type.CHAR) {
            return (row, out) -> out.text(TpcdsRandom.businessId(row.key));
        }
        if (name.endsWith("_date_sk")) return (row, out) -> out.integer(saleDaySk(row, index));
        int keyTwin = columnIndex(table, name + "_sk");
        if (keyTwin >= 0 && column.type() == TpcdsColumn.Type.CHAR) {
            // TPC-DS v1's name for the day key (c_last_review_date): the v2 key column's day, as its digits
            return (row, out) -> out.text(Long.toString(saleDaySk(row, keyTwin)));
        }
        TpcdsTable target = referencedTable(name);
        if (target != null) {
            long rows = volumes.rows(target);
            return (row, out) -> out.integer(TpcdsRandom.below(row.seed, target.salt(), rows) + 1);
        }
        return switch (column.type()) {
            case INTEGER -> integer(table, base);
            case DECIMAL -> decimal(base, index);
            case DATE -> base.equals("rec_end_date")
                    ? (row, out) -> out.nullValue()
                    : (row, out) -> out.date(REC_START_EPOCH_DAY - TpcdsRandom.below(row.seed, index, 1000));
            case CHAR, VARCHAR -> text(base, index, column.length());
        };
    }

    /** A day of the sales years as a {@code d_date_sk}, drawn for column {@code index} of the row. */
    private static long saleDaySk(RowState row, int index) {
        return TpcdsDates.firstSaleSk() + TpcdsRandom.below(row.seed, index, TpcdsDates.SALES_DAYS);
    }

    private static int columnIndex(TpcdsTable table, String columnName) {
        List<TpcdsColumn> columns = table.columns();
        for (int i = 0; i < columns.size(); i++) if (columns.get(i).name().equals(columnName)) return i;
        return -1;
    }

    /** The salt of a value: shared by X_id and X so they agree. */
    static long valueSalt(String base) {
        String stem = base.endsWith("_id") ? base.substring(0, base.length() - 3) : base;
        return stem.hashCode() & 0xFFFF_FFFFL;
    }

    private static RowState.Column integer(TpcdsTable table, String base) {
        if (table == TpcdsTable.INCOME_BAND) {
            // twenty bands of 10,000: 0-10000, 10001-20000, ...
            return base.equals("lower_bound")
                    ? (row, out) -> out.integer(row.key == 1 ? 0 : (row.key - 1) * 10_000 + 1)
                    : (row, out) -> out.integer(row.key * 10_000);
        }
        long[] range = Vocabulary.integerRange(base);
        long salt = valueSalt(base);
        return (row, out) -> out.integer(TpcdsRandom.between(row.seed, salt, range[0], range[1]));
    }

    private static RowState.Column decimal(String base, int index) {
        return switch (base) {
            case "gmt_offset" -> (row, out) -> out.decimal2(-100 * TpcdsRandom.between(row.seed, index, 5, 8));
            case "tax_percentage", "tax_precentage" -> (row, out) ->
                    out.decimal2(TpcdsRandom.between(row.seed, index, 0, 11));
            case "current_price", "wholesale_cost" -> (row, out) ->
                    out.decimal2(TpcdsRandom.between(row.seed, index, 9, 9_999));
            default -> (row, out) -> out.decimal2(TpcdsRandom.between(row.seed, index, 100, 999_999));
        };
    }

    private static RowState.Column text(String base, int index, int length) {
        List<String> values = Vocabulary.text(base);
        if (values != null) {
            long salt = valueSalt(base);
            if (base.equals("category") || base.equals("class")) {
                // agrees with X_id, which draws 1..size with the same salt
                return (row, out) ->
                        out.text(values.get((int) (TpcdsRandom.between(row.seed, salt, 1, values.size()) - 1)));
            }
            return (row, out) -> out.text(values.get((int) TpcdsRandom.below(row.seed, salt, values.size())));
        }
        return switch (base) {
            case "brand" -> agreeing(base, (id, out) -> out.text("brand #" + (id - 1_001_000)));
            case "manufact" -> agreeing(base, (id, out) -> out.text(Vocabulary.words(id, length)));
            case "zip" -> (row, out) -> out.text(zip(TpcdsRandom.below(row.seed, index, 100_000)));
            case "street_number" -> (row, out) -> out.text(Long.toString(TpcdsRandom.between(row.seed, index, 1, 999)));
            case "suite_number" -> (row, out) -> out.text("Suite " + TpcdsRandom.between(row.seed, index, 1, 500));
            case "email_address" -> (row, out) -> out.text("customer" + row.key + "@example.com");
            case "url" -> (row, out) -> out.text("http://www.example.com/page" + row.key);
            case "preferred_cust_flag", "autogen_flag", "holiday", "discount_active" -> yesNo(index);
            default -> base.startsWith("channel_") && length == 1
                    ? yesNo(index)
                    : (row, out) -> out.text(Vocabulary.words(TpcdsRandom.draw(row.seed, index), length));
        };
    }

    /** Five digits with leading zeros (String.format is too slow for a value per row). */
    static String zip(long n) {
        String digits = Long.toString(n);
        return "00000".substring(digits.length()) + digits;
    }

    private static RowState.Column yesNo(int index) {
        return (row, out) -> out.text(TpcdsRandom.below(row.seed, index, 2) == 0 ? "Y" : "N");
    }

    @FunctionalInterface
    private interface IdText {
        void write(long id, RowSink out) throws java.sql.SQLException;
    }

    /** Text made from the id column of the same stem (i_brand from i_brand_id). */
    private static RowState.Column agreeing(String base, IdText text) {
        long[] range = Vocabulary.integerRange(base + "_id");
        long salt = valueSalt(base);
        return (row, out) -> text.write(TpcdsRandom.between(row.seed, salt, range[0], range[1]), out);
    }
}
