package io.dbbench.workloads.sh;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Checks a Sales History schema: the tables, the load state, every table's row count against the scale the
 * load recorded (exact: the workload only reads, so a run changes nothing), every key and index of
 * {@code indexes.sql}, and that every sale's customer, day and product exist. A check that cannot run is
 * reported failed, not thrown.
 */
public record ShValidator(ShSchemaInstaller installer) {
    /** @throws SQLException only when no connection can be had */
    public ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            if (!SchemaChecks.tables(c, ShTable.allTableNames(), checks).isEmpty()) return;
            Map<String, String> metadata = ShSchemaInstaller.METADATA.read(c);
            checks.add(SchemaChecks.loadState(
                    metadata.get(ShSchemaInstaller.LOAD_STATE_KEY), "sh create --replace loads it again"));
            checks.add(rowCounts(c, metadata.get(ShSchemaInstaller.SCALE_KEY)));
            checks.add(SchemaChecks.indexes(installer, c, ""));
            checks.add(orphans(c));
        });
    }

    private static ValidationCheck rowCounts(Connection c, String scaleText) throws SQLException {
        ShVolumes volumes;
        try {
            volumes = ShVolumes.of(Double.parseDouble(scaleText));
        } catch (NullPointerException | IllegalArgumentException e) {
            return ValidationCheck.failed("row counts", "no usable scale in sh_metadata: " + scaleText);
        }
        List<String> wrong = new ArrayList<>();
        long total = 0;
        try {
            for (ShTable t : ShTable.values()) {
                long rows = CountQuery.count(c, "SELECT COUNT(*) FROM " + t.tableName());
                total += rows;
                if (rows != volumes.rows(t))
                    wrong.add(t.tableName() + " " + rows + " (expected " + volumes.rows(t) + ")");
            }
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("row counts", "could not count: ", e);
        }
        return wrong.isEmpty()
                ? ValidationCheck.passed(
                        "row counts", String.format(Locale.ROOT, "%,d rows, as scale %s", total, scaleText))
                : ValidationCheck.failed("row counts", "scale " + scaleText + ": " + String.join("; ", wrong));
    }

    /** Sales whose customer, day or product is not in its dimension: none after a good load. */
    private static ValidationCheck orphans(Connection c) throws SQLException {
        String sql = "SELECT COUNT(*) FROM sh_sales s WHERE NOT EXISTS (SELECT 1 FROM sh_customers cu WHERE cu.cust_id"
                + " = s.cust_id) OR NOT EXISTS (SELECT 1 FROM sh_times t WHERE t.time_id = s.time_id)"
                + " OR NOT EXISTS (SELECT 1 FROM sh_products p WHERE p.prod_id = s.prod_id)";
        return SchemaChecks.none(
                c,
                "references",
                "every sale's customer, day and product exist",
                "sales name a customer, day or product that is not there",
                sql);
    }
}
