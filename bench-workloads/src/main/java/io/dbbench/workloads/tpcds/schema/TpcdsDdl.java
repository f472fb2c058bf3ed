package io.dbbench.workloads.tpcds.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The DDL of the schema, made from {@link TpcdsTable} so the columns the loader writes and the columns
 * the tables have can never disagree: the shipped {@code <dialect>/tables.sql} must equal it (TpcdsDdlTest).
 * Tables are created bare; primary keys and indexes come after the data (faster, and built compact).
 */
public final class TpcdsDdl {
    public static final String METADATA_TABLE = "tpcds_metadata";
    /** Secondary indexes of {@code --indexes all}: the fact tables' date, customer and item keys. */
    static final List<String[]> SECONDARY_INDEXES = List.of(
            new String[] {"store_sales", "ss_sold_date_sk"},
            new String[] {"store_sales", "ss_customer_sk"},
            new String[] {"store_sales", "ss_store_sk"},
            new String[] {"catalog_sales", "cs_sold_date_sk"},
            new String[] {"catalog_sales", "cs_bill_customer_sk"},
            new String[] {"web_sales", "ws_sold_date_sk"},
            new String[] {"web_sales", "ws_bill_customer_sk"},
            new String[] {"store_returns", "sr_returned_date_sk"},
            new String[] {"store_returns", "sr_customer_sk"},
            new String[] {"catalog_returns", "cr_returned_date_sk"},
            new String[] {"web_returns", "wr_returned_date_sk"},
            new String[] {"inventory", "inv_item_sk"},
            new String[] {"customer", "c_current_addr_sk"},
            new String[] {"item", "i_category"},
            new String[] {"date_dim", "d_year, d_moy"});

    /** Which keys and indexes a create builds, as the --indexes option says. */
    public enum Indexes {
        /** Primary keys and the secondary indexes. */
        ALL,
        /** Primary keys only. */
        PK,
        /** Neither: bare tables, e.g. to measure full scans. */
        NONE;

        public static Indexes parse(String text) {
            try {
                return valueOf(text.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("indexes must be all, pk or none, was '" + text + "'");
            }
        }
    }

    private TpcdsDdl() {}

    public static String metadataTable(String dialect) {
        String text = "oracle".equals(dialect) ? "VARCHAR2(30)" : "VARCHAR(30)";
        return "CREATE TABLE " + METADATA_TABLE + " (metadata_key " + text + ", metadata_value " + text + ")";
    }

    /** CREATE TABLE of one table, no keys. */
    public static String createTable(TpcdsTable table, String dialect) {
        StringBuilder sql =
                new StringBuilder("CREATE TABLE ").append(table.tableName()).append(" (\n");
        List<TpcdsColumn> columns = table.columns();
        for (int i = 0; i < columns.size(); i++) {
            TpcdsColumn c = columns.get(i);
            sql.append(String.format(Locale.ROOT, "    %-28s %s", c.name(), c.sqlType(dialect))
                    .stripTrailing());
            if (c.notNull()) sql.append(" NOT NULL");
            sql.append(i + 1 < columns.size() ? ",\n" : "\n");
        }
        return sql.append(")").toString();
    }

    /** The primary key of a table, named {@code <table>_pk}. */
    public static String primaryKey(TpcdsTable table) {
        return "ALTER TABLE " + table.tableName() + " ADD CONSTRAINT " + table.tableName() + "_pk PRIMARY KEY ("
                + String.join(", ", table.primaryKey()) + ")";
    }

    /** The key and index statements for a choice of --indexes, primary keys first, biggest tables first. */
    public static List<String> keysAndIndexes(Indexes indexes) {
        List<String> out = new ArrayList<>();
        if (indexes == Indexes.NONE) return out;
        for (TpcdsTable t : loadOrder()) out.add(primaryKey(t));
        if (indexes == Indexes.ALL) {
            for (String[] ix : SECONDARY_INDEXES) out.add(createIndex(ix));
        }
        return out;
    }

    /**
     * What follows a table's data, in order: its primary key, its secondary indexes (as --indexes says),
     * its statistics. The loader runs these as soon as the table's last row is in, while other tables load.
     */
    public static List<String> afterLoad(TpcdsTable table, Indexes indexes, String dialect) {
        List<String> out = new ArrayList<>();
        if (indexes != Indexes.NONE) out.add(primaryKey(table));
        if (indexes == Indexes.ALL) {
            for (String[] ix : SECONDARY_INDEXES) if (ix[0].equals(table.tableName())) out.add(createIndex(ix));
        }
        out.add(statistics(table.tableName(), dialect));
        return out;
    }

    private static String createIndex(String[] index) {
        return "CREATE INDEX " + indexName(index) + " ON " + index[0] + " (" + index[1] + ")";
    }

    /** {@code <table>_<first column>_ix}, short enough for Oracle's 30 characters. */
    static String indexName(String[] index) {
        String column = index[1].split(",")[0].trim();
        return column + "_ix";
    }

    /** Every index name of --indexes all (for validate). */
    public static List<String> secondaryIndexNames() {
        return SECONDARY_INDEXES.stream().map(TpcdsDdl::indexName).toList();
    }

    /** The tables biggest first, so parallel loaders start on the long ones. */
    public static List<TpcdsTable> loadOrder() {
        return List.of(
                TpcdsTable.INVENTORY,
                TpcdsTable.STORE_SALES,
                TpcdsTable.CATALOG_SALES,
                TpcdsTable.WEB_SALES,
                TpcdsTable.TIME_DIM,
                TpcdsTable.DATE_DIM,
                TpcdsTable.STORE_RETURNS,
                TpcdsTable.CUSTOMER_DEMOGRAPHICS,
                TpcdsTable.CUSTOMER,
                TpcdsTable.CATALOG_RETURNS,
                TpcdsTable.CUSTOMER_ADDRESS,
                TpcdsTable.CATALOG_PAGE,
                TpcdsTable.WEB_RETURNS,
                TpcdsTable.HOUSEHOLD_DEMOGRAPHICS,
                TpcdsTable.ITEM,
                TpcdsTable.PROMOTION,
                TpcdsTable.WEB_PAGE,
                TpcdsTable.REASON,
                TpcdsTable.WEB_SITE,
                TpcdsTable.INCOME_BAND,
                TpcdsTable.SHIP_MODE,
                TpcdsTable.STORE,
                TpcdsTable.CALL_CENTER,
                TpcdsTable.WAREHOUSE);
    }

    /** Statistics for one table. */
    public static String statistics(String table, String dialect) {
        return "oracle".equals(dialect)
                ? "BEGIN DBMS_STATS.GATHER_TABLE_STATS(USER, '" + table.toUpperCase(Locale.ROOT) + "'); END;"
                : "ANALYZE " + table;
    }

    /** DROP TABLE of one table; the caller ignores "does not exist". */
    public static String dropTable(String table, String dialect) {
        return "oracle".equals(dialect)
                ? "DROP TABLE " + table + " PURGE"
                : "DROP TABLE IF EXISTS " + table + " CASCADE";
    }
}
