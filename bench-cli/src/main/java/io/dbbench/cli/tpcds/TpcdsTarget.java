package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.connect.ConnectStringException;
import io.dbbench.core.connect.ConnectStrings;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.connect.JdbcTarget;
import io.dbbench.core.engine.PooledConnectionSource;
import io.dbbench.core.workload.WorkloadContext;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** The database a tpcds subcommand works on: resolved connect string and a small pool. Closes both. */
final class TpcdsTarget implements AutoCloseable {
    private final JdbcTarget target;
    private final PooledConnectionSource pool;

    private TpcdsTarget(JdbcTarget target, PooledConnectionSource pool) {
        this.target = target;
        this.pool = pool;
    }

    /**
     * @param connections how many connections the work needs at once
     * @throws TpcdsCliException BAD_USAGE for a connect string we cannot read, CANNOT_CONNECT when the login fails
     */
    static TpcdsTarget open(TpcdsConnectionOptions options, int connections, String passwordFromEnvironment) throws TpcdsCliException {
        JdbcTarget target;
        try {
            target = ConnectStrings.resolve(options.connectString, options.credentialsFile);
        } catch (ConnectStringException e) {
            throw new TpcdsCliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        String password = options.password != null ? options.password : passwordFromEnvironment;
        ConnectionConfig connection = new ConnectionConfig(options.user, Secret.of(password == null ? "" : password),
                options.connectString, "", options.credentialsFile == null ? null : options.credentialsFile.toString(),
                Map.of(), List.of(), null);
        try {
            return new TpcdsTarget(target, PooledConnectionSource.open(target.jdbcUrl(), connection, connections, "dbbench-tpcds"));
        } catch (SQLException e) {
            target.close();
            throw new TpcdsCliException(ExitCodes.CANNOT_CONNECT, "cannot connect to " + ConnectStrings.redact(target.jdbcUrl())
                    + " as '" + options.user + "': " + e.getMessage(), e);
        }
    }

    Dialect dialect() {
        return target.dialect();
    }

    WorkloadContext context() {
        return new WorkloadContext(pool.dataSource(), target.dialect(), Map.of());
    }

    String describe() {
        return ConnectStrings.redact(target.jdbcUrl());
    }

    @Override
    public void close() {
        pool.close();
        target.close();
    }
}
