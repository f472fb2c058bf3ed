package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.EmbeddedStart;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.connect.ConnectStringException;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.dbbench.core.internal.connect.JdbcTarget;
import io.dbbench.embedded.EmbeddedPostgres;
import java.nio.file.Path;

/**
 * The database a run talks to: a private embedded PostgreSQL (--embedded) or the one the connect
 * string names. Owns what it started (the embedded server, an extracted wallet) and cleans it up.
 */
final class DatabaseTarget implements AutoCloseable {
    private final EmbeddedPostgres embedded;
    private final JdbcTarget jdbc;
    private final ConnectionConfig connection;
    /** --server-pid: a server on this host that dbbench did not start; empty otherwise. */
    private final java.util.OptionalLong givenServerPid;

    private DatabaseTarget(
            EmbeddedPostgres embedded,
            JdbcTarget jdbc,
            ConnectionConfig connection,
            java.util.OptionalLong givenServerPid) {
        this.embedded = embedded;
        this.jdbc = jdbc;
        this.connection = connection;
        this.givenServerPid = givenServerPid;
    }

    /**
     * @param connections how many connections the run may hold at once: the server accepts them and a few more
     * @param progress    told what makes the start slow (leftover servers being reaped), to print it
     */
    static DatabaseTarget embedded(int connections, java.util.function.Consumer<String> progress) throws CliException {
        EmbeddedPostgres pg = EmbeddedStart.start(connections, java.util.Map.of(), progress);
        try {
            JdbcTarget target = ConnectStrings.resolve(pg.jdbcUrl(), null);
            return new DatabaseTarget(pg, target, EmbeddedStart.login(pg), java.util.OptionalLong.empty());
        } catch (ConnectStringException e) {
            EmbeddedStart.closeQuietly(pg);
            throw new CliException(ExitCodes.FAILED, "embedded PostgreSQL gave an unusable URL: " + e.getMessage(), e);
        }
    }

    /** How the banner names the server whose processes {@link #serverPid()} reads. */
    String serverProcessesName() {
        return embedded != null
                ? "the embedded database server's processes"
                : "the database server's processes (--server-pid " + givenServerPid.orElse(0) + " and its children)";
    }

    /** What makes the embedded server slow to start (leftover servers being reaped), said as it happens. */
    static java.util.function.Consumer<String> progressTo(java.io.PrintWriter err) {
        return progress -> {
            err.println("bench-cli: " + progress);
            err.flush();
        };
    }

    /** @param passwordEncrypted the config file's password was enc(...) and nothing replaced it */
    static DatabaseTarget of(RunConfig config, boolean passwordEncrypted) throws CliException {
        return of(config, passwordEncrypted, java.util.OptionalLong.empty());
    }

    /**
     * @param passwordEncrypted the config file's password was enc(...) and nothing replaced it
     * @param serverPid         --server-pid, checked ({@link ServerPidOption}), or empty
     */
    static DatabaseTarget of(RunConfig config, boolean passwordEncrypted, java.util.OptionalLong serverPid)
            throws CliException {
        ConnectionConfig c = config.connection();
        if (c.connectString().isBlank()) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "no connect string: give -cs (e.g. -cs //host:1521/service or "
                            + "-cs jdbc:postgresql://host:5433/db) or set ConnectString in the config, or use --embedded");
        }
        if (passwordEncrypted && c.password().isEmpty()) {
            throw new CliException(
                    ExitCodes.BAD_CONFIG,
                    "the config's Password is SwingBench-encrypted (enc(...)), which dbbench "
                            + "cannot decode: give the password with -p, DBBENCH_PASSWORD or DBBENCH_PASSWORD_FILE");
        }
        try {
            Path wallet = c.credentialsFile() == null ? null : Path.of(c.credentialsFile());
            return new DatabaseTarget(null, ConnectStrings.resolve(c.connectString(), wallet), c, serverPid);
        } catch (ConnectStringException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }

    String jdbcUrl() {
        return jdbc.jdbcUrl();
    }

    Dialect dialect() {
        return jdbc.dialect();
    }

    /** The connection settings to use: the config's, or the embedded server's with the config's extras. */
    ConnectionConfig connection(ConnectionConfig fromConfig) {
        if (embedded == null) return connection;
        return new ConnectionConfig(
                connection.userName(),
                connection.password(),
                connection.connectString(),
                connection.driverType(),
                null,
                fromConfig.properties(),
                fromConfig.initializationCommands(),
                fromConfig.pooling());
    }

    /**
     * The embedded server's postmaster PID (first line of its postmaster.pid), so its processes' CPU and I/O
     * can be read from /proc; for a connect string's server only what --server-pid says, since its processes
     * may be on another host or in another PID namespace, where the same number names another process.
     */
    java.util.OptionalLong serverPid() {
        if (embedded == null) return givenServerPid;
        try (java.io.BufferedReader r =
                java.nio.file.Files.newBufferedReader(embedded.dataDirectory().resolve("postmaster.pid"))) {
            String first = r.readLine();
            return first == null
                    ? java.util.OptionalLong.empty()
                    : java.util.OptionalLong.of(Long.parseLong(first.strip()));
        } catch (java.io.IOException | NumberFormatException e) {
            return java.util.OptionalLong.empty();
        }
    }

    boolean isEmbedded() {
        return embedded != null;
    }

    /** What to tell the user about where the run goes, without secrets. */
    String describe() {
        return embedded != null
                ? "embedded " + embedded.version() + " on 127.0.0.1:" + embedded.port()
                : ConnectStrings.redact(jdbc.jdbcUrl());
    }

    @Override
    public void close() {
        if (jdbc != null) jdbc.close();
        if (embedded != null) EmbeddedStart.closeQuietly(embedded);
    }
}
