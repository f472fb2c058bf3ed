package io.dbbench.embedded;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One PostgreSQL cluster in a base directory: initdb, configuration, pg_ctl start and stop, log.
 *
 * <p>Layout of the base directory: {@code data/} (the cluster), {@code sock/} (the Unix socket),
 * {@code server.log}. Settings live in {@code data/dbbench.conf}, included from postgresql.conf, so a
 * restart with plain {@code pg_ctl start} comes back with the same port and settings, and no value
 * ever passes through pg_ctl's shell quoting.
 */
final class PostgresCluster {
    static final String SETTINGS_FILE = "dbbench.conf";
    /** sun_path holds 108 bytes with its terminating NUL. */
    private static final int MAX_SOCKET_PATH_BYTES = 107;

    private static final Duration INITDB_TIMEOUT = Duration.ofMinutes(3);
    private static final int PG_CTL_WAIT_SECONDS = 60;
    private static final Duration PG_CTL_TIMEOUT = Duration.ofSeconds(PG_CTL_WAIT_SECONDS + 30);

    private final PostgresBinaries binaries;
    private final ServerAccount account;
    private final Path baseDirectory;
    private final Path dataDirectory;
    private final Path socketDirectory;
    private final Path serverLog;

    PostgresCluster(PostgresBinaries binaries, ServerAccount account, Path baseDirectory) {
        this.binaries = binaries;
        this.account = account;
        this.baseDirectory = baseDirectory;
        this.dataDirectory = baseDirectory.resolve("data");
        this.socketDirectory = baseDirectory.resolve("sock");
        this.serverLog = baseDirectory.resolve("server.log");
    }

    PostgresBinaries binaries() {
        return binaries;
    }

    Path baseDirectory() {
        return baseDirectory;
    }

    Path dataDirectory() {
        return dataDirectory;
    }

    Path serverLog() {
        return serverLog;
    }

    /** Creates the cluster with {@code user} as superuser; the password file lives only while initdb runs. */
    void initialize(String user, String password) throws EmbeddedPostgresException {
        Path passwordFile = null;
        try {
            Files.createDirectories(socketDirectory);
            account.handOver(socketDirectory);
            passwordFile = Files.createTempFile(
                    baseDirectory,
                    "pwfile-",
                    "",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(passwordFile, password + "\n", StandardCharsets.UTF_8);
            account.handOver(passwordFile);
            CommandRunner.Result result = CommandRunner.run(
                    account.command(List.of(
                            binaries.initdb().toString(),
                            "-D",
                            dataDirectory.toString(),
                            "-U",
                            user,
                            "--pwfile=" + passwordFile,
                            "-E",
                            "UTF8",
                            "--locale=C",
                            "--auth-host=scram-sha-256",
                            "--auth-local=trust",
                            "--no-sync")),
                    baseDirectory,
                    INITDB_TIMEOUT);
            if (!result.succeeded()) {
                throw new EmbeddedPostgresException(
                        "initdb failed (exit " + result.exitCode() + ") for " + dataDirectory + " as OS user "
                                + account.userName(),
                        lastLines(result.output(), 20),
                        null);
            }
            Files.writeString(
                    dataDirectory.resolve("postgresql.conf"),
                    "\n# settings of the dbbench embedded server\ninclude_if_exists = '" + SETTINGS_FILE + "'\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new EmbeddedPostgresException("cannot prepare " + baseDirectory + ": " + e, e);
        } finally {
            deleteQuietly(passwordFile);
        }
    }

    /** Writes the server settings (port, listen address, socket, caller's settings), replacing earlier ones. */
    void writeSettings(int port, Map<String, String> settings) throws EmbeddedPostgresException {
        StringBuilder conf = new StringBuilder("# written by dbbench; rewritten on every start\n");
        conf.append(line("listen_addresses", "127.0.0.1"));
        conf.append(line("port", Integer.toString(port)));
        String socketFile = socketDirectory + "/.s.PGSQL." + port;
        // we always connect over TCP; a socket path too long for the kernel would only stop the server
        boolean socketFits = socketFile.getBytes(StandardCharsets.UTF_8).length <= MAX_SOCKET_PATH_BYTES;
        conf.append(line("unix_socket_directories", socketFits ? socketDirectory.toString() : ""));
        settings.forEach((name, value) -> conf.append(line(name, value)));
        Path file = dataDirectory.resolve(SETTINGS_FILE);
        try {
            Files.writeString(file, conf, StandardCharsets.UTF_8);
            account.handOver(file);
        } catch (IOException e) {
            throw new EmbeddedPostgresException("cannot write " + file + ": " + e, e);
        }
    }

    private static String line(String name, String value) {
        return name + " = '" + value.replace("\\", "\\\\").replace("'", "''") + "'\n";
    }

    /** pg_ctl start -w: returns once the server accepts connections. */
    void start() throws EmbeddedPostgresException {
        long logOffset = logSize();
        CommandRunner.Result result = pgCtl(
                PG_CTL_TIMEOUT, "-l", serverLog.toString(), "-w", "-t", Integer.toString(PG_CTL_WAIT_SECONDS), "start");
        if (!result.succeeded()) {
            String log = logSince(logOffset);
            throw new EmbeddedPostgresException(
                    "PostgreSQL " + binaries.version() + " did not start (pg_ctl exit " + result.exitCode() + ", data "
                            + dataDirectory + ")",
                    lastLines(log.isBlank() ? result.output() : log, 20),
                    null);
        }
    }

    /** True when the last failed start left words in the log that mean the port was taken. */
    boolean portWasTaken(EmbeddedPostgresException failure) {
        String tail = failure.logTail();
        return tail.contains("could not bind")
                || tail.contains("Address already in use")
                || tail.contains("could not create any TCP/IP sockets");
    }

    /** pg_ctl stop -m fast; does nothing when no server runs in this data directory. */
    void stop() throws EmbeddedPostgresException {
        if (!Files.exists(dataDirectory.resolve("postmaster.pid"))) {
            return;
        }
        CommandRunner.Result result =
                pgCtl(PG_CTL_TIMEOUT, "-m", "fast", "-w", "-t", Integer.toString(PG_CTL_WAIT_SECONDS), "stop");
        // a failed stop with no server left (e.g. a stale postmaster.pid after a crash) is still stopped
        if (!result.succeeded() && isRunning()) {
            throw new EmbeddedPostgresException(
                    "pg_ctl stop failed (exit " + result.exitCode() + ", data " + dataDirectory + ")",
                    lastLines(result.output() + "\n" + serverLogTail(10), 20),
                    null);
        }
    }

    /** pg_ctl stop -m immediate, waiting at most {@code waitSeconds}: for an orphan nobody needs any more. */
    void stopImmediately(int waitSeconds) throws EmbeddedPostgresException {
        pgCtl(
                Duration.ofSeconds(waitSeconds + 5L),
                "-m",
                "immediate",
                "-w",
                "-t",
                Integer.toString(waitSeconds),
                "stop");
    }

    /** pg_ctl status: exit 0 means a server runs in this data directory. */
    boolean isRunning() throws EmbeddedPostgresException {
        return pgCtl(PG_CTL_TIMEOUT, "status").succeeded();
    }

    /** Runs {@code pg_ctl -D <data directory> arguments...} as the server account, from the base directory. */
    private CommandRunner.Result pgCtl(Duration timeout, String... arguments) throws EmbeddedPostgresException {
        List<String> command = new ArrayList<>(List.of(binaries.pgCtl().toString(), "-D", dataDirectory.toString()));
        command.addAll(List.of(arguments));
        return CommandRunner.run(account.command(command), baseDirectory, timeout);
    }

    /** The last {@code maxLines} lines of server.log; empty when there is none yet. */
    String serverLogTail(int maxLines) {
        return lastLines(logSince(0), maxLines);
    }

    private long logSize() {
        try {
            return Files.exists(serverLog) ? Files.size(serverLog) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private String logSince(long offset) {
        try (RandomAccessFile file = new RandomAccessFile(serverLog.toFile(), "r")) {
            long length = file.length();
            long from = Math.max(offset, length - 64 * 1024); // the tail is all a message needs
            byte[] bytes = new byte[(int) (length - from)];
            file.seek(from);
            file.readFully(bytes);
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    static String lastLines(String text, int maxLines) {
        List<String> lines = new ArrayList<>(text.strip().lines().toList());
        return String.join("\n", lines.subList(Math.max(0, lines.size() - maxLines), lines.size()));
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // inside the base directory, which close() removes as a whole
        }
    }
}
