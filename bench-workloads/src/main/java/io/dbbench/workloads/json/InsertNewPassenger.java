package io.dbbench.workloads.json;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.bulk.RunIds;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Inserts the document of a new passenger under the next id of the run, then commits. */
public final class InsertNewPassenger implements Transaction {
    private static final DmlCounts COUNTS = DmlCounts.of(0, 1, 0, 0, 1, 0);

    private final JsonSql sql;
    private final RunIds ids;

    InsertNewPassenger(JsonSql sql, RunIds ids) {
        this.sql = sql;
        this.ids = ids;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement insert = context.prepare(sql.insert());
        insert.setString(1, PassengerDocument.of(ids.next(), context.random()::nextLong));
        insert.executeUpdate();
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
