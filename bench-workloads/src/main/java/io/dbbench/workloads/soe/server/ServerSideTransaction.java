package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Objects;

/**
 * One Order Entry transaction done by one call of a server-side function: {@code {? = call
 * orderentry.xxx(?, ..., minSleep, maxSleep)}}. The function does the whole transaction, sleeps the
 * intra-transaction think time between its steps (the run's min/max think times are its last two
 * arguments) and replies {@code "selects,inserts,updates,deletes,commits,rollbacks,sleepMillis"}.
 *
 * <p>Commits: when the reply reports no commit (PostgreSQL always; Oracle unless
 * {@code setPLSQLCOMMIT('true')} was asked for), this class commits right after the call and counts that
 * commit, as the client-side transactions count theirs. A reply with a rollback (an order none of whose
 * products was in stock) is rolled back here instead, unless the function already committed, and the
 * outcome is "rolled back"; the reply's own rollback count is the one reported.
 */
public record ServerSideTransaction(PlsqlCommitSetting commitSetting, String callSql, ArgumentBinder binder)
        implements Transaction {
    private static final DmlCounts CLIENT_COMMIT = DmlCounts.of(0, 0, 0, 0, 1, 0);
    /** Binds a function's own arguments, drawn from the session's random source. */
    @FunctionalInterface
    interface ArgumentBinder {
        /**
         * Binds the function's own arguments from parameter 2 on (parameter 1 is the reply) and returns the
         * index of the next parameter, where the two think-time bounds go.
         */
        int bind(CallableStatement call, TransactionContext context) throws SQLException;
    }

    /** @param callSql the JDBC call, e.g. {@code {? = call orderentry.newOrder(?, ?, ?)}} */
    public ServerSideTransaction {
        Objects.requireNonNull(commitSetting, "commitSetting");
        Objects.requireNonNull(callSql, "callSql");
        Objects.requireNonNull(binder, "binder");
    }

    @Override
    public final Outcome execute(TransactionContext context) throws SQLException {
        commitSetting.applyOnce(context);
        CallableStatement call = context.prepareCall(callSql);
        call.registerOutParameter(1, Types.VARCHAR);
        int next = binder.bind(call, context);
        call.setLong(next, context.minThinkMillis());
        call.setLong(next + 1, context.maxThinkMillis());
        call.execute();
        DmlCounts reply = parseReply(call.getString(1));
        if (reply.rollbacks() > 0) {
            if (reply.commits() == 0) context.connection().rollback();
            return Outcome.rolledBack(reply);
        }
        if (reply.commits() > 0) return Outcome.committed(reply);
        context.connection().commit();
        return Outcome.committed(reply.plus(CLIENT_COMMIT));
    }

    private DmlCounts parseReply(String reply) throws SQLException {
        try {
            return DmlCounts.parseServerSide(reply);
        } catch (IllegalArgumentException e) {
            throw new SQLException(callSql + ": " + e.getMessage(), e);
        }
    }
}
