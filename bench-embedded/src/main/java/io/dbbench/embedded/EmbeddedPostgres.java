package io.dbbench.embedded;

import io.dbbench.core.config.Secret;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * A private PostgreSQL server on 127.0.0.1, in a directory of its own, for {@code --embedded} runs and
 * integration tests.
 *
 * <p>The binaries come from {@code DBBENCH_PG_BIN}, else the bundled archive (unpacked once into a
 * cache), else Debian's /usr/lib/postgresql (see {@link BinaryLocator}). PostgreSQL refuses to run as
 * root, so under root the server runs as OS user {@code postgres} (or {@code nobody}).
 *
 * <pre>{@code
 * try (EmbeddedPostgres pg = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults())) {
 *     Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
 * }
 * }</pre>
 *
 * <p>{@link #stop()} and {@link #start()} stop and restart the same cluster on the same port (data
 * kept); {@link #close()} stops it and deletes its base directory. Nothing outlives the JVM: a
 * {@link ServerWatchdog} child stops and deletes a server nobody closed once the JVM is gone, however
 * it ended (kill -9 included; a shutdown hook does it where no watchdog could be started; a base
 * directory the caller chose is only stopped, never deleted, except by {@link #close()}); and every
 * start reaps the servers of dead owners that neither got to (their base directories carry an
 * {@link OwnerMarker}; see {@link Orphans}).
 */
public final class EmbeddedPostgres implements AutoCloseable {
    private enum State {
        RUNNING,
        STOPPED,
        CLOSED
    }

    private final Options options;
    /** The cluster also knows the binaries it runs and the base directory it lives in. */
    private final PostgresCluster cluster;

    private final String password;
    private final int port;
    private final Thread shutdownHook;
    private final ServerWatchdog watchdog;
    private State state = State.RUNNING;

    private EmbeddedPostgres(
            Options options, PostgresCluster cluster, String password, int port, ServerWatchdog watchdog) {
        this.options = options;
        this.cluster = cluster;
        this.password = password;
        this.port = port;
        this.watchdog = watchdog;
        this.shutdownHook = new Thread(this::closeAtExit, "dbbench-embedded-postgres-close");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** Creates a fresh cluster, starts it, creates the database and checks a password login over TCP. */
    public static EmbeddedPostgres start(Options options) throws EmbeddedPostgresException {
        return start(options, message -> {});
    }

    /**
     * {@link #start(Options)}, telling {@code progress} what takes time beyond the start itself (today:
     * "reaping N leftover ..." servers of dead owners, bounded to {@link Orphans#BUDGET}), so that a
     * caller can show why a start is slow.
     */
    public static EmbeddedPostgres start(Options options, Consumer<String> progress) throws EmbeddedPostgresException {
        ServerAccount account = ServerAccount.detect();
        PostgresBinaries binaries = BinaryLocator.locate(account);
        Orphans.reap(Path.of(System.getProperty("java.io.tmpdir")), binaries, account, progress, Orphans.BUDGET);
        Path baseDirectory = ServerLaunch.createBaseDirectory(options, account);
        // a directory the caller chose is only ever deleted by close(): the watchdog merely stops its server
        ServerWatchdog watchdog =
                ServerWatchdog.start(binaries, account, baseDirectory, options.baseDirectory() == null);
        PostgresCluster cluster = new PostgresCluster(binaries, account, baseDirectory);
        String password = options.password().isEmpty()
                ? ServerLaunch.randomPassword()
                : options.password().reveal();
        try {
            cluster.initialize(options.user(), password);
            int port = ServerLaunch.startOnFreePort(cluster, options);
            ServerLogin.createDatabaseIfMissing(port, options.user(), password, options.database());
            ServerLogin.check(port, options.user(), password, options.database());
            return new EmbeddedPostgres(options, cluster, password, port, watchdog);
        } catch (EmbeddedPostgresException | RuntimeException e) {
            ServerLaunch.discard(cluster, baseDirectory, e);
            if (watchdog != null) {
                watchdog.dismiss();
            }
            throw e;
        }
    }

    /** {@code jdbc:postgresql://127.0.0.1:PORT/DATABASE} */
    public String jdbcUrl() {
        return ServerLogin.jdbcUrl(port, options.database());
    }

    public String user() {
        return options.user();
    }

    /** A plain (unpooled) DataSource logging in as {@link #user()}: hand it to your pool, DAO or benchmark. */
    public DataSource dataSource() {
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setURL(jdbcUrl());
        ds.setUser(options.user());
        ds.setPassword(password);
        return ds;
    }

    /** The password to hand to the driver; given in {@link Options} or generated. Never log it. */
    public String password() {
        return password;
    }

    public String database() {
        return options.database();
    }

    public int port() {
        return port;
    }

    /** The server version the binaries report, e.g. "16.6". */
    public String version() {
        return cluster.binaries().version();
    }

    /** Where the binaries came from: "DBBENCH_PG_BIN", "bundled archive" or "Debian package". */
    public String binariesOrigin() {
        return cluster.binaries().origin();
    }

    public Path baseDirectory() {
        return cluster.baseDirectory();
    }

    public Path dataDirectory() {
        return cluster.dataDirectory();
    }

    public synchronized boolean isRunning() {
        return state == State.RUNNING;
    }

    /** The last {@code maxLines} lines of the server log, for error messages. */
    public String serverLogTail(int maxLines) {
        return cluster.serverLogTail(maxLines);
    }

    /** Stops the server (pg_ctl stop -m fast), keeping its data. Does nothing if already stopped. */
    public synchronized void stop() throws EmbeddedPostgresException {
        if (state != State.RUNNING) {
            return;
        }
        cluster.stop();
        state = State.STOPPED;
    }

    /** Starts the stopped cluster again on the same port, with its data. Does nothing if running. */
    public synchronized void start() throws EmbeddedPostgresException {
        if (state == State.CLOSED) {
            throw new IllegalStateException("embedded PostgreSQL at " + baseDirectory() + " is closed");
        }
        if (state == State.RUNNING) {
            return;
        }
        cluster.start();
        state = State.RUNNING;
        ServerLogin.check(port, options.user(), password, options.database());
    }

    /** Stops the server and deletes the base directory with everything in it. Idempotent. */
    @Override
    public synchronized void close() throws EmbeddedPostgresException {
        if (state == State.CLOSED) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is exiting and the hook runs anyway; stopping twice is harmless
        }
        cluster.stop();
        state = State.CLOSED;
        try {
            Directories.deleteRecursively(baseDirectory());
        } catch (IOException e) {
            throw new EmbeddedPostgresException(
                    "PostgreSQL stopped, but cannot delete " + baseDirectory() + ": " + e, e);
        }
        if (watchdog != null) {
            watchdog.dismiss();
        }
    }

    /**
     * The shutdown hook: a server nobody closed is stopped and deleted too, not left in the temp
     * directory. A live watchdog does that as soon as this JVM is gone, without holding up its exit
     * (deleting a big cluster takes long on a busy disk); without one, the hook closes the server itself.
     * A base directory the caller chose is kept: its server is stopped, never deleted.
     */
    private synchronized void closeAtExit() {
        if (state == State.CLOSED || (watchdog != null && watchdog.isAlive())) {
            return;
        }
        try {
            if (options.baseDirectory() != null) {
                cluster.stop();
            } else {
                close();
            }
        } catch (EmbeddedPostgresException e) {
            // the JVM is going down and nobody is left to tell
        }
    }

    @Override
    public String toString() {
        return "EmbeddedPostgres[" + jdbcUrl() + ", user " + options.user() + ", data " + dataDirectory() + "]";
    }

    /**
     * What to start. Build from {@link #defaults()} with the {@code with...} methods; null arguments
     * mean "the default". Invalid values are refused with an {@link IllegalArgumentException} naming
     * the option.
     *
     * @param password       empty ({@link Secret#none()}) means "generate a random one"
     * @param port           0 picks a free port on 127.0.0.1; otherwise 1024..65535, never 5432
     * @param fast           fsync, synchronous_commit and full_page_writes off: quick, not crash-safe
     * @param baseDirectory  null means a fresh temporary directory; a given one must be new or empty,
     *                       and {@link #close()} deletes it; a server in it that nobody closed is only
     *                       stopped when the JVM ends, its directory kept
     * @param settings       more server settings (name to value), applied last; may not touch the
     *                       port, listen address, socket directory or max_connections
     */
    public record Options(
            String database,
            String user,
            Secret password,
            int port,
            boolean fast,
            Path baseDirectory,
            int maxConnections,
            Map<String, String> settings) {
        public static final String DEFAULT_DATABASE = "bench";
        public static final String DEFAULT_USER = "bench";
        public static final int DEFAULT_MAX_CONNECTIONS = 200;
        /** max_connections must exceed the 3 connections PostgreSQL reserves for superusers. */
        private static final int MIN_MAX_CONNECTIONS = 4;

        private static final int MAX_MAX_CONNECTIONS = 262_143;
        private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");
        private static final Pattern SETTING_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.]*");
        private static final Set<String> MANAGED_SETTINGS =
                Set.of("port", "listen_addresses", "unix_socket_directories", "max_connections");

        public Options {
            database = database == null ? DEFAULT_DATABASE : database;
            user = user == null ? DEFAULT_USER : user;
            password = password == null ? Secret.none() : password;
            if (settings != null
                    && settings.entrySet().stream().anyMatch(e -> e.getKey() == null || e.getValue() == null)) {
                throw invalid("settings", "null names or values are not settings");
            }
            settings = Map.copyOf(settings == null ? Map.of() : settings);
            requireIdentifier("database", database);
            requireIdentifier("user", user);
            if (password.reveal().contains("\n") || password.reveal().contains("\r")) {
                throw invalid("password", "must be one line"); // initdb reads only the first line
            }
            if (port != 0 && (port < 1024 || port > 65_535 || port == LoopbackPorts.SYSTEM_POSTGRES_PORT)) {
                throw invalid(
                        "port",
                        port + " refused: use 0 (a free port) or 1024..65535 except "
                                + LoopbackPorts.SYSTEM_POSTGRES_PORT + " (the system PostgreSQL's)");
            }
            if (maxConnections < MIN_MAX_CONNECTIONS || maxConnections > MAX_MAX_CONNECTIONS) {
                throw invalid(
                        "maxConnections",
                        maxConnections + " is outside " + MIN_MAX_CONNECTIONS + ".." + MAX_MAX_CONNECTIONS);
            }
            settings.forEach(Options::requireSetting);
        }

        public static Options defaults() {
            return new Options(null, null, null, 0, true, null, DEFAULT_MAX_CONNECTIONS, null);
        }

        public Options withDatabase(String v) {
            return new Options(v, user, password, port, fast, baseDirectory, maxConnections, settings);
        }

        public Options withUser(String v) {
            return new Options(database, v, password, port, fast, baseDirectory, maxConnections, settings);
        }

        public Options withPassword(Secret v) {
            return new Options(database, user, v, port, fast, baseDirectory, maxConnections, settings);
        }

        public Options withPort(int v) {
            return new Options(database, user, password, v, fast, baseDirectory, maxConnections, settings);
        }

        public Options withFast(boolean v) {
            return new Options(database, user, password, port, v, baseDirectory, maxConnections, settings);
        }

        public Options withBaseDirectory(Path v) {
            return new Options(database, user, password, port, fast, v, maxConnections, settings);
        }

        public Options withMaxConnections(int v) {
            return new Options(database, user, password, port, fast, baseDirectory, v, settings);
        }

        public Options withSettings(Map<String, String> v) {
            return new Options(database, user, password, port, fast, baseDirectory, maxConnections, v);
        }

        private static void requireIdentifier(String option, String value) {
            if (!IDENTIFIER.matcher(value).matches()) {
                throw invalid(option, "'" + value + "' is not a plain identifier (letters, digits, _; at most 63)");
            }
        }

        private static void requireSetting(String name, String value) {
            if (!SETTING_NAME.matcher(name).matches()) {
                throw invalid("settings", "'" + name + "' is not a setting name");
            }
            if (MANAGED_SETTINGS.contains(name.toLowerCase(Locale.ROOT))) {
                throw invalid(
                        "settings",
                        name + " is set by the embedded server itself (use the port/maxConnections options)");
            }
            if (value.contains("\n") || value.contains("\r")) {
                throw invalid("settings", name + ": the value must be one line");
            }
        }

        private static IllegalArgumentException invalid(String option, String problem) {
            return new IllegalArgumentException("embedded PostgreSQL option " + option + ": " + problem);
        }
    }
}
