package io.dbbench.workloads.tpcds.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Checks a TPC-DS-like schema: the tables are there, the load finished, primary keys (and indexes) as the
 * load recorded, row counts for the scale (fact tables may have grown by the DML transactions: at least the
 * loaded count), key integrity of a sample of every fact table (each key exists in its dimension, each
 * return matches a sale) and the sales date range. A check that cannot run is reported failed, not thrown.
 */
public final class TpcdsValidator {
    /** Orders (tickets) per fact table whose keys are checked. */
    static final long SAMPLE_ORDERS = 1_000;

    private TpcdsValidator() {}

    public static TpcdsValidator forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        TpcdsSchemaInstaller.forDialect(dialect); // same dialects, same message
        return new TpcdsValidator();
    }

    /** @throws SQLException only when no connection can be had */
    public ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            List<String> missing = SchemaChecks.tables(c, TpcdsDatabase.allTables(), checks);
            boolean dataMissing = missing.stream().anyMatch(t -> !t.equals(TpcdsDdl.METADATA_TABLE));
            if (dataMissing) {
                checks.add(ValidationCheck.failed("data checks", "skipped: tables missing"));
                return;
            }
            Map<String, String> metadata = missing.isEmpty() ? TpcdsSchemaInstaller.METADATA.read(c) : Map.of();
            checks.add(loadState(metadata.get(TpcdsSchemaInstaller.LOAD_STATE_KEY)));
            String indexes = metadata.getOrDefault(TpcdsSchemaInstaller.INDEXES_KEY, "pk");
            checks.add(primaryKeys(c, !"none".equals(indexes)));
            if ("all".equals(indexes)) checks.add(indexes(c));
            checks.add(rowCounts(c, metadata.get(TpcdsSchemaInstaller.SCALE_KEY)));
            for (TpcdsTable t : TpcdsTable.values()) {
                if (keyIntegritySql(t) != null) checks.add(keyIntegrity(c, t));
            }
            checks.add(salesDates(c));
        });
    }

    private static ValidationCheck loadState(String state) {
        if (state == null) return ValidationCheck.passed("load state", "no marker (schema built by another tool)");
        return SchemaChecks.loadState(state, "drop and create again");
    }

    private ValidationCheck primaryKeys(Connection c, boolean expected) throws SQLException {
        List<String> without = new ArrayList<>();
        try {
            for (TpcdsTable t : TpcdsTable.values()) {
                try (ResultSet rs = c.getMetaData()
                        .getPrimaryKeys(c.getCatalog(), c.getSchema(), SchemaObjects.folded(c, t.tableName()))) {
                    if (!rs.next()) without.add(t.tableName());
                }
            }
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("primary keys", "query failed: ", e);
        }
        if (!expected)
            return ValidationCheck.passed(
                    "primary keys", "none expected (--indexes none), " + (24 - without.size()) + " found");
        return without.isEmpty()
                ? ValidationCheck.passed("primary keys", "24 present")
                : ValidationCheck.failed("primary keys", "missing on: " + String.join(", ", without));
    }

    private ValidationCheck indexes(Connection c) throws SQLException {
        List<String> missing = new ArrayList<>();
        try {
            for (String[] ix : TpcdsDdl.SECONDARY_INDEXES) {
                String index = TpcdsDdl.indexName(ix);
                if (!DialectSchemaInstaller.indexExists(c, ix[0], index)) missing.add(index);
            }
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("indexes", "query failed: ", e);
        }
        return missing.isEmpty()
                ? ValidationCheck.passed("indexes", TpcdsDdl.SECONDARY_INDEXES.size() + " present")
                : ValidationCheck.failed("indexes", "missing: " + String.join(", ", missing));
    }

    private static ValidationCheck rowCounts(Connection c, String scaleText) throws SQLException {
        if (scaleText == null) return ValidationCheck.passed("row counts", "no scale recorded: not checked");
        TpcdsVolumes volumes;
        try {
            volumes = TpcdsVolumes.of(Double.parseDouble(scaleText));
        } catch (IllegalArgumentException e) { // NumberFormatException too
            return ValidationCheck.failed(
                    "row counts",
                    "the recorded " + TpcdsSchemaInstaller.SCALE_KEY + " '" + scaleText + "' is not a scale: "
                            + e.getMessage());
        }
        List<String> wrong = new ArrayList<>();
        long total = 0;
        try {
            for (TpcdsTable t : TpcdsTable.values()) {
                long count = CountQuery.count(c, "SELECT COUNT(*) FROM " + t.tableName());
                long expected = volumes.rows(t);
                total += count;
                boolean grows = SaleRows.isSales(t);
                if (grows ? count < expected : count != expected) {
                    wrong.add(String.format(
                            Locale.ROOT,
                            "%s %,d (expected %s%,d)",
                            t.tableName(),
                            count,
                            grows ? "at least " : "",
                            expected));
                }
            }
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("row counts", "query failed: ", e);
        }
        return wrong.isEmpty()
                ? ValidationCheck.passed(
                        "row counts", String.format(Locale.ROOT, "%,d rows as scale %s gives", total, scaleText))
                : ValidationCheck.failed("row counts", String.join("; ", wrong));
    }

    /** Sampled rows whose keys have no dimension row (or whose return has no sale). */
    ValidationCheck keyIntegrity(Connection c, TpcdsTable fact) throws SQLException {
        String name = "keys of " + fact.tableName();
        String sql = keyIntegritySql(fact);
        String sample = fact == TpcdsTable.INVENTORY ? "items" : fact.isFact() ? "orders" : "rows";
        try {
            long bad = CountQuery.count(c, sql);
            return bad == 0
                    ? ValidationCheck.passed(
                            name, "every key of the first " + SAMPLE_ORDERS + " " + sample + " resolves")
                    : ValidationCheck.failed(name, bad + " sampled rows refer to missing rows");
        } catch (SQLException e) {
            return ValidationCheck.queryFailed(name, "query failed: ", e);
        }
    }

    /**
     * Counts sampled rows of a table whose keys have no row in the table they refer to: the first orders of a
     * sales or returns table, the first items of inventory, the first rows of a dimension (customer to
     * address, household to income band, promotion to item...); null for a table that refers to none.
     */
    static String keyIntegritySql(TpcdsTable fact) {
        String alias = "f";
        String order = fact == TpcdsTable.INVENTORY
                ? "inv_item_sk"
                : fact.isFact() ? null : fact.columns().get(0).name();
        List<String> conditions = new ArrayList<>();
        for (TpcdsColumn col : fact.columns()) {
            String n = col.name();
            if (!fact.isFact() && n.equals(order)) continue; // a dimension's own key
            if (n.endsWith("_ticket_number") || n.endsWith("_order_number")) order = n;
            TpcdsTable target = n.endsWith("_date_sk")
                    ? TpcdsTable.DATE_DIM
                    : n.endsWith("_time_sk") ? TpcdsTable.TIME_DIM : DimensionColumns.referencedTable(n);
            if (target == null) continue;
            String key = target.columns().get(0).name();
            conditions.add("(" + alias + "." + n + " IS NOT NULL AND NOT EXISTS (SELECT 1 FROM " + target.tableName()
                    + " d WHERE d." + key + " = " + alias + "." + n + "))");
        }
        if (conditions.isEmpty()) return null;
        TpcdsTable sales = Objects.requireNonNullElse(fact.salesTable(), fact);
        if (sales != fact) {
            String p = sales.columns().get(0).name().substring(0, 3);
            String salesOrder = sales == TpcdsTable.STORE_SALES ? "ss_ticket_number" : p + "order_number";
            String item = fact.primaryKey().get(0);
            conditions.add("NOT EXISTS (SELECT 1 FROM " + sales.tableName() + " s WHERE s." + p + "item_sk = " + alias
                    + "." + item + " AND s." + salesOrder + " = " + alias + "." + order + ")");
        }
        return "SELECT COUNT(*) FROM " + fact.tableName() + " " + alias + " WHERE " + alias + "." + order + " <= "
                + SAMPLE_ORDERS + " AND (" + String.join(" OR ", conditions) + ")";
    }

    private static ValidationCheck salesDates(Connection c) throws SQLException {
        List<String> outside = new ArrayList<>();
        try {
            for (TpcdsTable sales : List.of(TpcdsTable.STORE_SALES, TpcdsTable.CATALOG_SALES, TpcdsTable.WEB_SALES)) {
                String table = sales.tableName();
                String soldDate = sales.columns().get(0).name(); // ss_sold_date_sk...
                long bad = CountQuery.count(
                        c,
                        "SELECT COUNT(*) FROM " + table + " WHERE " + soldDate + " < " + TpcdsDates.firstSaleSk()
                                + " OR " + soldDate + " > " + TpcdsDates.lastSaleSk());
                if (bad > 0) outside.add(table + ": " + bad + " rows");
            }
            long days = CountQuery.count(c, "SELECT COUNT(*) FROM date_dim WHERE d_year BETWEEN 1998 AND 2002");
            if (days != TpcdsDates.SALES_DAYS)
                outside.add("date_dim has " + days + " days in 1998-2002, expected " + TpcdsDates.SALES_DAYS);
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("sales dates", "query failed: ", e);
        }
        return outside.isEmpty()
                ? ValidationCheck.passed("sales dates", "all sales dated 1998-01-01..2002-12-31")
                : ValidationCheck.failed("sales dates", "outside 1998-2002: " + String.join("; ", outside));
    }
}
