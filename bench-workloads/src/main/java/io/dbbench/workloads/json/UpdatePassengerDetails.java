package io.dbbench.workloads.json;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Gives a random passenger new contact details and frequent-flyer standing: the database merges a patch
 * into the stored document in place (no read and rewrite through the client), then commits. It reports the
 * documents it updated (0 when the key was removed earlier).
 */
public final class UpdatePassengerDetails implements Transaction {
    private static final DmlCounts UPDATED = DmlCounts.of(0, 0, 1, 0, 1, 0);
    private static final DmlCounts NOTHING_UPDATED = DmlCounts.of(0, 0, 0, 0, 1, 0);

    private final JsonSql sql;
    private final RunIds ids;

    UpdatePassengerDetails(JsonSql sql, RunIds ids) {
        this.sql = sql;
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        long id = ids.randomExisting(context.random());
        PreparedStatement update = context.prepare(sql.updateByKey());
        update.setString(1, PassengerDocument.patch(id, context.random()::nextLong));
        update.setString(2, PassengerKeys.of(id));
        int rows = update.executeUpdate();
        context.connection().commit();
        return Outcome.committed(rows > 0 ? UPDATED : NOTHING_UPDATED);
    }
}
