package io.dbbench.core.internal.engine;

import io.dbbench.core.Internal;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;

/**
 * One session's {@link TransactionContext} outside a run, for a caller that drives transactions itself
 * (a JMH benchmark, a test): the same context an engine session gives its transactions (statement cache
 * tied to the connection, query timeout, fetch size, a seeded random source of its own, think time), on
 * a connection the caller hands over. It does no timing, counting or reconnecting: that is the caller's.
 * Use it from one thread at a time.
 */
@Internal("bench-jmh and dbbench's tests, which drive transactions by hand")
public final class StandaloneSession implements AutoCloseable {
    /** Spreads session ids over the seed space, as the engine does, so session n of two runs draws alike. */
    private static final long SEED_STRIDE = 0x9E3779B97F4A7C15L;

    private final SessionContext context;
    private final Connection connection;
    /** Opens on close: a think time in progress ends at once, as it does when a run stops. */
    private final CountDownLatch closed = new CountDownLatch(1);

    private boolean isClosed;

    /**
     * What an engine session takes from the run config. {@code properties} are SwingBench connection
     * Properties ({@code FetchSize} is applied to every prepared statement); {@code environment} is what
     * workloads read as EnvironmentVariables.
     */
    public record Options(
            int sessionId,
            long seed,
            int queryTimeoutSeconds,
            long minThinkMillis,
            long maxThinkMillis,
            Map<String, String> environment,
            Map<String, String> properties) {
        public Options {
            if (sessionId < 0) throw new IllegalArgumentException("session id must not be negative: " + sessionId);
            if (queryTimeoutSeconds < 0) {
                throw new IllegalArgumentException("query timeout must not be negative: " + queryTimeoutSeconds + " s");
            }
            if (minThinkMillis < 0 || maxThinkMillis < minThinkMillis) {
                throw new IllegalArgumentException("think time must be 0 <= min <= max, got min " + minThinkMillis
                        + " ms, max " + maxThinkMillis + " ms");
            }
            environment = Map.copyOf(environment == null ? Map.of() : environment);
            properties = Map.copyOf(properties == null ? Map.of() : properties);
        }

        /** No query timeout, no think time, no environment or properties; the random source seeded from {@code seed}. */
        public static Options defaults(int sessionId, long seed) {
            return new Options(sessionId, seed, 0, 0, 0, Map.of(), Map.of());
        }

        public Options withQueryTimeoutSeconds(int v) {
            return new Options(sessionId, seed, v, minThinkMillis, maxThinkMillis, environment, properties);
        }

        public Options withThinkMillis(long min, long max) {
            return new Options(sessionId, seed, queryTimeoutSeconds, min, max, environment, properties);
        }

        public Options withEnvironment(Map<String, String> v) {
            return new Options(sessionId, seed, queryTimeoutSeconds, minThinkMillis, maxThinkMillis, v, properties);
        }

        public Options withProperties(Map<String, String> v) {
            return new Options(sessionId, seed, queryTimeoutSeconds, minThinkMillis, maxThinkMillis, environment, v);
        }
    }

    private StandaloneSession(Connection connection, Dialect dialect, Options options) {
        this.connection = connection;
        SessionContext.Settings settings = new SessionContext.Settings(
                dialect,
                Clock.SYSTEM,
                closed,
                options.queryTimeoutSeconds(),
                new SessionContext.ThinkTime(options.minThinkMillis(), options.maxThinkMillis()),
                options.environment(),
                options.properties());
        this.context =
                new SessionContext(settings, options.sessionId(), options.seed() + options.sessionId() * SEED_STRIDE);
        context.attach(connection);
    }

    /**
     * A session on {@code connection}, which it now owns: {@link #close()} closes it (a pooled connection
     * goes back to its pool). Switches the connection to manual commit, which transactions rely on.
     *
     * @throws SQLException when auto-commit cannot be switched off
     */
    public static StandaloneSession open(Connection connection, Dialect dialect, Options options) throws SQLException {
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(dialect, "dialect");
        Objects.requireNonNull(options, "options");
        if (connection.getAutoCommit()) connection.setAutoCommit(false);
        return new StandaloneSession(connection, dialect, options);
    }

    /** What transactions of this session get: for calling a transaction by hand, or for set-up queries. */
    public TransactionContext context() {
        return context;
    }

    /**
     * Runs {@code transaction} once. When it throws, rolls back what it left open (as the engine does, so
     * the next call starts clean) and rethrows, so the caller sees and counts the failure.
     */
    public Outcome execute(Transaction transaction) throws SQLException, InterruptedException {
        if (isClosed) throw new IllegalStateException("session " + context.sessionId() + " is closed");
        try {
            return transaction.execute(context);
        } catch (SQLException | RuntimeException e) {
            rollbackAfter(e);
            throw e;
        } finally {
            // think time is the engine's to subtract from latencies; here nobody does, so never let it pile up
            context.takeThinkNanos();
        }
    }

    private void rollbackAfter(Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            // a lost connection cannot roll back; the transaction's own error is the one that matters
            failure.addSuppressed(e);
        }
    }

    /** Closes the cached statements and the connection; ends a think time in progress. Idempotent. */
    @Override
    public void close() throws SQLException {
        if (isClosed) return;
        isClosed = true;
        closed.countDown();
        context.detach();
        try {
            // leave nothing half done on a pooled connection: the pool may hand it to someone else
            if (!connection.isClosed()) connection.rollback();
        } finally {
            connection.close();
        }
    }
}
