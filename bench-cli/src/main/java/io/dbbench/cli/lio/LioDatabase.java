package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.connect.ConnectStringException;
import io.dbbench.core.connect.ConnectStrings;
import io.dbbench.core.connect.JdbcTarget;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.engine.PooledConnectionSource;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.embedded.EmbeddedPostgres;
import io.dbbench.embedded.EmbeddedPostgresException;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * The database an lio subcommand works on: a connect string's, or a private embedded PostgreSQL started
 * for this run (stopped and deleted on close). Holds a pool big enough for every session at once.
 */
final class LioDatabase implements AutoCloseable {
    private final EmbeddedPostgres embedded;
    private final JdbcTarget target;
    private final PooledConnectionSource pool;

    private LioDatabase(EmbeddedPostgres embedded, JdbcTarget target, PooledConnectionSource pool) {
        this.embedded = embedded;
        this.target = target;
        this.pool = pool;
    }

    static LioDatabase open(ConnectionOptions options, int connections) throws CliException {
        ConnectionConfig connection = options.connection();
        JdbcTarget target = options.target("or, for lio run, --embedded");
        return new LioDatabase(null, target, pool(target, connection, connections, options.user()));
    }

    /**
     * Starts a private PostgreSQL whose shared buffers hold {@code dataBytes} with room to spare, so a run
     * on it reads from the buffer cache only (a logical-I/O test).
     *
     * @param progress told what makes the start slow (leftover servers being reaped), to print it
     */
    static LioDatabase embedded(long dataBytes, int connections, java.util.function.Consumer<String> progress)
            throws CliException {
        long sharedBuffersMb = Math.max(128, dataBytes * 3 / 2 / (1024 * 1024) + 64);
        EmbeddedPostgres pg;
        try {
            pg = EmbeddedPostgres.start(
                    EmbeddedPostgres.Options.defaults()
                            .withMaxConnections(
                                    Math.max(EmbeddedPostgres.Options.DEFAULT_MAX_CONNECTIONS, connections + 10))
                            .withSettings(Map.of("shared_buffers", sharedBuffersMb + "MB")),
                    progress);
        } catch (EmbeddedPostgresException e) {
            throw new CliException(
                    ExitCodes.CANNOT_CONNECT, "cannot start the embedded PostgreSQL: " + e.getMessage(), e);
        }
        try {
            JdbcTarget target = ConnectStrings.resolve(pg.jdbcUrl(), null);
            ConnectionConfig c = new ConnectionConfig(
                    pg.user(),
                    Secret.of(pg.password()),
                    pg.jdbcUrl(),
                    "PostgreSQL JDBC (embedded)",
                    null,
                    Map.of(),
                    List.of(),
                    null);
            return new LioDatabase(pg, target, pool(target, c, connections, pg.user()));
        } catch (ConnectStringException | CliException e) {
            closeQuietly(pg);
            throw new CliException(ExitCodes.FAILED, "embedded PostgreSQL is unusable: " + e.getMessage(), e);
        }
    }

    private static PooledConnectionSource pool(JdbcTarget target, ConnectionConfig c, int connections, String user)
            throws CliException {
        try {
            return PooledConnectionSource.open(target.jdbcUrl(), c, connections, "dbbench-lio");
        } catch (SQLException e) {
            target.close();
            throw new CliException(
                    ExitCodes.CANNOT_CONNECT,
                    "cannot connect to " + ConnectStrings.redact(target.jdbcUrl())
                            + (user == null ? "" : " as '" + user + "'") + ": " + e.getMessage(),
                    e);
        }
    }

    /** The pool and dialect as a workload sees them (the lio schema installer's create on --embedded). */
    WorkloadContext context() {
        return new WorkloadContext(pool.dataSource(), target.dialect(), Map.of());
    }

    DataSource dataSource() {
        return pool.dataSource();
    }

    Dialect dialect() {
        return target.dialect();
    }

    String describe() {
        return embedded != null
                ? "embedded PostgreSQL " + embedded.version() + " on 127.0.0.1:" + embedded.port()
                : ConnectStrings.redact(target.jdbcUrl());
    }

    @Override
    public void close() {
        pool.close();
        target.close();
        if (embedded != null) closeQuietly(embedded);
    }

    private static void closeQuietly(EmbeddedPostgres pg) {
        try {
            pg.close();
        } catch (EmbeddedPostgresException ignored) {
            // figures are written already; a server that will not stop is cleaned up by its shutdown hook
        }
    }
}
