package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Reads the row of a random id (at most one, by primary key), then commits. A missing row (deleted) is
 * still one select executed.
 */
public final class StressTestSelect implements Transaction {
    public static final String SQL =
            "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate FROM stresstesttable WHERE id = ?";
    private static final DmlCounts COUNTS = DmlCounts.of(1, 0, 0, 0, 1, 0);

    private final RunIds ids;

    StressTestSelect(RunIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement select = context.prepare(SQL);
        select.setLong(1, ids.randomExisting(context.random()));
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                // fetching the row from the server is the work; its values are not needed
            }
        }
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
