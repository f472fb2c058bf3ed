package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Increments {@code aint} of a random id, then commits. It reports the rows it updated (0 when the id
 * was deleted), like {@link StressTestDelete}, so reported counts can be checked against the database.
 */
public final class StressTestUpdate implements Transaction {
    public static final String SQL = "UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?";
    private static final DmlCounts UPDATED = DmlCounts.of(0, 0, 1, 0, 1, 0);
    private static final DmlCounts NOTHING_UPDATED = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final RunIds ids;

    StressTestUpdate(RunIds ids) {
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement update = context.prepare(SQL);
        update.setLong(1, ids.randomExisting(context.random()));
        int rows = update.executeUpdate();
        context.connection().commit();
        return Outcome.committed(rows > 0 ? UPDATED : NOTHING_UPDATED);
    }
}
