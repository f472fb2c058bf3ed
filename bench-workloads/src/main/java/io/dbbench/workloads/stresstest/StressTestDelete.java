package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Deletes the row of a random id, then commits. It reports the rows it deleted (0 when the id was
 * already gone), so the table's row count always equals the rows loaded + inserts − deletes reported:
 * a run can be checked against the database.
 */
public final class StressTestDelete implements Transaction {
    public static final String SQL = "DELETE FROM stresstesttable WHERE id = ?";
    private static final DmlCounts DELETED = DmlCounts.of(0, 0, 0, 1, 1, 0);
    private static final DmlCounts NOTHING_DELETED = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final RunIds ids;

    StressTestDelete(RunIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement delete = context.prepare(SQL);
        delete.setLong(1, ids.randomExisting(context.random()));
        int rows = delete.executeUpdate();
        context.connection().commit();
        return Outcome.committed(rows > 0 ? DELETED : NOTHING_DELETED);
    }
}
