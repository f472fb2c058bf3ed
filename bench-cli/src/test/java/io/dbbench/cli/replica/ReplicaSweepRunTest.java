package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
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

    private static ReplicaSweep sweep(String counts) {
        CharbenchOptions o = new CharbenchOptions();
        o.noHtml = true;
        ReplicaFlags r = new ReplicaFlags();
        r.replicas = counts;
        return new ReplicaSweep(o, r, ChildPlanTest.handOff("secret", o, null), new PrintWriter(new StringWriter()));
    }

    private int sweep(ReplicaSweep sweep, int repeats, ReplicaSweep.Runner runner) throws CliException {
        return sweep.sweep(
                runner, repeats, dir.resolve("results.xml"), new PrintWriter(out, true), new PrintWriter(err, true));
    }

    /**
     * A sweep's replicas run their count's share once, on the seed of their repeat (moved by their index), with
     * none of the parent's -r, --json, -ot, --repeats, -nr (ChildPlanTest has the rest of what a plan leaves out).
     */
    @Test
    void replicasAreNotGivenTheParentsOptionsAndGetTheSeedOfTheirRepeat() throws Exception {
        CharbenchOptions o = new CharbenchOptions();
        o.resultsFile = Path.of("out.xml");
        o.jsonFile = Path.of("out.json");
        o.outputType = "json";
        o.noResults = true;
        ReplicaFlags r = new ReplicaFlags();
        r.replicas = "1,2,4";
        ReplicaSweep sweep =
                new ReplicaSweep(o, r, ChildPlanTest.handOff("secret", o, null), new PrintWriter(new StringWriter()));
        LocalReplicas replicas = sweep.replicasFor(2, 1, 3, dir.resolve("results.xml"), 100);
        for (int i = 0; i < 2; i++) {
            ChildPlan plan = replicas.planOf(i);
            assertEquals(
                    new io.dbbench.core.internal.replica.ReplicaIdentity(i, 2).seed(101),
                    plan.options().seed());
            assertEquals(1, plan.options().repeats());
            assertEquals(
                    LocalReplicas.replicaXml(ReplicaSweep.replicaXmlOf(dir.resolve("results.xml"), 2, 1, 3), i),
                    plan.resultsXml());
            CharbenchOptions child = plan.settings().toOptions();
            assertFalse(child.jsonOnStdout() || child.noResults || child.resultsFile != null || child.jsonFile != null);
            assertFalse(plan.toJson().contains("secret"), plan.toJson());
        }
        assertEquals(
                7,
                sweep.replicasFor(1, 0, 2, dir.resolve("results.xml"), 7)
                        .planOf(0)
                        .options()
                        .seed(),
                "repeat 0 runs on the run's seed, as in-process repeat 0 does");
    }

    @Test
    void everyCountsReplicasRunOnTheParentsEmbeddedDatabase() throws Exception {
        ReplicaFlags r = new ReplicaFlags();
        r.replicas = "1,2";
        CharbenchOptions o = new CharbenchOptions();
        o.embedded = true;
        ReplicaSweep sweep =
                new ReplicaSweep(o, r, ChildPlanTest.handOff("s3cret", o, null), new PrintWriter(new StringWriter()));
        for (int count : new int[] {1, 2}) {
            LocalReplicas replicas = sweep.replicasFor(count, 0, 1, dir.resolve("results.xml"), 7);
            for (int i = 0; i < count; i++) {
                ChildPlan plan = replicas.planOf(i);
                assertEquals(
                        "jdbc:postgresql://127.0.0.1:45678/dbbench",
                        plan.config().connection().connectString());
                assertEquals("dbbench", plan.config().connection().userName());
                assertFalse(plan.settings().toOptions().embedded);
                assertFalse(plan.toJson().contains("s3cret"), plan.toJson());
            }
        }
    }

    @Test
    void aSingleCountsReplicasKeepTheUsersSeed() throws Exception {
        LocalReplicas replicas = new LocalReplicas(
                ChildPlanTest.handOff(""), 2, null, dir.resolve("r.xml"), LocalReplicas.READY_TIMEOUT, 5);
        assertEquals(5, replicas.planOf(0).options().seed());
        assertEquals(
                new io.dbbench.core.internal.replica.ReplicaIdentity(1, 2).seed(5),
                replicas.planOf(1).options().seed());
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
