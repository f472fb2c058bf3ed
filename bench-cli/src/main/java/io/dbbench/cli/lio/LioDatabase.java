package io.dbbench.cli.lio;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ConnectionOptions;
import io.dbbench.cli.common.EmbeddedStart;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.schema.SchemaDatabase;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.connect.ConnectStringException;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.embedded.EmbeddedPostgres;
import java.util.Map;
import javax.sql.DataSource;

/**
 * The database an lio subcommand works on: a connect string's, or a private embedded PostgreSQL started
 * for this run (stopped and deleted on close). Holds a pool big enough for every session at once.
 */
final class LioDatabase implements AutoCloseable {
    private static final String POOL_NAME = "dbbench-lio";

    private final EmbeddedPostgres embedded;
    private final SchemaDatabase database;

    private LioDatabase(EmbeddedPostgres embedded, SchemaDatabase database) {
        this.embedded = embedded;
        this.database = database;
    }

    /** -cs: opened as the schema commands open theirs, with their lines for a missing -cs or a failed login. */
    static LioDatabase open(ConnectionOptions options, int connections) throws CliException {
        return new LioDatabase(
                null,
                SchemaDatabase.open(
                        options, connections, POOL_NAME, LioSchemaTarget.INSTANCE.connectStringAlternative()));
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
        EmbeddedPostgres pg =
                EmbeddedStart.start(connections, Map.of("shared_buffers", sharedBuffersMb + "MB"), progress);
        try {
            JdbcTarget target = ConnectStrings.resolve(pg.jdbcUrl(), null);
            return new LioDatabase(
                    pg, SchemaDatabase.open(target, EmbeddedStart.login(pg), connections, POOL_NAME, pg.user()));
        } catch (ConnectStringException | CliException e) {
            EmbeddedStart.closeQuietly(pg);
            throw new CliException(ExitCodes.FAILED, "embedded PostgreSQL is unusable: " + e.getMessage(), e);
        }
    }

    /** The pool and dialect as a workload sees them (the lio schema installer's create on --embedded). */
    WorkloadContext context() {
        return database.context();
    }

    DataSource dataSource() {
        return database.context().dataSource();
    }

    Dialect dialect() {
        return database.dialect();
    }

    String describe() {
        return embedded != null
                ? "embedded PostgreSQL " + embedded.version() + " on 127.0.0.1:" + embedded.port()
                : database.describe();
    }

    @Override
    public void close() {
        database.close();
        if (embedded != null) EmbeddedStart.closeQuietly(embedded);
    }
}
