package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * StressTestUpdate (increments {@code aint}) or StressTestDelete: changes the row of a random id, then commits.
 * It reports the rows it changed (0 when the id was already deleted), so the table's row count always equals the
 * rows loaded + inserts − deletes reported: a run can be checked against the database.
 */
public final class StressTestRowChange implements Transaction {
    public static final String UPDATE_SQL = "UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?";
    public static final String DELETE_SQL = "DELETE FROM stresstesttable WHERE id = ?";
    private static final DmlCounts NOTHING_CHANGED = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final String sql;
    private final DmlCounts changed;
    private final RunIds ids;

    private StressTestRowChange(String sql, DmlCounts changed, RunIds ids) {
        this.sql = sql;
        this.changed = changed;
        this.ids = ids;
    }

    static StressTestRowChange update(RunIds ids) {
        return new StressTestRowChange(UPDATE_SQL, DmlCounts.of(0, 0, 1, 0, 1, 0), ids);
    }

    static StressTestRowChange delete(RunIds ids) {
        return new StressTestRowChange(DELETE_SQL, DmlCounts.of(0, 0, 0, 1, 1, 0), ids);
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement change = context.prepare(sql);
        change.setLong(1, ids.randomExisting(context.random()));
        int rows = change.executeUpdate();
        context.connection().commit();
        return Outcome.committed(rows > 0 ? changed : NOTHING_CHANGED);
    }
}
