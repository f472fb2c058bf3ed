package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.SQLException;
import java.util.function.Function;

/**
 * The report transactions (SQ, WQ, WA, orders by county): one query with one random argument, every row
 * fetched, then a commit so the session does not sit in an open transaction between runs.
 */
abstract class QueryTransaction implements Transaction {
    private final String sql;
    private final Function<TransactionContext, Object> argument;

    /** @param argument draws this run's argument (bound by its type, see {@link CountedStatements}) */
    QueryTransaction(String sql, Function<TransactionContext, Object> argument) {
        this.sql = sql;
        this.argument = argument;
    }

    @Override
    public final Outcome execute(TransactionContext context) throws SQLException {
        CountedStatements statements = new CountedStatements(context);
        statements.fetchAll(sql, argument.apply(context));
        return statements.commit();
    }
}
