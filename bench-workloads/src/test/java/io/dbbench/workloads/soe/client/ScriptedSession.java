package io.dbbench.workloads.soe.client;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.fakes.FakeDialect;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * A session over a {@link ScriptedJdbc}, as the engine gives it to a transaction: statements prepared once
 * per SQL, a seeded random source, and think time that only counts how often it was asked for.
 */
final class ScriptedSession implements TransactionContext {
    private final ScriptedJdbc jdbc;
    private final Connection connection;
    private final RandomGenerator random;
    private final Dialect dialect;
    private final Map<String, PreparedStatement> cache = new HashMap<>();
    private int thinks;

    ScriptedSession(ScriptedJdbc jdbc, long seed, String dialectName) {
        this.jdbc = jdbc;
        this.connection = jdbc.connection();
        this.random = new SplittableRandom(seed);
        this.dialect = new FakeDialect(dialectName);
    }

    ScriptedSession(ScriptedJdbc jdbc, long seed) {
        this(jdbc, seed, "postgresql");
    }

    ScriptedJdbc jdbc() {
        return jdbc;
    }

    int thinks() {
        return thinks;
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement ps = cache.get(sql);
        if (ps == null) {
            ps = connection.prepareStatement(sql);
            cache.put(sql, ps);
        }
        return ps;
    }

    @Override
    public CallableStatement prepareCall(String sql) {
        throw new UnsupportedOperationException("client-side transactions make no calls: " + sql);
    }

    @Override
    public RandomGenerator random() {
        return random;
    }

    @Override
    public void think() {
        thinks++;
    }

    @Override
    public long minThinkMillis() {
        return 0;
    }

    @Override
    public long maxThinkMillis() {
        return 0;
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
