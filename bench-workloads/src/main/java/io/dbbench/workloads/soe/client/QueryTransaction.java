package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * The report transactions (SQ, WQ, WA, orders by county): one query with one random argument, every row
 * fetched, then a commit so the session does not sit in an open transaction between runs.
 */
abstract class QueryTransaction implements Transaction {
    private static final DmlCounts COUNTS = DmlCounts.of(1, 0, 0, 0, 1, 0);

    private final String sql;

    QueryTransaction(String sql) {
        this.sql = sql;
    }

    /** Binds this run's random argument(s) to the query. */
    abstract void bind(PreparedStatement query, TransactionContext context) throws SQLException;

    @Override
    public final Outcome execute(TransactionContext context) throws SQLException {
        PreparedStatement query = context.prepare(sql);
        bind(query, context);
        Rows.fetchAll(query);
        context.connection().commit();
        return Outcome.committed(COUNTS);
    }
}
