package io.dbbench.core.internal.engine;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import io.dbbench.core.config.ConnectionConfig;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import javax.sql.DataSource;

/**
 * A HikariCP pool as the sessions' connection source. Sized to the number of users (one connection per
 * session, as charbench holds them) unless the config's ConnectionPooling says otherwise. Connections
 * are opened on demand, so logon groups and logon delay shape logons as they do in SwingBench.
 */
public final class PooledConnectionSource extends MeteredConnectionSource {
    private final HikariDataSource pool;

    /** @param physical what the pool's connections come from: counted when dbbench opened it */
    private PooledConnectionSource(HikariDataSource pool, DataSource physical) {
        super(physical);
        this.pool = pool;
    }

    /**
     * Opens the pool and checks that one connection can be made.
     *
     * @throws SQLException when the database cannot be reached or refuses the login
     */
    public static PooledConnectionSource open(
            String jdbcUrl, ConnectionConfig connection, int poolSize, String poolName) throws SQLException {
        DataSource physical = new InitializingDataSource(
                jdbcUrl, connection.userName(), connection.password(), connection.initializationCommands());
        return open(physical, connection, poolSize, poolName);
    }

    /** A pool over a caller's DataSource (embedding): no init commands, the caller's credentials. */
    public static PooledConnectionSource open(
            DataSource dataSource, ConnectionConfig connection, int poolSize, String poolName) throws SQLException {
        return open(dataSource, connection, poolSize, poolName, false, null);
    }

    /**
     * A topology service's pool: exactly {@code poolSize} connections, all opened up front (as a service's
     * fixed-size pool is), each labelled by {@code connectionInitSql} (the dialect's application name).
     */
    public static PooledConnectionSource openFixed(
            String jdbcUrl, ConnectionConfig connection, int poolSize, String poolName, String connectionInitSql)
            throws SQLException {
        DataSource physical = new InitializingDataSource(
                jdbcUrl, connection.userName(), connection.password(), connection.initializationCommands());
        return open(physical, connection, poolSize, poolName, true, connectionInitSql);
    }

    /** {@link #openFixed(String, ConnectionConfig, int, String, String)} over a caller's DataSource. */
    public static PooledConnectionSource openFixed(
            DataSource dataSource, ConnectionConfig connection, int poolSize, String poolName, String connectionInitSql)
            throws SQLException {
        return open(dataSource, connection, poolSize, poolName, true, connectionInitSql);
    }

    private static PooledConnectionSource open(
            DataSource dataSource,
            ConnectionConfig connection,
            int poolSize,
            String poolName,
            boolean fixedSize,
            String connectionInitSql)
            throws SQLException {
        int max = fixedSize
                ? poolSize
                : connection.pooling().maxLimit() > 0
                        ? Math.max(connection.pooling().maxLimit(), poolSize)
                        : poolSize;
        HikariConfig hc = new HikariConfig();
        hc.setDataSource(dataSource);
        hc.setPoolName(poolName);
        hc.setMaximumPoolSize(max);
        hc.setMinimumIdle(fixedSize ? poolSize : connection.pooling().minLimit());
        if (connectionInitSql != null) {
            hc.setConnectionInitSql(connectionInitSql);
            // with auto-commit off, HikariCP leaves the init SQL's transaction open unless internal queries
            // are isolated (it then commits it): PostgreSQL's SET application_name is transactional, and the
            // first rollback would undo the service label in pg_stat_activity
            hc.setIsolateInternalQueries(true);
        }
        hc.setAutoCommit(false);
        Duration wait = connection.pooling().connectionWaitTimeout();
        hc.setConnectionTimeout(Math.max(250, wait.toMillis()));
        if (!connection.pooling().inactivityTimeout().isZero()) {
            hc.setIdleTimeout(
                    Math.max(10_000, connection.pooling().inactivityTimeout().toMillis()));
        }
        // charbench-style sessions hold their connection for the whole run: never retire one under them;
        // a service's pool keeps its connections for the run too, so every repeat measures the same pool
        hc.setMaxLifetime(0);
        hc.setInitializationFailTimeout(1);
        hc.setRegisterMbeans(false);
        try {
            return new PooledConnectionSource(new HikariDataSource(hc), dataSource);
        } catch (HikariPool.PoolInitializationException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException sql) throw sql;
            throw new SQLException(
                    "cannot open a connection: " + (cause == null ? e.getMessage() : cause.getMessage()), "08001", e);
        }
    }

    @Override
    public Connection acquire() throws SQLException {
        return pool.getConnection();
    }

    @Override
    public void release(Connection connection) {
        try {
            connection.close();
        } catch (SQLException e) {
            discard(connection);
        }
    }

    @Override
    public void discard(Connection connection) {
        pool.evictConnection(connection);
    }

    @Override
    public DataSource dataSource() {
        return pool;
    }

    /** Connections currently lent to sessions: for the live "pool" column. */
    @Override
    public int activeConnections() {
        var mx = pool.getHikariPoolMXBean();
        return mx == null ? 0 : mx.getActiveConnections();
    }

    @Override
    public void close() {
        pool.close();
    }
}
