package io.dbbench.cli.stubs;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.connect.ConnectStringException;
import io.dbbench.core.connect.ConnectStrings;
import io.dbbench.core.connect.JdbcTarget;
import io.dbbench.core.engine.PooledConnectionSource;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.stubs.StubsSchemaInstaller;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** The database a stubs subcommand works on (charbench's connection options), with one pooled connection. */
final class StubsDatabase implements AutoCloseable {
    /** Where the stubs live: charbench's connection options, as {@code soe} and {@code tpcds} take them. */
    static final class Options {
        @Option(
                names = "-cs",
                paramLabel = "connect",
                required = true,
                description = "connect string: //host:port/service, host:port:SID, TNS alias, or a jdbc: URL")
        String connectString;

        @Option(names = "-u", paramLabel = "user", description = "user name (the schema owner)")
        String user;

        @Option(names = "-p", paramLabel = "password", description = "password (or set DBBENCH_PASSWORD)")
        String password;

        @Option(names = "-cf", paramLabel = "file", description = "Oracle wallet / credentials zip")
        Path credentialsFile;
    }

    private final JdbcTarget target;
    private final PooledConnectionSource pool;

    private StubsDatabase(JdbcTarget target, PooledConnectionSource pool) {
        this.target = target;
        this.pool = pool;
    }

    /** @throws CliException BAD_USAGE for a connect string we cannot read, CANNOT_CONNECT when the login fails */
    static StubsDatabase open(Options options, String passwordFromEnvironment) throws CliException {
        JdbcTarget target;
        try {
            target = ConnectStrings.resolve(options.connectString, options.credentialsFile);
        } catch (ConnectStringException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        String password = options.password != null ? options.password : passwordFromEnvironment;
        ConnectionConfig connection = new ConnectionConfig(
                options.user,
                Secret.of(password == null ? "" : password),
                options.connectString,
                "",
                options.credentialsFile == null ? null : options.credentialsFile.toString(),
                Map.of(),
                List.of(),
                null);
        try {
            return new StubsDatabase(
                    target, PooledConnectionSource.open(target.jdbcUrl(), connection, 1, "dbbench-stubs"));
        } catch (SQLException e) {
            target.close();
            throw new CliException(
                    ExitCodes.CANNOT_CONNECT,
                    "cannot connect to " + ConnectStrings.redact(target.jdbcUrl()) + " as '" + options.user + "': "
                            + e.getMessage(),
                    e);
        }
    }

    WorkloadContext context() {
        return new WorkloadContext(pool.dataSource(), target.dialect(), Map.of());
    }

    /** @throws CliException BAD_USAGE when the database has no stubs script (neither PostgreSQL nor Oracle) */
    StubsSchemaInstaller installer() throws CliException {
        try {
            return StubsSchemaInstaller.forDialect(target.dialect());
        } catch (UnsupportedOperationException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        pool.close();
        target.close();
    }
}
