package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --start-at db}: replicas started seconds apart, each a separate {@code --replica I/N} run as a
 * Kubernetes Indexed Job's pods are, meet in the database and start at one instant; a replica that never
 * comes times the others out; an index that arrives twice is refused; and their files merge.
 */
class DbRendezvousIT {
    @TempDir
    Path dir;

    @Test
    void replicasStartedApartStartTogetherAndMerge() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("rendezvous");
        CliProcess.Run setup = CliProcess.inProcess(stress(db, "-uc", "1", "-mt", "1", "--create", "-nr"));
        assertEquals(0, setup.exitCode(), setup.err());

        int count = 3;
        String key = "it-" + System.nanoTime();
        Path xml = dir.resolve("results.xml");
        // pods scheduled one after another: the later ones arrive seconds after the first
        runReplicas(db, count, key, 1_500, xml);

        List<String> files = new ArrayList<>();
        List<RunResult> replicas = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Path json = dir.resolve("results-r" + i + ".json");
            files.add(json.toString());
            replicas.add(read(json));
        }
        Instant startDb = replicas.get(0).details().replica().startAt();
        assertNotNull(startDb);
        for (int i = 0; i < count; i++) {
            ReplicaRun r = replicas.get(i).details().replica();
            assertEquals(i, r.index());
            assertEquals(startDb, r.startAt(), "every replica computed the same start");
            assertNotNull(r.rendezvous(), "replica " + i + " says its start was a rendezvous");
            assertEquals(key, r.rendezvous().runKey());
            // how fast each replica logs on is the machine's, not the test's: the spread recorded is the table's
            assertEquals(
                    db.count("SELECT MAX(arrived_at_millis) - MIN(arrived_at_millis) FROM dbbench_rendezvous"
                            + " WHERE run_key = '" + key + "'"),
                    r.rendezvous().arrivalSpreadMillis(),
                    "spread " + r.rendezvous());
            // one host, one clock: the database's and ours agree to within a reading's error and a few ms
            assertTrue(
                    Math.abs(r.rendezvous().clockOffsetMillis())
                            <= r.rendezvous().clockOffsetErrorMillis() + 50,
                    "offset " + r.rendezvous());
            // each replica's recorded start is the common instant (the engine's start after its gate opened): the
            // design guarantees no more than the start tolerance (2 s) late, and never early beyond the clock error
            long skew = Duration.between(startDb, replicas.get(i).startTime()).toMillis();
            assertTrue(
                    skew > -(r.rendezvous().clockOffsetErrorMillis() + 50) && skew < 2_000,
                    "replica " + i + " started " + skew + " ms from " + startDb);
        }
        assertEquals(count, db.count("SELECT COUNT(*) FROM dbbench_rendezvous WHERE run_key = '" + key + "'"));

        List<String> args = new ArrayList<>(List.of("merge"));
        args.addAll(files);
        args.addAll(List.of("-o", dir.resolve("merged").toString()));
        CliProcess.Run merge = CliProcess.inProcess(args.toArray(String[]::new));
        assertEquals(0, merge.exitCode(), merge.out() + merge.err());
        assertTrue(
                merge.out().contains("Common start found in the database by 3 of 3 replicas (run key " + key + ")"),
                merge.out());
        RunResult merged = read(dir.resolve("merged/results.json"));
        MergeSummary summary = merged.details().merge();
        assertEquals(count, summary.replicas().size());
        assertEquals(startDb, summary.startAt());
        assertTrue(summary.startSpreadMillis() < 2_000, "start spread " + summary.startSpreadMillis() + " ms");
        assertEquals(replicas.stream().mapToLong(RunResult::totalCompleted).sum(), merged.totalCompleted());
        System.out.printf(
                "--start-at db: %d replicas started 1.5 s apart, arrivals spread %d ms, start spread %d ms%n",
                count,
                replicas.get(0).details().replica().rendezvous().arrivalSpreadMillis(),
                summary.startSpreadMillis());

        // the same index of the same key again (a restarted pod): refused, never counted twice
        CliProcess.Run again = CliProcess.inProcess(stress(
                db, "--replica", "0/3", "--start-at", "db", "--run-key", key, "-uc", "1", "-rt", "0:00.03", "-nr"));
        assertEquals(2, again.exitCode(), again.out() + again.err());
        assertTrue(again.err().contains("replica 0/3 has already arrived for run key " + key), again.err());
    }

    @Test
    void replicasStartedAtOnceRaceToCreateTheTableAndAllRun() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("rendezvous_race");
        CliProcess.Run setup = CliProcess.inProcess(stress(db, "-uc", "1", "-mt", "1", "--create", "-nr"));
        assertEquals(0, setup.exitCode(), setup.err());
        assertEquals(0, db.count("SELECT COUNT(*) FROM pg_tables WHERE tablename = 'dbbench_rendezvous'"));
        Path xml = dir.resolve("race.xml");
        runReplicas(db, 3, "race", 0, xml);
        for (int i = 0; i < 3; i++)
            assertEquals(
                    "race",
                    read(dir.resolve("race-r" + i + ".json"))
                            .details()
                            .replica()
                            .rendezvous()
                            .runKey());
    }

    /** Starts {@code count} replicas of one run key, {@code staggerMillis} apart, and checks that all ran. */
    private static void runReplicas(EmbeddedDatabase.Database db, int count, String key, long staggerMillis, Path xml)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(count);
        List<Future<CliProcess.Run>> runs = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                String replica = i + "/" + count;
                runs.add(pool.submit(() -> CliProcess.inProcess(stress(
                        db,
                        "--replica",
                        replica,
                        "--start-at",
                        "db",
                        "--run-key",
                        key,
                        "--start-timeout",
                        "120",
                        "-uc",
                        "1",
                        "-rt",
                        "0:00.03",
                        "-r",
                        xml.toString()))));
                if (i < count - 1 && staggerMillis > 0) Thread.sleep(staggerMillis);
            }
            for (int i = 0; i < count; i++) {
                CliProcess.Run run = runs.get(i).get(5, TimeUnit.MINUTES);
                assertEquals(0, run.exitCode(), "replica " + i + ": " + run.out() + run.err());
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(1, TimeUnit.MINUTES));
        }
    }

    @Test
    void aReplicaThatNeverComesTimesTheOthersOutNamingIt() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("rendezvous_missing");
        CliProcess.Run setup = CliProcess.inProcess(stress(db, "-uc", "1", "-mt", "1", "--create", "-nr"));
        assertEquals(0, setup.exitCode(), setup.err());
        String key = "missing-" + System.nanoTime();
        CliProcess.Run run = CliProcess.inProcess(stress(
                db,
                "--replica",
                "0/3",
                "--start-at",
                "db",
                "--run-key",
                key,
                "--start-timeout",
                "2",
                "-uc",
                "1",
                "-rt",
                "0:00.03",
                "-nr"));
        assertEquals(4, run.exitCode(), run.out() + run.err());
        assertTrue(
                run.err().contains("replica(s) 1/3, 2/3 of run key " + key + " did not arrive within 2 s"), run.err());
        // it took its row back: replicas arriving later wait for a fresh 0/3 rather than start on a stale row
        assertEquals(0, db.count("SELECT COUNT(*) FROM dbbench_rendezvous WHERE run_key = '" + key + "'"));

        // another replica told a different count: the error names both (replica 0/3 waiting for an hour)
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO dbbench_rendezvous VALUES ('" + key + "', 0, 3,"
                    + " CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT),"
                    + " CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT) + 3600000)");
        }
        CliProcess.Run other = CliProcess.inProcess(stress(
                db,
                "--replica",
                "1/2",
                "--start-at",
                "db",
                "--run-key",
                key,
                "--start-timeout",
                "2",
                "-uc",
                "1",
                "-rt",
                "0:00.03",
                "-nr"));
        assertEquals(2, other.exitCode(), other.out() + other.err());
        assertTrue(other.err().contains("was started with 3 replicas, this one with 2"), other.err());

        CliProcess.Run noKey = CliProcess.inProcess(stress(db, "--replica", "0/2", "--start-at", "db", "-nr"));
        assertEquals(2, noKey.exitCode(), noKey.err());
        assertTrue(noKey.err().contains("--run-key KEY or set DBBENCH_RUN_KEY"), noKey.err());
    }

    private static RunResult read(Path json) throws Exception {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
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
}
