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

    /** The run's QueryTimeout in seconds (0 = none), for statements a transaction creates itself. */
    default int queryTimeoutSeconds() {
        return 0;
    }

    /** The run's FetchSize property (0 = the driver's default), for statements a transaction creates itself. */
    default int fetchSize() {
        return 0;
    }

    /**
     * This execution ran statement {@code index} of {@link Workload#statementNames(String)}: the engine records
     * its response time (or its failure) under that statement's name as well as under the transaction's.
     */
    default void ranStatement(int index) {}

    /**
     * This user has no work left after the current execution (a statement runner that ran each statement
     * once): it logs off, and the run ends when every user has.
     */
    default void finishSession() {}
}
