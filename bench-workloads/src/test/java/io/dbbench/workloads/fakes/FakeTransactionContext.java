package io.dbbench.workloads.fakes;

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

/** A session as the engine gives it to a transaction, over a {@link FakeJdbc}; prepares once per SQL. */
public final class FakeTransactionContext implements TransactionContext {
    private final FakeJdbc jdbc;
    private final Connection connection;
    private final RandomGenerator random;
    private final Map<String, PreparedStatement> cache = new HashMap<>();
    private final int sessionId;

    public FakeTransactionContext(FakeJdbc jdbc, long seed, int sessionId) {
        this.jdbc = jdbc;
        this.connection = jdbc.connection();
        this.random = new SplittableRandom(seed);
        this.sessionId = sessionId;
    }

    public FakeJdbc jdbc() {
        return jdbc;
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement cached = cache.get(sql);
        if (cached == null) {
            cached = connection.prepareStatement(sql);
            cache.put(sql, cached);
        }
        return cached;
    }

    @Override
    public CallableStatement prepareCall(String sql) {
        throw new UnsupportedOperationException("the Stress Test makes no calls");
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
        return 0;
    }

    @Override
    public Dialect dialect() {
        return new FakeDialect("postgresql");
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
}
