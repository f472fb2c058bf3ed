package io.dbbench.core.internal.engine;

import io.dbbench.core.config.Secret;
import io.dbbench.core.internal.traffic.OracleTrafficMeter;
import io.dbbench.core.internal.traffic.TrafficMeter;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Opens physical connections through the JDBC driver and runs SwingBench's InitilizationCommands on
 * each new one, as SwingBench does once per session. The pool sits on top of it, so the commands run
 * exactly once per physical connection, also for connections that replace lost ones. PostgreSQL
 * connections are opened on counting sockets ({@link TrafficMeter}), Oracle connections get a probe of
 * the session's own statistics ({@link OracleTrafficMeter}), so sessions can attribute the bytes and round
 * trips of each transaction to its type.
 */
final class InitializingDataSource implements DataSource {
    private final String jdbcUrl;
    private final String userName;
    private final Secret password;
    private final List<String> initializationCommands;
    /** Null for a driver whose sockets dbbench cannot count (only pgjdbc takes a socket factory by name). */
    private final TrafficMeter traffic;
    /** Null for a driver other than Oracle's, whose traffic is read from the session's own statistics. */
    private final OracleTrafficMeter oracleTraffic;

    private int loginTimeoutSeconds;

    InitializingDataSource(String jdbcUrl, String userName, Secret password, List<String> initializationCommands) {
        this.jdbcUrl = jdbcUrl;
        this.traffic = jdbcUrl.startsWith("jdbc:postgresql:") ? new TrafficMeter() : null;
        this.oracleTraffic = jdbcUrl.startsWith("jdbc:oracle:") ? new OracleTrafficMeter() : null;
        this.userName = userName;
        this.password = password;
        this.initializationCommands = List.copyOf(initializationCommands);
    }

    @Override
    public Connection getConnection() throws SQLException {
        Properties props = new Properties();
        if (!userName.isEmpty()) props.setProperty("user", userName);
        if (!password.isEmpty()) props.setProperty("password", password.reveal());
        String meterKey = traffic == null ? null : traffic.prepare(props);
        Connection c;
        try {
            c = DriverManager.getConnection(jdbcUrl, props);
        } catch (SQLException | RuntimeException e) {
            if (meterKey != null) traffic.abandoned(meterKey);
            throw e;
        }
        if (meterKey != null) traffic.opened(meterKey, c);
        try (Statement s = c.createStatement()) {
            for (int i = 0; i < initializationCommands.size(); i++) {
                String sql = forJdbc(initializationCommands.get(i));
                try {
                    s.execute(sql);
                } catch (SQLException e) {
                    throw new SQLException(
                            "InitilizationCommands command " + (i + 1) + " (" + sql + ") failed: " + e.getMessage(),
                            e.getSQLState(),
                            e.getErrorCode(),
                            e);
                }
            }
            if (!c.getAutoCommit()) c.commit();
            // after the set-up: the probe's calibration reads a quiet connection
            if (oracleTraffic != null) oracleTraffic.opened(c);
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return c;
    }

    /** Which connection's socket counted what; null when this driver's connections are not counted. */
    TrafficMeter traffic() {
        return traffic;
    }

    /** Which Oracle connection has which session-statistics probe; null for other drivers. */
    OracleTrafficMeter oracleTraffic() {
        return oracleTraffic;
    }

    /** Drops a trailing ';' that drivers reject on plain SQL, but keeps it on PL/SQL blocks, where it belongs. */
    static String forJdbc(String command) {
        String sql = command.strip();
        String upper = sql.toUpperCase(java.util.Locale.ROOT);
        boolean block = upper.startsWith("BEGIN") || upper.startsWith("DECLARE");
        if (!block && sql.endsWith(";"))
            sql = sql.substring(0, sql.length() - 1).strip();
        return sql;
    }

    @Override
    public Connection getConnection(String username, String pwd) throws SQLException {
        throw new SQLFeatureNotSupportedException("credentials come from the run configuration");
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // no driver-level logging: the harness reports through its listeners
    }

    @Override
    public void setLoginTimeout(int seconds) {
        loginTimeoutSeconds = seconds;
        DriverManager.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() {
        return loginTimeoutSeconds;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) return iface.cast(this);
        throw new SQLException("not a wrapper for " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
