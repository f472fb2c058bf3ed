package io.dbbench.core.internal.engine;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.PoolingConfig;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import javax.sql.DataSource;

/**
 * The connections of users who hold their own ({@link ConnectionPolicy#HOLD}), opened straight through the
 * driver on each user's own thread, as a charbench user logs on. No pool sits in between: a pool opens its
 * connections on one thread of its own (HikariCP does), so hundreds of users logging on together would
 * queue behind it; here logons run in parallel, as fast as the database accepts connections, paced only by
 * LogonGroupCount and LogonDelay. A released connection is closed: LogOutPostTransaction and
 * ConnectionRefresh log the user out and on again, as in SwingBench.
 * <p>
 * A logon costs the client CPU (pgjdbc's SCRAM-SHA-256 runs 4096 PBKDF2 iterations, ~15 ms in a cold JVM),
 * so at most {@link #MAX_CONCURRENT_LOGONS_PROPERTY} logons run at once (default twice the available
 * processors), in arrival order: 300 users logging on together would otherwise take every core from the
 * sessions already running and from the sampler.
 */
public final class DirectConnectionSource extends MeteredConnectionSource {
    /** System property: how many physical logons may run at once (a positive number). */
    public static final String MAX_CONCURRENT_LOGONS_PROPERTY = "dbbench.maxConcurrentLogons";

    private final DataSource physical;

    private final Semaphore logons;
    private final Set<Connection> lent = ConcurrentHashMap.newKeySet();
    /** The users' threads waiting for their turn to log on ({@link #logons}), for the stop to wake. */
    private final Set<Thread> queued = ConcurrentHashMap.newKeySet();

    private volatile boolean closed;
    /**
     * Set by {@link #stopQueuedLogons} before it interrupts the queue: a user that joins the queue after the
     * interrupts were sent sees it (it is read after joining) and gives up at once instead of waiting its turn.
     */
    private volatile boolean stopping;

    DirectConnectionSource(DataSource physical, int maxConcurrentLogons) {
        super(physical);
        if (maxConcurrentLogons < 1) throw new IllegalArgumentException("maxConcurrentLogons must be positive");
        this.physical = physical;
        this.logons = new Semaphore(maxConcurrentLogons, true);
    }

    /**
     * The {@link #MAX_CONCURRENT_LOGONS_PROPERTY} system property, or twice the available processors.
     *
     * @throws IllegalArgumentException when the property is not a positive number
     */
    static int maxConcurrentLogons() {
        String v = System.getProperty(MAX_CONCURRENT_LOGONS_PROPERTY);
        if (v == null || v.isBlank()) return 2 * Runtime.getRuntime().availableProcessors();
        try {
            int n = Integer.parseInt(v.trim());
            if (n > 0) return n;
        } catch (NumberFormatException e) {
            // reported below with the property's name
        }
        throw new IllegalArgumentException("-D" + MAX_CONCURRENT_LOGONS_PROPERTY + "=" + v + ": not a positive number");
    }

    /**
     * The connection source of users who hold their connection: their own connections, or SwingBench's
     * pooled mode (a HikariCP pool) when the config's ConnectionPooling block sets a value of its own.
     *
     * @throws SQLException when the database cannot be reached or refuses the login
     */
    public static ConnectionSource forHeldUsers(String jdbcUrl, ConnectionConfig connection, int users, String poolName)
            throws SQLException {
        if (pooled(connection)) return PooledConnectionSource.open(jdbcUrl, connection, users, poolName);
        return opened(new InitializingDataSource(
                jdbcUrl, connection.userName(), connection.password(), connection.initializationCommands()));
    }

    /** {@link #forHeldUsers(String, ConnectionConfig, int, String)} over a caller's DataSource (embedding). */
    public static ConnectionSource forHeldUsers(
            DataSource dataSource, ConnectionConfig connection, int users, String poolName) throws SQLException {
        if (pooled(connection)) return PooledConnectionSource.open(dataSource, connection, users, poolName);
        return opened(dataSource);
    }

    /**
     * Whether the config asks for SwingBench's pooled mode: its ConnectionPooling block sets at least one
     * value other than the defaults. An empty block, or one that only repeats the defaults, changes nothing,
     * so users hold their own connections (the README says the same).
     */
    static boolean pooled(ConnectionConfig connection) {
        return !connection.pooling().equals(PoolingConfig.DEFAULT);
    }

    /** Checks that one connection can be made, as the pool does when it opens, so a wrong login fails before the run. */
    private static DirectConnectionSource opened(DataSource physical) throws SQLException {
        int max = maxConcurrentLogons();
        physical.getConnection().close();
        return new DirectConnectionSource(physical, max);
    }

    @Override
    public Connection acquire() throws SQLException {
        if (closed) throw new SQLException("the connection source is closed", "08003");
        Connection c;
        Thread me = Thread.currentThread();
        queued.add(me);
        try {
            // read after joining the queue: either the stop's interrupts see this thread, or this sees the stop
            if (stopping) throw new SQLException("the run stopped while this user was waiting to log on", "08001");
            logons.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting to log on", "08001", e);
        } finally {
            queued.remove(me);
        }
        try {
            c = physical.getConnection();
        } finally {
            logons.release();
        }
        try {
            c.setAutoCommit(false);
        } catch (SQLException e) {
            closeQuietly(c);
            throw e;
        }
        lent.add(c);
        if (closed) {
            // close() ran while this logon was under way: nothing is lent after it
            release(c);
            throw new SQLException("the connection source is closed", "08003");
        }
        return c;
    }

    /**
     * Interrupts the users waiting for their turn to log on: their logon fails, which after the stop is no
     * failure (the session ends). A user reaching {@link #acquire} after this gives up at once, without
     * waiting for a turn. A user that took its turn just before is interrupted in its logon (the driver's
     * {@code getConnection()}) or after it: harmless after the stop, its logon is given back all the same and
     * its thread ends.
     */
    @Override
    public void stopQueuedLogons() {
        stopping = true;
        for (Thread t : queued) t.interrupt();
    }

    @Override
    public void release(Connection connection) {
        lent.remove(connection);
        closeQuietly(connection);
    }

    @Override
    public void discard(Connection connection) {
        release(connection);
    }

    /** The driver's own connections (auto-commit on), for set-up work. */
    @Override
    public DataSource dataSource() {
        return physical;
    }

    /** How many users wait for their turn to log on. */
    int queuedLogons() {
        return queued.size();
    }

    @Override
    public int activeConnections() {
        return lent.size();
    }

    /** Closes what users still hold (they give their connection back when they end; this catches the rest). */
    @Override
    public void close() {
        closed = true;
        for (Connection c : lent) release(c);
    }

    private static void closeQuietly(Connection c) {
        try {
            // the database rolls back what the session left open when its connection closes
            c.close();
        } catch (SQLException ignored) {
            // already gone: nothing more to free on our side
        }
    }
}
