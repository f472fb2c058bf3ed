package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.Secret;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep over replica counts with stand-ins for its replica runs (no JVMs, no database): what the
 * replicas are told, how repeats are numbered, and what is reported after a failure, a stop, or a run
 * without a measured iteration.
 */
class ReplicaSweepRunTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final List<String> ran = new ArrayList<>();

    private static ReplicaSweep sweep(String counts, String... args) {
        CharbenchOptions o = new CharbenchOptions();
        o.noHtml = true;
        ReplicaFlags r = new ReplicaFlags();
        r.replicas = counts;
        return new ReplicaSweep(o, r, List.of(args), new PrintWriter(new StringWriter()));
    }

    private int sweep(ReplicaSweep sweep, int repeats, ReplicaSweep.Runner runner) throws CliException {
        return sweep.sweep(
                runner, repeats, dir.resolve("results.xml"), new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void replicasAreNotGivenTheParentsOptionsInAnyFormAndGetTheSeedOfTheirRepeat() {
        ReplicaSweep sweep = sweep(
                "1,2,4",
                "-c",
                "x.xml",
                "-uc",
                "2",
                "--replicas=1,2,4",
                "--repeats=3",
                "-r=out.xml",
                "-rout2.xml",
                "--json=out.json",
                "-ot=json",
                "--start-at=next-minute",
                "--seed=7",
                "-sr",
                "-rt",
                "0:05",
                "-p",
                "secret");
        List<String> args =
                sweep.replicasFor(2, 1, 3, dir.resolve("results.xml"), 100).replicaArgs();
        assertEquals(List.of("-c", "x.xml", "-uc", "2", "-rt", "0:05", "--seed", "101"), args);
        List<String> spaced = sweep("1,2", "--replicas", "1,2", "--repeats", "2", "-r", "o.xml", "--seed", "7")
                .replicasFor(1, 0, 2, dir.resolve("results.xml"), 7)
                .replicaArgs();
        assertEquals(List.of("--seed", "7"), spaced, "repeat 0 runs on the run's seed, as in-process repeat 0 does");
    }

    @Test
    void everyCountsReplicasRunOnTheParentsEmbeddedDatabase() {
        ReplicaFlags r = new ReplicaFlags();
        r.replicas = "1,2";
        ReplicaSweep sweep = new ReplicaSweep(
                new CharbenchOptions(),
                r,
                List.of("-c", "x.xml", "--embedded", "--replicas", "1,2"),
                new PrintWriter(new StringWriter()),
                new ReplicaDatabase("jdbc:postgresql://127.0.0.1:45678/dbbench", "dbbench", Secret.of("s3cret")));
        for (int count : new int[] {1, 2})
            assertEquals(
                    List.of(
                            "-c",
                            "x.xml",
                            "-cs",
                            "jdbc:postgresql://127.0.0.1:45678/dbbench",
                            "-u",
                            "dbbench",
                            "--seed",
                            "7"),
                    sweep.replicasFor(count, 0, 1, dir.resolve("results.xml"), 7)
                            .replicaArgs());
    }

    @Test
    void aSingleCountsReplicasKeepTheUsersSeed() {
        LocalReplicas replicas =
                new LocalReplicas(List.of("--replicas=2", "--seed", "5", "-r", "x.xml"), 2, null, dir.resolve("r.xml"));
        assertEquals(List.of("--seed", "5"), replicas.replicaArgs());
    }

    @Test
    void iterationsAreNumberedByTheSweepsRepeat() throws Exception {
        int exit = sweep(sweep("1,2"), 2, (count, repeat) -> CompareRuns.run(1.0, 100, 100));
        assertEquals(ExitCodes.OK, exit, err.toString());
        RunResult merged = read(dir.resolve("results-2replicas.json"));
        assertEquals(
                List.of(0, 0, 1, 1),
                merged.details().iterations().stream()
                        .map(IterationResult::repeat)
                        .toList());
    }

    @Test
    void aFailedRunIsThrownAfterTheRunsBeforeItAreWrittenAndCompared() throws Exception {
        ReplicaSweep.Runner runner = (count, repeat) -> {
            ran.add(count + "/" + repeat);
            if (ran.size() == 3)
                throw new CliException(
                        ExitCodes.BAD_CONFIG, ReplicaSweep.name(count, repeat, 2) + ": replica 1/2 failed");
            return CompareRuns.run(1.0, 100, 100);
        };
        CliException e = assertThrows(CliException.class, () -> sweep(sweep("1,2"), 2, runner));
        assertEquals(ExitCodes.BAD_CONFIG, e.exitCode());
        assertEquals("2replicas, repeat 2 of 2: replica 1/2 failed", e.getMessage());
        assertEquals(List.of("1/0", "2/0", "2/1"), ran, "round 2 runs the counts in reverse");
        assertTrue(Files.exists(dir.resolve("results-1replica.json")));
        assertTrue(Files.exists(dir.resolve("results-2replicas.json")));
        assertTrue(out.toString().contains("vs 1replica"), out.toString());
        assertTrue(
                out.toString().contains("Stopped by an error: the table covers the runs that finished."),
                out.toString());
    }

    @Test
    void aStopReportsWhatFinishedAndStartsNothingElse() throws Exception {
        ReplicaSweep sweep = sweep("1,2,4");
        ReplicaSweep.Runner runner = (count, repeat) -> {
            ran.add(count + "/" + repeat);
            if (ran.size() < 3) return CompareRuns.run(1.0, 100, 120);
            sweep.stop(); // Ctrl-C during the third run: its replicas are stopped, nothing merged
            return null;
        };
        assertEquals(ExitCodes.INTERRUPTED, sweep(sweep, 2, runner));
        assertEquals(List.of("1/0", "2/0", "4/0"), ran);
        assertTrue(Files.exists(dir.resolve("results-2replicas.json")));
        assertFalse(Files.exists(dir.resolve("results-4replicas.json")));
        assertTrue(out.toString().contains("vs 1replica"), out.toString());
        assertTrue(out.toString().contains("Stopped: the table covers the runs that finished."), out.toString());
    }

    @Test
    void aCountWithoutAMeasuredIterationIsWrittenButNotScored() throws Exception {
        ReplicaSweep.Runner runner =
                (count, repeat) -> count == 4 ? CompareRuns.run(1.0) : CompareRuns.run(1.0, 100, 110);
        // its closing lines say nothing completed (exit 5), as a single run's do
        assertEquals(ExitCodes.TOO_MANY_FAILURES, sweep(sweep("1,2,4"), 1, runner), err.toString());
        assertTrue(Files.exists(dir.resolve("results-4replicas.json")));
        assertTrue(
                out.toString().contains("4replicas: no measured iteration finished; left out of the comparison"),
                out.toString());
        assertTrue(out.toString().contains("vs 1replica"), out.toString());
    }

    @Test
    void theScratchDirectoryOfNoResultsIsDeleted() throws Exception {
        Path scratch = ReplicaRuns.scratchResults();
        Files.writeString(LocalReplicas.replicaXml(scratch, 0), "<results/>");
        Files.writeString(LocalReplicas.log(scratch, 0), "log");
        ReplicaRuns.deleteScratch(scratch);
        assertFalse(Files.exists(scratch.getParent()), scratch.getParent().toString());
    }

    private static RunResult read(Path json) throws Exception {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
