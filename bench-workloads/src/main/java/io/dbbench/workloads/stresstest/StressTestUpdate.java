package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Increments {@code aint} of a random id, then commits. An update that matched no row (the id was
 * deleted) still counts as one update statement executed: the counts say what was sent, not what changed.
 */
public final class StressTestUpdate implements Transaction {
    public static final String SQL = "UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?";
    private static final DmlCounts COUNTS = DmlCounts.of(0, 0, 1, 0, 1, 0);

    private final StressTestIds ids;

    StressTestUpdate(StressTestIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement update = context.prepare(SQL);
        update.setLong(1, ids.randomExisting(context.random()));
        update.executeUpdate();
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
