package io.dbbench.workloads.json;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Removes the document of a random key, then commits. It reports the documents it deleted (0 when the key
 * was gone already), so the table's count is always the rows loaded + inserts − deletes reported.
 */
public final class RemovePassengerDetails implements Transaction {
    private static final DmlCounts DELETED = DmlCounts.of(0, 0, 0, 1, 1, 0);
    private static final DmlCounts NOTHING_DELETED = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final JsonSql sql;
    private final RunIds ids;

    RemovePassengerDetails(JsonSql sql, RunIds ids) {
        this.sql = sql;
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement delete = context.prepare(sql.deleteByKey());
        delete.setString(1, PassengerKeys.of(ids.randomExisting(context.random())));
        int rows = delete.executeUpdate();
        context.connection().commit();
        return Outcome.committed(rows > 0 ? DELETED : NOTHING_DELETED);
    }
}
