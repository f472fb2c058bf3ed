package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.embedded.EmbeddedPostgres;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The database goes away for good in the middle of a run (stopped fast or immediately), or hangs (every server
 * process stopped with SIGSTOP): the run ends on its run time, is a failed run (exit 5) with a line saying
 * why, and still writes what it measured. Each test has its own server, since it stops it. Real time, bounded:
 * a 20 s run, the database lost as soon as the run's first transactions committed, the 10 s stop grace for the
 * hung one, joins of 120 s. Exit 5 needs half of the measured seconds stalled: breaking the database at the first
 * commits, not a fixed time in, leaves a loaded machine about 9 s to be late with the break before that flips.
 */
class DatabaseLostIT {
    /** The run's exit code when it did not measure the database: {@code ExitCodes.TOO_MANY_FAILURES}. */
    private static final int NO_PROGRESS_EXIT = 5;
    /**
     * Rows the run must have inserted before the database is broken: with 2 users, one of them has then committed
     * 3, so it was told of at least 2 commits (a commit is visible a moment before the client hears of it).
     */
    private static final int INSERTS_BEFORE_THE_BREAK = 5;

    @TempDir
    Path dir;

    @Test
    void aDatabaseStoppedFastForGoodFailsTheRunAndKeepsItsResults() throws Exception {
        // pg_ctl stop -m fast
        lostForGood(pg -> pg.stop());
    }

    @Test
    void aDatabaseStoppedImmediatelyForGoodFailsTheRunAndKeepsItsResults() throws Exception {
        // what pg_ctl stop -m immediate sends the postmaster
        lostForGood(pg -> signal("QUIT", List.of(postmasterPid(pg))));
    }

    @Test
    void aHungDatabaseEndsOnTimeNamesTheUsersItWaitsForAndFailsTheRun() throws Exception {
        try (EmbeddedPostgres pg = startWithSchema()) {
            List<Long> server = new ArrayList<>();
            try {
                long highestIdBefore = highestId(pg);
                CompletableFuture<CliProcess.Run> run = startRun(pg);
                awaitFirstCommits(pg, highestIdBefore, run);
                server.add(postmasterPid(pg));
                ProcessHandle.of(server.get(0)).orElseThrow().descendants().forEach(p -> server.add(p.pid()));
                signal("STOP", server);

                CliProcess.Run done = run.get(120, TimeUnit.SECONDS);
                assertEquals(NO_PROGRESS_EXIT, done.exitCode(), done.out() + done.err());
                assertTrue(
                        done.out()
                                .matches(
                                        "(?s).*the run has ended; waiting up to [0-9.]+ s more \\(the stop grace\\) "
                                                + "for 2 user\\(s\\): dbbench-session-0 running .* for [0-9.]+ s, dbbench-session-1 .*"),
                        done.out());
                assertTrue(
                        done.out().contains("2 user(s) still in the database after the 10.0 s stop grace"), done.out());
                assertTrue(done.err().contains("the database stopped answering"), done.err());
                RunResult result = resultsWritten();
                assertTrue(result.totalCompleted() > 0, "measured before the hang");
            } finally {
                // always: a stopped server left behind would hold its port and the test JVM's cleanup
                if (!server.isEmpty()) signal("CONT", server);
            }
        }
    }

    private interface Loss {
        void lose(EmbeddedPostgres pg) throws Exception;
    }

    private void lostForGood(Loss loss) throws Exception {
        try (EmbeddedPostgres pg = startWithSchema()) {
            long highestIdBefore = highestId(pg);
            CompletableFuture<CliProcess.Run> run = startRun(pg);
            awaitFirstCommits(pg, highestIdBefore, run);
            loss.lose(pg);

            CliProcess.Run done = run.get(120, TimeUnit.SECONDS);
            assertEquals(NO_PROGRESS_EXIT, done.exitCode(), done.out() + done.err());
            // the failed reconnects are failures, counted by code, and the seconds without the database stalled
            assertTrue(
                    done.err()
                            .matches(
                                    "(?s).*no transaction completed in \\d+ of \\d+ measured seconds \\(.*LOGON:.*\\): "
                                            + "the database stopped the load.*"),
                    done.err());
            RunResult result = resultsWritten();
            assertEquals(EndReason.RUN_TIME, result.endReason());
            assertTrue(result.totalCompleted() > 0, "measured before the loss");
            assertTrue(
                    result.errorsByCode().keySet().stream().anyMatch(code -> code.startsWith("LOGON:")),
                    result.errorsByCode().toString());
        }
    }

    private static EmbeddedPostgres startWithSchema() throws Exception {
        EmbeddedPostgres pg = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults());
        StressTestSchemaInstaller.forDialect(Dialects.postgresql())
                .create(new WorkloadContext(dataSource(pg), Dialects.postgresql(), Map.of()), 0.01);
        return pg;
    }

    private static PGSimpleDataSource dataSource(EmbeddedPostgres pg) {
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setUrl(pg.jdbcUrl());
        ds.setUser(pg.user());
        ds.setPassword(pg.password());
        return ds;
    }

    /** Stress Test, 2 users without think time for 20 s, as the run; live lines on (they carry the notices). */
    private CompletableFuture<CliProcess.Run> startRun(EmbeddedPostgres pg) {
        return CompletableFuture.supplyAsync(() -> CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                pg.jdbcUrl(),
                "-u",
                pg.user(),
                "-p",
                pg.password(),
                "-uc",
                "2",
                "-rt",
                "0:00.20",
                "-nc",
                "-r",
                dir.resolve("results.xml").toString(),
                "--max-failed-pct",
                "100"));
    }

    /**
     * Until the run's users have committed their first inserts (bounded): the break comes at the start of the load,
     * not a fixed time into it, so a late-scheduled break still leaves most of the run without the database. The
     * run's inserts take ids above the highest loaded one (its deletes, of random ids, seldom hit them).
     */
    private static void awaitFirstCommits(
            EmbeddedPostgres pg, long highestIdBefore, CompletableFuture<CliProcess.Run> run) throws Exception {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (longQuery(
                        pg,
                        "SELECT count(*) FROM " + StressTestSchemaInstaller.TABLE + " WHERE id > " + highestIdBefore)
                < INSERTS_BEFORE_THE_BREAK) {
            // a run that ended before its first inserts says why: its exit and output, not a 60 s wait
            if (run.isDone()) throw new AssertionError("the run ended before inserting: " + describe(run));
            if (System.nanoTime() - giveUp > 0)
                throw new AssertionError("the run inserted nothing in 60 s: " + describe(run));
            TimeUnit.MILLISECONDS.sleep(50);
        }
    }

    /** The run's exit and output when it ended (bounded wait), for a failure message. */
    private static String describe(CompletableFuture<CliProcess.Run> run) {
        try {
            CliProcess.Run done = run.get(30, TimeUnit.SECONDS);
            return "exit " + done.exitCode() + "\n" + done.out() + "\n" + done.err();
        } catch (Exception e) {
            return "still running after 30 s more (" + e + ")";
        }
    }

    private static long highestId(EmbeddedPostgres pg) throws Exception {
        return longQuery(pg, "SELECT coalesce(max(id), 0) FROM " + StressTestSchemaInstaller.TABLE);
    }

    private static long longQuery(EmbeddedPostgres pg, String sql) throws Exception {
        try (Connection c = dataSource(pg).getConnection();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }

    private RunResult resultsWritten() throws IOException {
        assertTrue(Files.size(dir.resolve("results.xml")) > 0, "results.xml written");
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            return new ResultsJsonReader().read(in);
        }
    }

    private static long postmasterPid(EmbeddedPostgres pg) throws IOException {
        String first = Files.readAllLines(pg.dataDirectory().resolve("postmaster.pid"), StandardCharsets.UTF_8)
                .get(0);
        return Long.parseLong(first.trim());
    }

    private static void signal(String name, List<Long> pids) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("kill", "-" + name));
        pids.forEach(p -> command.add(Long.toString(p)));
        Process kill = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(kill.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!kill.waitFor(30, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            // a server process that ended meanwhile (a backend whose client left) is no failure to signal
            if (!output.contains("No such process"))
                throw new IOException("kill -" + name + " " + pids + ": " + output);
        }
    }
}
