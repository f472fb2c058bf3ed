package io.dbbench.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's results.json "server" section, read by the CLI around a real run: the server's commit delta is
 * our committed transactions plus the known extra (the readings' own statements and each connection's
 * set-up, a few per connection, as ReplicasIT counts them); with the embedded server, its processes' CPU
 * and I/O are in it and in the live cpu and disk columns.
 */
class ServerSectionIT {
    /** Set-up statements (schema check, MAX(id), session settings) and the readings' own: a few per connection. */
    private static final long KNOWN_EXTRA_AT_MOST = 200;

    @TempDir
    Path dir;

    @Test
    void theCommitDeltaIsOurCommittedTransactionsPlusTheKnownExtra() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("serversection");
        CliProcess.Run setup = CliProcess.inProcess(stress(List.of(
                "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password(), "-uc", "1", "-mt", "1", "--create", "-nr")));
        assertEquals(0, setup.exitCode(), setup.err());

        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(stress(List.of(
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-rt",
                "0:00.04",
                "-r",
                xml.toString())));
        assertEquals(0, run.exitCode(), run.out() + run.err());
        RunResult result = read(dir.resolve("results.json"));
        ServerSummary server = result.details().server();
        assertTrue(server.isAvailable(), server.unavailable());
        long committed = result.dmlTotals().commits();
        assertTrue(committed > 0, "the run committed nothing");
        long extra = server.counters().get(ServerCounters.COMMITS) - committed;
        assertTrue(
                extra >= 0 && extra <= KNOWN_EXTRA_AT_MOST,
                "commit delta " + server.counters().get(ServerCounters.COMMITS) + " vs " + committed + " committed");
        assertTrue(server.counters().get(ServerCounters.LOG_BYTES) > 0, "inserts and updates write WAL");
        assertTrue(server.windowNanos() > 0);
        // a server not started here: its processes are not read, and the banner says why cpu and disk are not its
        assertTrue(
                !server.counters().containsKey(ProcessTreeCounters.CPU_MICROS),
                server.counters().toString());
    }

    @Test
    void theEmbeddedServersCpuAndDiskAreShownLiveAndKept() throws Exception {
        Path xml = dir.resolve("embedded.xml");
        CliProcess.Run run = CliProcess.inProcess(stress(List.of(
                "--embedded", "-uc", "2", "-rt", "0:00.04", "-v", "users,tps,cpu,disk,net,rt", "-r", xml.toString())));
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("cpu, disk: the embedded database server's processes"), run.out());
        assertTrue(run.out().contains("DbCPU%") && run.out().contains("DbDisk(MB/s)"), run.out());
        assertTrue(run.out().contains("Net(Mb/s)") && run.out().contains("RT/s"), run.out());
        assertTrue(
                !run.out().contains("net, rt: traffic is counted on PostgreSQL and Oracle connections only"),
                run.out());
        ServerSummary server = read(dir.resolve("embedded.json")).details().server();
        assertTrue(server.isAvailable(), server.unavailable());
        assertTrue(
                server.counters().get(ProcessTreeCounters.CPU_MICROS) > 0,
                server.counters().toString());
    }

    @Test
    void aServerOnThisHostNamedByServerPidIsReadAsTheEmbeddedOneIs() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("serverpid");
        CliProcess.Run setup = CliProcess.inProcess(stress(List.of(
                "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password(), "-uc", "1", "-mt", "1", "--create", "-nr")));
        assertEquals(0, setup.exitCode(), setup.err());
        String postmaster = Files.readAllLines(
                        EmbeddedDatabase.server().dataDirectory().resolve("postmaster.pid"))
                .get(0)
                .strip();

        Path xml = dir.resolve("serverpid.xml");
        CliProcess.Run run = CliProcess.inProcess(stress(List.of(
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "--server-pid",
                postmaster,
                "-uc",
                "2",
                "-rt",
                "0:00.04",
                "-v",
                "users,tps,cpu,disk",
                "-r",
                xml.toString())));
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(
                run.out().contains("cpu, disk: the database server's processes (--server-pid " + postmaster),
                run.out());
        ServerSummary server = read(dir.resolve("serverpid.json")).details().server();
        assertTrue(server.isAvailable(), server.unavailable());
        assertTrue(
                server.counters().get(ProcessTreeCounters.CPU_MICROS) > 0,
                server.counters().toString());
    }

    @Test
    void aServerPidThatIsNoProcessHereIsABadOption() {
        CliProcess.Run run = CliProcess.inProcess(stress(List.of(
                "-cs", "jdbc:postgresql://127.0.0.1:1/none", "-u", "x", "--server-pid", "999999999", "-uc", "1")));
        assertEquals(2, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("option --server-pid: no process 999999999"), run.err());
    }

    /**
     * Any process was taken as the server's: this JVM, a backend of the server. On the real /proc, each is one
     * line naming --server-pid and what the process is, exit 2, before anything connects.
     */
    @Test
    void aServerPidThatIsNotThePostmasterOfTheRunsServerIsABadOption() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("notpostmaster");
        long self = ProcessHandle.current().pid();
        CliProcess.Run jvm = CliProcess.inProcess(stress(List.of(
                "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password(), "--server-pid", Long.toString(self))));
        assertEquals(2, jvm.exitCode(), jvm.out() + jvm.err());
        assertTrue(jvm.err().contains("option --server-pid: process " + self + " is '"), jvm.err());
        assertTrue(jvm.err().contains("not a PostgreSQL postmaster"), jvm.err());
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
                java.sql.ResultSet r = c.createStatement().executeQuery("select pg_backend_pid()")) {
            r.next();
            String backend = Long.toString(r.getLong(1));
            CliProcess.Run run = CliProcess.inProcess(stress(
                    List.of("-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password(), "--server-pid", backend)));
            assertEquals(2, run.exitCode(), run.out() + run.err());
            assertTrue(run.err().contains("is a PostgreSQL backend or worker ('postgres: "), run.err());
        }
    }

    private static RunResult read(Path json) throws Exception {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }

    private static String[] stress(List<String> more) {
        List<String> args = new ArrayList<>(
                List.of("-c", CliProcess.config("Stress_Test.xml").toString()));
        args.addAll(more);
        return args.toArray(String[]::new);
    }
}
