package io.dbbench.it.soe;

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

/**
 * A single session for the parity test: one connection, a statement cache, no think time, and a random
 * source the test reseeds before each transaction, so the client-side and server-side variants draw
 * their inputs from the same seed.
 */
final class ParitySession implements TransactionContext, AutoCloseable {
    private final Connection connection;
    private final Dialect dialect;
    private final Map<String, PreparedStatement> statements = new HashMap<>();
    private SplittableRandom random = new SplittableRandom(0);

    ParitySession(Connection connection, Dialect dialect) throws SQLException {
        this.connection = connection;
        this.dialect = dialect;
        connection.setAutoCommit(false);
    }

    void reseed(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        PreparedStatement ps = statements.get(sql);
        if (ps == null) {
            ps = connection.prepareStatement(sql);
            statements.put(sql, ps);
        }
        return ps;
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        PreparedStatement ps = statements.get(sql);
        if (ps == null) {
            ps = connection.prepareCall(sql);
            statements.put(sql, ps);
        }
        return (CallableStatement) ps;
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

    @Override
    public void close() throws SQLException {
        for (PreparedStatement ps : statements.values()) ps.close();
        connection.close();
    }
}
