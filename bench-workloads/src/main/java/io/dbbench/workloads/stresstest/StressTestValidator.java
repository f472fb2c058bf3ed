package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.OneTableValidation;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationReport;
import java.sql.SQLException;

/**
 * Checks the Stress Test schema: the table, its secondary index (built last, so missing after a load that
 * stopped), and rows to work on. Row counts are not compared with a scale: a run inserts and deletes rows.
 * Plain JDBC and metadata, so one validator serves every dialect the installer supports.
 */
public final class StressTestValidator {
    private StressTestValidator() {}

    public static ValidationReport validate(WorkloadContext context) throws SQLException {
        String table = StressTestSchemaInstaller.TABLE;
        return SchemaChecks.validate(
                context,
                (c, checks) -> OneTableValidation.check(
                        c,
                        checks,
                        table,
                        StressTestSchemaInstaller.INDEX,
                        "SELECT count(*) FROM " + table,
                        "rows",
                        "select, update or delete"));
    }
}
