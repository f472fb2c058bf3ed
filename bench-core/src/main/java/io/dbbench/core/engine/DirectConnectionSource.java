package io.dbbench.core.engine;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.PoolingConfig;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The connections of users who hold their own ({@link ConnectionPolicy#HOLD}), opened straight through the
 * driver on each user's own thread, as a charbench user logs on. No pool sits in between: a pool opens its
 * connections on one thread of its own (HikariCP does), so hundreds of users logging on together would
 * queue behind it; here logons run in parallel, as fast as the database accepts connections, paced only by
 * LogonGroupCount and LogonDelay. A released connection is closed: LogOutPostTransaction and
 * ConnectionRefresh log the user out and on again, as in SwingBench.
 */
public final class DirectConnectionSource implements ConnectionSource {
    private final DataSource physical;
    private final Set<Connection> lent = ConcurrentHashMap.newKeySet();

    private DirectConnectionSource(DataSource physical) {
        this.physical = physical;
    }

    /**
     * The connection source of users who hold their connection: their own connections, or SwingBench's
     * pooled mode (a HikariCP pool) when the config has a ConnectionPooling block.
     *
     * @throws SQLException when the database cannot be reached or refuses the login
     */
    public static ConnectionSource forHeldUsers(String jdbcUrl, ConnectionConfig connection, int users, String poolName)
            throws SQLException {
        if (pooled(connection)) return PooledConnectionSource.open(jdbcUrl, connection, users, poolName);
        return opened(new InitializingDataSource(jdbcUrl, connection.userName(), connection.password(),
                connection.initializationCommands()));
    }

    /** {@link #forHeldUsers(String, ConnectionConfig, int, String)} over a caller's DataSource (embedding). */
    public static ConnectionSource forHeldUsers(DataSource dataSource, ConnectionConfig connection, int users, String poolName)
            throws SQLException {
        if (pooled(connection)) return PooledConnectionSource.open(dataSource, connection, users, poolName);
        return opened(dataSource);
    }

    private static boolean pooled(ConnectionConfig connection) {
        return !connection.pooling().equals(PoolingConfig.DEFAULT);
    }

    /** Checks that one connection can be made, as the pool does when it opens, so a wrong login fails before the run. */
    private static DirectConnectionSource opened(DataSource physical) throws SQLException {
        physical.getConnection().close();
        return new DirectConnectionSource(physical);
    }

    @Override
    public Connection acquire() throws SQLException {
        Connection c = physical.getConnection();
        try {
            c.setAutoCommit(false);
        } catch (SQLException e) {
            closeQuietly(c);
            throw e;
        }
        lent.add(c);
        return c;
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

    @Override
    public int activeConnections() {
        return lent.size();
    }

    /** Closes what users still hold (they give their connection back when they end; this catches the rest). */
    @Override
    public void close() {
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
