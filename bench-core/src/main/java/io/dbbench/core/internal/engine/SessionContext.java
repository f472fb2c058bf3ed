package io.dbbench.core.internal.engine;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.TransactionContext;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.random.RandomGenerator;

/**
 * One session's {@link TransactionContext}: its connection, a statement cache tied to that connection
 * (cleared when the connection is replaced), the query timeout and fetch size of the run, a random
 * source of its own, and intra-transaction think time that ends at once when the run stops.
 */
final class SessionContext implements TransactionContext {
    /**
     * What every session of a run gives its transactions alike.
     *
     * @param stopped     opens when the run stops: a think time in progress ends at once
     * @param thinkMillis the intra-transaction think time, SwingBench's MinDelay and MaxDelay
     * @param properties  SwingBench connection Properties ({@code FetchSize} applies to every statement)
     * @param environment what workloads read as EnvironmentVariables
     */
    record Settings(
            Dialect dialect,
            Clock clock,
            CountDownLatch stopped,
            int queryTimeoutSeconds,
            ThinkTime thinkMillis,
            Map<String, String> environment,
            Map<String, String> properties) {}

    /** A think time drawn uniformly from {@code minMillis} to {@code maxMillis}, both included. */
    record ThinkTime(long minMillis, long maxMillis) {
        static final ThinkTime NONE = new ThinkTime(0, 0);

        ThinkTime {
            if (minMillis < 0 || maxMillis < minMillis) {
                throw new IllegalArgumentException(
                        "think time must be 0 <= min <= max, got " + minMillis + ".." + maxMillis + " ms");
            }
        }
    }

    private final int sessionId;
    private final Dialect dialect;
    private final Clock clock;
    private final CountDownLatch stopped;
    private final int queryTimeoutSeconds;
    private final int fetchSize;
    private final long minThinkMillis;
    private final long maxThinkMillis;
    private final Map<String, String> environment;
    private final Map<String, String> properties;
    private final SplittableRandom random;
    /** Concurrent: the engine cancels these from its own thread at the stop. */
    private final Map<String, PreparedStatement> statements = new java.util.concurrent.ConcurrentHashMap<>();
    /** Volatile so the engine can abort it from the sampler thread when a transaction outlives the stop grace. */
    private volatile Connection connection;

    private long thinkNanos;
    /** The statement the current execution reported running, or -1. */
    private int statement = -1;

    private boolean finished;

    /** @param seed of this session's own random source */
    SessionContext(Settings settings, int sessionId, long seed) {
        this.sessionId = sessionId;
        this.dialect = settings.dialect();
        this.clock = settings.clock();
        this.stopped = settings.stopped();
        this.queryTimeoutSeconds = settings.queryTimeoutSeconds();
        this.minThinkMillis = settings.thinkMillis().minMillis();
        this.maxThinkMillis = settings.thinkMillis().maxMillis();
        this.environment = settings.environment();
        this.properties = settings.properties();
        this.fetchSize = fetchSize(properties);
        this.random = new SplittableRandom(seed);
    }

    /** SwingBench's FetchSize property; 0 (driver default) when absent or not a positive number. */
    static int fetchSize(Map<String, String> properties) {
        String v = properties.get("FetchSize");
        if (v == null) return 0;
        try {
            return Math.max(0, Integer.parseInt(v.trim()));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    void attach(Connection c) {
        closeStatements();
        connection = c;
    }

    /** Forgets the connection (it was released or discarded); closes its cached statements. */
    Connection detach() {
        closeStatements();
        Connection c = connection;
        connection = null;
        return c;
    }

    boolean hasConnection() {
        return connection != null;
    }

    /**
     * Any thread, after {@link #cancelRunning}: closes the connection without waiting for it (a driver's
     * {@code close()} would wait), so a session blocked in the database returns. The driver's abort work runs
     * on {@code executor}, never on the stopping thread.
     */
    void abortConnection(java.util.concurrent.Executor executor) {
        Connection c = connection;
        if (c == null) return;
        try {
            c.abort(executor);
        } catch (SQLException | RuntimeException e) {
            // already closed or the driver cannot abort: the session's thread is left to end by itself
        }
    }

    /**
     * Any thread, before {@link #abortConnection}: cancels the statements the session runs (closing the socket
     * alone leaves the query running on the server). Blocks while the driver waits for the server to take the
     * cancel request (pgjdbc: up to its cancelSignalTimeout, 10 s, on a hung server), so the engine runs it on
     * a thread of its own and aborts the connection without waiting for it.
     */
    void cancelRunning() {
        Connection c = connection;
        if (c == null) return;
        for (PreparedStatement ps : List.copyOf(statements.values())) {
            try {
                ps.cancel();
            } catch (SQLException | RuntimeException e) {
                // not running or already closed: the abort ends the session all the same
            }
        }
        cancelOnServer(c);
    }

    /**
     * PostgreSQL: cancels whatever the connection runs, also a statement the workload created itself (pgjdbc's
     * {@code Statement.cancel} only reaches a statement it knows is running). Reflective because bench-core
     * does not depend on pgjdbc; another driver is left to its abort.
     */
    private static void cancelOnServer(Connection c) {
        try {
            Class<?> base = Class.forName(
                    "org.postgresql.core.BaseConnection", false, c.getClass().getClassLoader());
            if (!c.isWrapperFor(base)) return;
            base.getMethod("cancelQuery").invoke(c.unwrap(base));
        } catch (ReflectiveOperationException | SQLException | RuntimeException | LinkageError e) {
            // not pgjdbc, or the connection is already gone: the abort ends the session all the same
        }
    }

    private void closeStatements() {
        for (PreparedStatement ps : statements.values()) {
            try {
                ps.close();
            } catch (SQLException ignored) {
                // the connection may already be gone; nothing left to free on our side
            }
        }
        statements.clear();
    }

    /** Think time slept inside the current transaction, and reset: the engine may subtract it. */
    long takeThinkNanos() {
        long t = thinkNanos;
        thinkNanos = 0;
        return t;
    }

    @Override
    public Connection connection() {
        if (connection == null)
            throw new IllegalStateException("session " + sessionId + " has no connection (a benchmark on the "
                    + "application's own connections, ConnectionMode.APPLICATION, gets none from the engine)");
        return connection;
    }

    /** How a statement is prepared on the connection: a plain one, or a call. */
    private interface Preparation {
        PreparedStatement prepare(Connection connection, String sql) throws SQLException;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        return cached(sql, Connection::prepareStatement);
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        PreparedStatement ps = cached(sql, Connection::prepareCall);
        if (!(ps instanceof CallableStatement cs)) {
            throw new IllegalArgumentException("SQL was prepared as a plain statement, not a call: " + sql);
        }
        return cs;
    }

    /** The session's statement for {@code sql}, prepared (and configured) on first use. */
    private PreparedStatement cached(String sql, Preparation preparation) throws SQLException {
        PreparedStatement ps = statements.get(sql);
        if (ps == null) {
            ps = configure(preparation.prepare(connection(), sql));
            statements.put(sql, ps);
        }
        return ps;
    }

    private <T extends PreparedStatement> T configure(T ps) throws SQLException {
        if (queryTimeoutSeconds > 0) ps.setQueryTimeout(queryTimeoutSeconds);
        if (fetchSize > 0) ps.setFetchSize(fetchSize);
        return ps;
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void think() throws InterruptedException {
        long millis =
                minThinkMillis == maxThinkMillis ? minThinkMillis : random.nextLong(minThinkMillis, maxThinkMillis + 1);
        if (millis <= 0) return;
        long start = clock.nanoTime();
        clock.await(stopped, millis * 1_000_000L);
        thinkNanos += clock.nanoTime() - start;
    }

    @Override
    public long minThinkMillis() {
        return minThinkMillis;
    }

    @Override
    public long maxThinkMillis() {
        return maxThinkMillis;
    }

    @Override
    public Dialect dialect() {
        return dialect;
    }

    @Override
    public Map<String, String> environment() {
        return environment;
    }

    @Override
    public Map<String, String> properties() {
        return properties;
    }

    @Override
    public int sessionId() {
        return sessionId;
    }

    @Override
    public int queryTimeoutSeconds() {
        return queryTimeoutSeconds;
    }

    @Override
    public int fetchSize() {
        return fetchSize;
    }

    @Override
    public void ranStatement(int index) {
        statement = index;
    }

    /** The statement the last execution reported running (-1 if none), and reset. */
    int takeStatement() {
        int s = statement;
        statement = -1;
        return s;
    }

    @Override
    public void finishSession() {
        finished = true;
    }

    boolean sessionFinished() {
        return finished;
    }
}
