package io.dbbench.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.server.CounterDelta;
import io.dbbench.core.internal.server.CounterSnapshot;
import io.dbbench.core.internal.server.PostgresServerCounters;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.internal.server.WithProcessTree;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server counters agree with what dbbench says it did: over a Stress Test run on the embedded
 * PostgreSQL, the counters' commit delta is our committed transactions plus the known extra (each
 * connection's set-up statements and the counters' own reads), WAL grew, and the server's processes on
 * this host were read from /proc.
 */
class ServerCountersPostgresIT {
    /**
     * Each snapshot runs one autocommit query per group of views, each a commit: at least three (database,
     * WAL, checkpoints), four where the server has pg_stat_io.
     */
    private static final int COMMITS_PER_SNAPSHOT_AT_LEAST = 3;

    @TempDir
    Path dir;

    @Test
    void theCommitDeltaIsOurCommittedTransactionsPlusTheKnownExtra() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("servercounters");
        CliProcess.Run setup = CliProcess.inProcess(stress(db, "-uc", "1", "-mt", "1", "--create", "-nr"));
        assertEquals(0, setup.exitCode(), setup.err());

        try (Connection monitor = db.dataSource().getConnection()) {
            ServerCounters counters = new WithProcessTree(
                    new PostgresServerCounters(System::nanoTime),
                    new ProcessTreeCounters(Path.of("/proc"), postmasterPid(monitor)));
            CounterSnapshot before = counters.read(monitor);

            Path xml = dir.resolve("results.xml");
            CliProcess.Run run = CliProcess.inProcess(stress(db, "-uc", "2", "-rt", "0:00.04", "-r", xml.toString()));
            assertEquals(0, run.exitCode(), run.out() + run.err());
            RunResult result;
            try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
                result = new ResultsJsonReader().read(in);
            }
            long committed = result.dmlTotals().commits();
            assertTrue(committed > 0, "the run committed nothing");

            CounterDelta delta = awaitCommits(counters, monitor, before, committed);
            long extra = delta.get(ServerCounters.COMMITS).getAsLong() - committed;
            // the run's own set-up (schema check, MAX(id), session settings) is a few per connection; the
            // counters' reads are known exactly
            assertTrue(
                    extra >= COMMITS_PER_SNAPSHOT_AT_LEAST && extra <= COMMITS_PER_SNAPSHOT_AT_LEAST + 200,
                    "commit delta " + delta.get(ServerCounters.COMMITS) + " vs " + committed + " committed");
            // the pool's reset of a returned connection may roll back an empty transaction: present, not exact
            assertTrue(delta.get("rollbacks").isPresent(), "pg_stat_database.xact_rollback");
            assertTrue(delta.get(ServerCounters.LOG_BYTES).getAsLong() > 0, "inserts and updates write WAL");
            assertTrue(delta.get(ServerCounters.BLOCKS_HIT).getAsLong() > 0, "the transactions read blocks");
            assertTrue(delta.get(ProcessTreeCounters.CPU_MICROS).isPresent(), "the postmaster's tree from /proc");
            assertTrue(delta.get(ProcessTreeCounters.WRITE_BYTES).isPresent(), "our own server's /proc/PID/io");
        }
    }

    /** The embedded server runs on this host: our backend's parent is the postmaster. */
    private static long postmasterPid(Connection c) throws Exception {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
            rs.next();
            return ProcessHandle.of(rs.getLong(1))
                    .orElseThrow()
                    .parent()
                    .orElseThrow()
                    .pid();
        }
    }

    /** A backend publishes its counters when it goes idle or exits: poll a bounded while for them. */
    private static CounterDelta awaitCommits(
            ServerCounters counters, Connection monitor, CounterSnapshot before, long atLeast) throws Exception {
        CounterDelta delta = before.until(counters.read(monitor));
        for (int i = 0; i < 100 && delta.get(ServerCounters.COMMITS).getAsLong() < atLeast; i++) {
            Thread.sleep(100);
            delta = before.until(counters.read(monitor));
        }
        return delta;
    }

    private static String[] stress(EmbeddedDatabase.Database db, String... more) {
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-s"));
        args.addAll(java.util.List.of(more));
        return args.toArray(String[]::new);
    }
}
