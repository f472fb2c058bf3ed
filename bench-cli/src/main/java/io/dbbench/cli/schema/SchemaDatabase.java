package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import io.dbbench.core.workload.WorkloadContext;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;

/** The database a schema subcommand (soe, tpcds, stubs, lio) works on: resolved connect string and a small pool. Closes both. */
public final class SchemaDatabase implements AutoCloseable {
    private final JdbcTarget target;
    private final PooledConnectionSource pool;

    private SchemaDatabase(JdbcTarget target, PooledConnectionSource pool) {
        this.target = target;
        this.pool = pool;
    }

    /**
     * @param options     the command's connection options (the password by their one precedence)
     * @param connections how many connections the work needs at once
     * @param poolName    the pool's name, seen in the database's session list (e.g. dbbench-soe)
     * @param orElse      what else than -cs would do, for the line saying it is missing ("" for nothing)
     * @throws CliException BAD_USAGE for a connect string we cannot read, CANNOT_CONNECT when the login fails
     */
    public static SchemaDatabase open(ConnectionOptions options, int connections, String poolName, String orElse)
            throws CliException {
        return open(options, connections, poolName, orElse, SchemaTimeouts.NONE);
    }

    /** As {@link #open(ConnectionOptions, int, String, String)}, giving up on a database that stops answering. */
    public static SchemaDatabase open(
            ConnectionOptions options, int connections, String poolName, String orElse, SchemaTimeouts timeouts)
            throws CliException {
        ConnectionConfig connection = options.connection();
        JdbcTarget target = options.target(orElse);
        return open(
                target,
                connection,
                connections,
                poolName,
                options.user() == null ? null : connection.userName(),
                timeouts);
    }

    /**
     * On a target resolved elsewhere (lio run's embedded PostgreSQL): the one place that logs in and words the
     * "cannot connect" line. Takes the target over: closes it when the login fails, and on {@link #close}.
     *
     * @param user the user the line names, null to name none
     */
    public static SchemaDatabase open(
            JdbcTarget target, ConnectionConfig connection, int connections, String poolName, String user)
            throws CliException {
        return open(target, connection, connections, poolName, user, SchemaTimeouts.NONE);
    }

    private static SchemaDatabase open(
            JdbcTarget target,
            ConnectionConfig connection,
            int connections,
            String poolName,
            String user,
            SchemaTimeouts timeouts)
            throws CliException {
        long startNanos = System.nanoTime();
        try {
            return new SchemaDatabase(
                    target,
                    PooledConnectionSource.open(timeouts.applyTo(target.jdbcUrl()), connection, connections, poolName));
        } catch (SQLException e) {
            Duration waited = Duration.ofNanos(System.nanoTime() - startNanos);
            target.close();
            throw LogonFailure.cannotConnect(connection.connectString(), describe(target), user, e, waited);
        }
    }

    public Dialect dialect() {
        return target.dialect();
    }

    public WorkloadContext context() {
        return new WorkloadContext(pool.dataSource(), target.dialect(), Map.of());
    }

    public String describe() {
        return describe(target);
    }

    private static String describe(JdbcTarget target) {
        return ConnectStrings.redact(target.jdbcUrl());
    }

    @Override
    public void close() {
        pool.close();
        target.close();
    }
}
