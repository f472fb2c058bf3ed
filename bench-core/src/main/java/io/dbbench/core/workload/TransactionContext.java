package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.random.RandomGenerator;

/** What a transaction may use: the session's connection, its random source, think time and settings. */
public interface TransactionContext {
    /** The session's connection, manual commit. Do not close it. */
    Connection connection();

    /**
     * A prepared statement for this SQL, cached for the life of the connection, with the run's query
     * timeout and fetch size applied. Do not close it.
     */
    PreparedStatement prepare(String sql) throws SQLException;

    /** As {@link #prepare(String)}, for {@code {? = call ...}} calls. */
    CallableStatement prepareCall(String sql) throws SQLException;

    /** The session's own random source, seeded per session: not shared across threads. */
    RandomGenerator random();

    /** A uniform int in [min, max], both inclusive. */
    default int randomInt(int min, int max) {
        return min == max ? min : random().nextInt(min, max + 1);
    }

    /** Sleeps the intra-transaction think time (a random time in [min, max] ms), between steps. */
    void think() throws InterruptedException;

    long minThinkMillis();

    long maxThinkMillis();

    Dialect dialect();

    /** SwingBench EnvironmentVariables of the run (after {@code -D} overrides). */
    Map<String, String> environment();

    /** SwingBench connection Properties of the run (StatementCaching, FetchSize, ...). */
    Map<String, String> properties();

    /** 0-based number of the session running this transaction. */
    int sessionId();
}
