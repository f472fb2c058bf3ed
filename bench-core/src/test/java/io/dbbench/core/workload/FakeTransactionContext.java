package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * The one test double for a session as the engine gives it to a transaction, shared by every module's
 * tests through bench-core's test-jar. It runs over whatever fake {@link Connection} the test brings and
 * behaves like the engine's session: statements and calls cached per SQL for the life of the connection,
 * a random source seeded per session. It records what a transaction tells the engine (think time asked
 * for, statements ran, session finished). What a test must not reach (calls, plain statements, think time)
 * can be refused with a reason, so code under test cannot silently rely on it.
 */
public class FakeTransactionContext implements TransactionContext {
    private final Map<String, PreparedStatement> prepared = new HashMap<>();
    private final Map<String, CallableStatement> callables = new HashMap<>();
    private final List<Integer> ranStatements = new ArrayList<>();
    private Connection connection;
    private RandomGenerator random = new SplittableRandom(0);
    private Dialect dialect;
    private int sessionId;
    private long minThinkMillis;
    private long maxThinkMillis;
    private int queryTimeoutSeconds;
    private boolean cachePrepared = true;
    private String prepareRefused;
    private String thinkRefused;
    private Function<String, CallableStatement> calls;
    private String callsRefused = "this test makes no calls";
    private int thinks;
    private int finishedSessions;

    public FakeTransactionContext(Connection connection) {
        this.connection = connection;
    }

    /** Seeds the session's random source (the engine seeds one per session). */
    public FakeTransactionContext seed(long seed) {
        this.random = new SplittableRandom(seed);
        return this;
    }

    /** Null unless set. */
    public FakeTransactionContext dialect(Dialect dialect) {
        this.dialect = dialect;
        return this;
    }

    public FakeTransactionContext sessionId(int sessionId) {
        this.sessionId = sessionId;
        return this;
    }

    /** The intra-transaction think time a transaction reads (server-side ones pass it to the database). */
    public FakeTransactionContext thinkMillis(long min, long max) {
        this.minThinkMillis = min;
        this.maxThinkMillis = max;
        return this;
    }

    public FakeTransactionContext queryTimeoutSeconds(int seconds) {
        this.queryTimeoutSeconds = seconds;
        return this;
    }

    /** Prepares on every {@link #prepare} instead of once per SQL, so a test sees each prepare call. */
    public FakeTransactionContext uncachedPrepare() {
        this.cachePrepared = false;
        return this;
    }

    /** {@link #prepare} throws {@link UnsupportedOperationException} with this reason and the SQL. */
    public FakeTransactionContext refusePrepare(String reason) {
        this.prepareRefused = reason;
        return this;
    }

    /** {@link #think} throws {@link UnsupportedOperationException} with this reason. */
    public FakeTransactionContext refuseThink(String reason) {
        this.thinkRefused = reason;
        return this;
    }

    /** {@link #prepareCall} throws {@link UnsupportedOperationException} with this reason (the default). */
    public FakeTransactionContext refuseCalls(String reason) {
        this.calls = null;
        this.callsRefused = reason;
        return this;
    }

    /** {@link #prepareCall} answers with a statement from this factory, once per SQL. */
    public FakeTransactionContext calls(Function<String, CallableStatement> factory) {
        this.calls = factory;
        return this;
    }

    /** What a reconnect looks like to a transaction: a new connection and empty statement caches. */
    public void replaceConnection(Connection replacement) {
        connection = replacement;
        prepared.clear();
        callables.clear();
    }

    /** How often {@link #think} was called. */
    public int thinks() {
        return thinks;
    }

    /** The statement indexes passed to {@link #ranStatement}, in order. */
    public List<Integer> ranStatements() {
        return ranStatements;
    }

    /** How often {@link #finishSession} was called. */
    public int finishedSessions() {
        return finishedSessions;
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        if (prepareRefused != null) throw new UnsupportedOperationException(prepareRefused + ": " + sql);
        if (!cachePrepared) return connection.prepareStatement(sql);
        PreparedStatement statement = prepared.get(sql);
        if (statement == null) {
            statement = connection.prepareStatement(sql);
            prepared.put(sql, statement);
        }
        return statement;
    }

    @Override
    public CallableStatement prepareCall(String sql) {
        if (calls == null) throw new UnsupportedOperationException(callsRefused + ": " + sql);
        return callables.computeIfAbsent(sql, calls);
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void think() {
        if (thinkRefused != null) throw new UnsupportedOperationException(thinkRefused);
        thinks++;
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
        return Map.of();
    }

    @Override
    public Map<String, String> properties() {
        return Map.of();
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
    public void ranStatement(int index) {
        ranStatements.add(index);
    }

    @Override
    public void finishSession() {
        finishedSessions++;
    }
}
