package io.dbbench.it.oracle.grammar;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.TransactionContext;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** A session as the engine gives it to a transaction, over a {@link RecordingJdbc} connection; no think time. */
final class RecordingSession implements TransactionContext {
    private final Connection connection;
    private final Dialect dialect;
    private final RandomGenerator random;
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private final Map<String, CallableStatement> calls = new HashMap<>();

    RecordingSession(RecordingJdbc jdbc, Dialect dialect, long seed) throws SQLException {
        this.connection = jdbc.connection();
        this.connection.setAutoCommit(false);
        this.dialect = dialect;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement ps = statements.get(sql);
        if (ps == null) statements.put(sql, ps = connection.prepareStatement(sql));
        return ps;
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        CallableStatement cs = calls.get(sql);
        if (cs == null) calls.put(sql, cs = connection.prepareCall(sql));
        return cs;
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void think() {
    }

    @Override
    public long minThinkMillis() {
        return 0;
    }

    @Override
    public long maxThinkMillis() {
        return 10;
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
        return 0;
    }
}
