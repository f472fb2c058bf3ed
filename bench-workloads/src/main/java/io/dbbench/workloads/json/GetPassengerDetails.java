package io.dbbench.workloads.json;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Fetches the document of a random key through the expression index, as text, then commits. A key removed
 * earlier finds nothing and is still one select executed.
 */
public final class GetPassengerDetails implements Transaction {
    private static final DmlCounts COUNTS = DmlCounts.of(1, 0, 0, 0, 1, 0);

    private final JsonSql sql;
    private final RunIds ids;

    GetPassengerDetails(JsonSql sql, RunIds ids) {
        this.sql = sql;
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement select = context.prepare(sql.selectByKey());
        select.setString(1, PassengerKeys.of(ids.randomExisting(context.random())));
        try (ResultSet row = select.executeQuery()) {
            while (row.next()) {
                // the document crosses the wire as text: that transfer is the work being measured
                row.getString(1);
            }
        }
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
