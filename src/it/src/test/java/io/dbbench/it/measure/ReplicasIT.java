package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --replicas N} on one host against one PostgreSQL: N replica JVMs with a common start, merged
 * exactly; and a replica killed mid-run, which the merge names and leaves out only when told to.
 */
class ReplicasIT {
    private static final String XACT_COMMIT =
            "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()";

    @TempDir
    Path dir;

    @Test
    void fourReplicasStartTogetherAndMergeToWhatTheDatabaseSaw() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("replicas");
        CliProcess.Run setup = CliProcess.inProcess(stress(db, "-uc", "1", "-mt", "1", "--create", "-nr"));
        assertEquals(0, setup.exitCode(), setup.err());
        long rowsBefore = db.count("SELECT COUNT(*) FROM stresstesttable");
        long commitsBefore = db.count(XACT_COMMIT);
        long[] rowsChangedBefore = rowsChanged(db);

        Path xml = dir.resolve("results.xml");
        // the replicas' command lines are readable by every user of the host: the password must not be on them
        List<String> childCommandLines = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.concurrent.atomic.AtomicBoolean running = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            while (running.get()) {
                ProcessHandle.current()
                        .children()
                        .forEach(p -> p.info().commandLine().ifPresent(childCommandLines::add));
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        CliProcess.Run run;
        try {
            run = CliProcess.inProcess(
                    stress(db, "--replicas", "4", "-uc", "2", "-rt", "0:00.04", "-r", xml.toString()));
        } finally {
            running.set(false);
            watcher.join();
        }
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in output");
        assertFalse(childCommandLines.isEmpty(), "the replicas' command lines were seen");
        for (String commandLine : childCommandLines)
            assertFalse(commandLine.contains(db.password()), "password on a replica's argv");
        for (int i = 0; i < 4; i++) {
            assertFalse(
                    Files.readString(dir.resolve("results-r" + i + ".log")).contains(db.password()),
                    "password in results-r" + i + ".log");
        }

        List<RunResult> replicas = new ArrayList<>();
        for (int i = 0; i < 4; i++) replicas.add(read(dir.resolve("results-r" + i + ".json")));
        RunResult merged = read(dir.resolve("results.json"));

        // counts: the replicas' sum, and what the table and the server's own counters say happened
        assertEquals(replicas.stream().mapToLong(RunResult::totalCompleted).sum(), merged.totalCompleted());
        assertEquals(0, merged.totalFailed(), "replicas never insert the same id");
        long inserts = merged.dmlTotals().inserts();
        long deletes = merged.dmlTotals().deletes();
        assertEquals(replicas.stream().mapToLong(r -> r.dmlTotals().inserts()).sum(), inserts);
        assertEquals(rowsBefore + inserts - deletes, db.count("SELECT COUNT(*) FROM stresstesttable"));
        assertEquals(merged.totalCompleted(), merged.dmlTotals().commits());
        long commitsDelta = awaitCommits(db, commitsBefore, merged.dmlTotals().commits());
        // the server's own row counters for the table: only transactions change rows, so these agree exactly
        long[] rowsChanged = rowsChanged(db);
        assertEquals(inserts, rowsChanged[0] - rowsChangedBefore[0], "n_tup_ins delta");
        assertEquals(merged.dmlTotals().updates(), rowsChanged[1] - rowsChangedBefore[1], "n_tup_upd delta");
        assertEquals(deletes, rowsChanged[2] - rowsChangedBefore[2], "n_tup_del delta");
        // the server also counts each replica's set-up statements (schema check, MAX(id), session settings): a few per
        // connection
        long overhead = commitsDelta - merged.dmlTotals().commits();
        assertTrue(
                overhead >= 0 && overhead <= 200,
                "xact_commit delta " + commitsDelta + " vs "
                        + merged.dmlTotals().commits() + " commits reported");

        // percentiles: those of one histogram fed every replica's histogram
        for (int t = 0; t < merged.transactions().size(); t++) {
            // of the recorders' own structure (1 µs lowest discernible value): a Histogram(3) has finer buckets
            // at low values, so a percentile could sit one bucket end lower without anything being lost
            Histogram all = replicas.get(0).transactions().get(t).latencyNanos().copy();
            all.reset();
            for (RunResult r : replicas) all.add(r.transactions().get(t).latencyNanos());
            TransactionResult m = merged.transactions().get(t);
            assertEquals(all.getTotalCount(), m.completed());
            for (double p : new double[] {50, 90, 99, 99.9})
                assertEquals(all.getValueAtPercentile(p), m.percentileNanos(p));
        }

        MergeSummary summary = merged.details().merge();
        assertEquals(4, summary.replicas().size());
        // replicas started one after another come up seconds apart (a JVM each); the common start brings that
        // to a few ms on a quiet machine, but a 2-core CI runner with four JVMs waking at once can add a few
        // hundred: the bound tells a common start from none without timing the scheduler
        assertTrue(summary.startSpreadMillis() < 500, "start spread " + summary.startSpreadMillis() + " ms");
        assertTrue(run.out().contains("Start spread " + summary.startSpreadMillis() + " ms"), run.out());
        assertEquals(8, merged.config().load().users());
        for (RunResult r : replicas)
            assertEquals(summary.startAt(), r.details().replica().startAt());
        System.out.printf(
                "4 replicas: %d transactions, xact_commit delta %d (+%d set-up), start spread %d ms%n",
                merged.totalCompleted(), commitsDelta, overhead, summary.startSpreadMillis());
    }

    @Test
    void aKilledReplicaIsNamedAndTheOthersMergeOnlyWhenAsked() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("replicas_kill");
        Path xml = dir.resolve("results.xml");
        AtomicReference<ProcessHandle> killed = new AtomicReference<>();
        Thread killer = new Thread(() -> killOneReplicaMidRun(dir.resolve(".dbbench-replicas-go"), killed));
        killer.start();
        CliProcess.Run run = CliProcess.inProcess(
                stress(db, "--replicas", "3", "-uc", "1", "-rt", "0:00.06", "--create", "-r", xml.toString()));
        killer.join();

        assertTrue(killed.get() != null, "no replica JVM found to kill");
        assertEquals(3, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("no such file") && run.err().contains("--merge-available"), run.err());
        assertFalse(Files.exists(xml), "nothing merged without --merge-available");
        List<String> files = new ArrayList<>();
        for (int i = 0; i < 3; i++)
            files.add(dir.resolve("results-r" + i + ".json").toString());
        long present = files.stream().filter(f -> Files.exists(Path.of(f))).count();
        assertEquals(2, present, "the killed replica wrote nothing");

        List<String> args = new ArrayList<>(List.of("merge"));
        args.addAll(files);
        args.addAll(List.of("-o", dir.resolve("merged").toString(), "--merge-available"));
        CliProcess.Run merge = CliProcess.inProcess(args.toArray(String[]::new));
        assertEquals(0, merge.exitCode(), merge.err());
        assertTrue(merge.out().contains("Not merged: ") && merge.out().contains("no such file"), merge.out());
        RunResult merged = read(dir.resolve("merged/results.json"));
        assertEquals(1, merged.details().merge().excluded().size());
        assertEquals(2, merged.details().merge().replicas().size());
    }

    /** Once the parent has named the common start (its "go" file), SIGKILLs one replica 2 s into the run. */
    private static void killOneReplicaMidRun(Path go, AtomicReference<ProcessHandle> killed) {
        try {
            long deadline = System.currentTimeMillis() + 180_000;
            while (!Files.exists(go) && System.currentTimeMillis() < deadline) Thread.sleep(20);
            Instant start = Instant.parse(Files.readString(go).trim());
            Thread.sleep(Math.max(0, start.plusSeconds(2).toEpochMilli() - System.currentTimeMillis()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        } catch (IOException | RuntimeException e) {
            return; // no go file: the test's assertions say so
        }
        ProcessHandle.current()
                .children()
                .filter(p -> p.info().command().orElse("").endsWith("java"))
                .findFirst()
                .ifPresent(p -> {
                    killed.set(p);
                    p.destroyForcibly();
                });
    }

    private static String[] stress(EmbeddedDatabase.Database db, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-s"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static long[] rowsChanged(EmbeddedDatabase.Database db) throws Exception {
        String table = " FROM pg_stat_user_tables WHERE relname = 'stresstesttable'";
        return new long[] {
            db.count("SELECT n_tup_ins" + table),
            db.count("SELECT n_tup_upd" + table),
            db.count("SELECT n_tup_del" + table)
        };
    }

    /** The server publishes a backend's counters when it goes idle or exits: wait a little for them. */
    private static long awaitCommits(EmbeddedDatabase.Database db, long before, long atLeast) throws Exception {
        long delta = 0;
        for (int i = 0; i < 50 && delta < atLeast; i++) {
            delta = db.count(XACT_COMMIT) - before;
            if (delta < atLeast) Thread.sleep(100);
        }
        return delta;
    }

    private static RunResult read(Path json) throws IOException {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
