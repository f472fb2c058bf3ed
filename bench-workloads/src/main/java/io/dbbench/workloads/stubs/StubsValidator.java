package io.dbbench.workloads.stubs;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;

/**
 * Checks the stored-procedure stubs: both tables, the data table's {@value StubsSchemaInstaller#DATA_ROWS}
 * rows (a run updates them, never adds or removes any), and that each function SP1..SP6 is there and
 * answers a call as a run makes it, with the statement counts it returns. The calls run in one
 * transaction that is rolled back, so validating changes nothing.
 */
public final class StubsValidator {
    /** "selects,inserts,updates,deletes,commits,rollbacks", as every stub returns them. */
    private static final String COUNTS = "\\d+(,\\d+){5}";

    private StubsValidator() {}

    public static ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            boolean data = SchemaObjects.tableExists(c, StubsSchemaInstaller.DATA_TABLE);
            if (data) {
                long rows = CountQuery.count(c, "SELECT count(*) FROM " + StubsSchemaInstaller.DATA_TABLE);
                checks.add(new ValidationCheck(
                        StubsSchemaInstaller.DATA_TABLE,
                        rows == StubsSchemaInstaller.DATA_ROWS,
                        rows + " rows (expected " + StubsSchemaInstaller.DATA_ROWS + ")"));
            } else {
                checks.add(ValidationCheck.failed(StubsSchemaInstaller.DATA_TABLE, "missing"));
            }
            checks.add(
                    SchemaObjects.tableExists(c, StubsSchemaInstaller.LOG_TABLE)
                            ? ValidationCheck.passed(StubsSchemaInstaller.LOG_TABLE, "there")
                            : ValidationCheck.failed(StubsSchemaInstaller.LOG_TABLE, "missing"));
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                for (String function : StubsSchemaInstaller.FUNCTIONS) checks.add(call(c, function));
            } finally {
                c.rollback();
                c.setAutoCommit(autoCommit);
            }
        });
    }

    /** Calls the function with key 1 (in the data table); a failed call is a failed check, not an error. */
    private static ValidationCheck call(Connection c, String function) throws SQLException {
        if (!SchemaObjects.functionExists(c, function)) return ValidationCheck.failed(function, "missing");
        java.sql.Savepoint before = c.setSavepoint();
        try (CallableStatement cs = c.prepareCall("{? = call " + function + "(?)}")) {
            cs.registerOutParameter(1, Types.VARCHAR);
            cs.setInt(2, 1);
            cs.execute();
            String counts = cs.getString(1);
            return counts != null && counts.matches(COUNTS)
                    ? ValidationCheck.passed(function, "callable, returned " + counts)
                    : ValidationCheck.failed(function, "returned '" + counts + "', not six statement counts");
        } catch (SQLException e) {
            // PostgreSQL aborts the transaction on an error: back to before the call, so the next one can run
            c.rollback(before);
            return ValidationCheck.failed(function, "call failed: " + e.getMessage());
        }
    }
}
