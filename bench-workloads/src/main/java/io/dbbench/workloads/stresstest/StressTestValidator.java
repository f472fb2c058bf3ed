package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the Stress Test schema: the table, its secondary index (built last, so missing after a load that
 * stopped), and rows to work on. Row counts are not compared with a scale: a run inserts and deletes rows.
 * Plain JDBC and metadata, so one validator serves every dialect the installer supports.
 */
public final class StressTestValidator {
    private StressTestValidator() {}

    public static ValidationReport validate(WorkloadContext context) throws SQLException {
        List<ValidationCheck> checks = new ArrayList<>();
        try (Connection c = context.dataSource().getConnection()) {
            String table = StressTestSchemaInstaller.TABLE;
            if (!SchemaObjects.tableExists(c, table)) {
                checks.add(ValidationCheck.failed("table", table + " missing"));
                return new ValidationReport(checks);
            }
            checks.add(ValidationCheck.passed("table", table));
            String index = StressTestSchemaInstaller.INDEX;
            checks.add(
                    StressTestSchemaInstaller.indexExists(c)
                            ? ValidationCheck.passed("index", index)
                            : ValidationCheck.failed("index", index + " missing: the create stopped before it"));
            long rows = count(c, "SELECT count(*) FROM " + table);
            checks.add(
                    rows > 0
                            ? ValidationCheck.passed("rows", rows + " rows")
                            : ValidationCheck.failed(
                                    "rows", "no rows: the run has nothing to select, update or delete"));
        }
        return new ValidationReport(checks);
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
