package io.dbbench.cli.common;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.embedded.EmbeddedPostgres;
import io.dbbench.embedded.EmbeddedPostgresException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The private embedded PostgreSQL a command starts for itself (run --embedded, lio --embedded): started with
 * room for its connections, logged on to as its own user, stopped without fuss.
 */
public final class EmbeddedStart {
    private EmbeddedStart() {}

    /**
     * @param connections how many connections the command may hold at once: the server accepts them and a few more
     * @param settings    postgresql.conf settings on top of the defaults (none: the defaults)
     * @param progress    told what makes the start slow (leftover servers being reaped), to print it
     */
    public static EmbeddedPostgres start(int connections, Map<String, String> settings, Consumer<String> progress)
            throws CliException {
        try {
            return EmbeddedPostgres.start(
                    EmbeddedPostgres.Options.defaults()
                            .withMaxConnections(
                                    Math.max(EmbeddedPostgres.Options.DEFAULT_MAX_CONNECTIONS, connections + 10))
                            .withSettings(settings),
                    progress);
        } catch (EmbeddedPostgresException e) {
            throw new CliException(
                    ExitCodes.CANNOT_CONNECT, "cannot start the embedded PostgreSQL: " + e.getMessage(), e);
        }
    }

    /** The server's own user and password, as a connection config a command opens its pool with. */
    public static ConnectionConfig login(EmbeddedPostgres pg) {
        return new ConnectionConfig(
                pg.user(),
                Secret.of(pg.password()),
                pg.jdbcUrl(),
                "PostgreSQL JDBC (embedded)",
                null,
                Map.of(),
                List.of(),
                null);
    }

    public static void closeQuietly(EmbeddedPostgres pg) {
        try {
            pg.close();
        } catch (EmbeddedPostgresException ignored) {
            // the command's figures are written already; a server that will not stop is cleaned by its shutdown hook
        }
    }
}
