package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Deletes the row of a random id, then commits. A delete that matched no row (already deleted) still
 * counts as one delete statement executed: the counts say what was sent, not what changed.
 */
public final class StressTestDelete implements Transaction {
    public static final String SQL = "DELETE FROM stresstesttable WHERE id = ?";
    private static final DmlCounts COUNTS = DmlCounts.of(0, 0, 0, 1, 1, 0);

    private final StressTestIds ids;

    StressTestDelete(StressTestIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement delete = context.prepare(SQL);
        delete.setLong(1, ids.randomExisting(context.random()));
        delete.executeUpdate();
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
