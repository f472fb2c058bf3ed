package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** --fork with -ot json: the children print no JSON of their own and their console goes to the parent's console. */
class ForkedRepeatsTest {
    /** A repeat is a child (it runs its plan, it does not fork again) and prints no JSON of its own. */
    @Test
    void childrenAreNotAskedForJsonNorToFork(@TempDir Path dir) {
        CharbenchOptions parent = new CharbenchOptions();
        parent.outputType = "json";
        ChildPlan plan = ChildPlanTest.handOff("", parent, null).forkedRepeat(0, null, dir);
        assertEquals(ChildPlan.Kind.FORKED_REPEAT, plan.kind());
        assertFalse(plan.settings().toOptions().jsonOnStdout());
        assertEquals(1, plan.options().repeats());
    }

    /** The parent frames the merged repeats into the log; a child's frame there would merge as a replica. */
    @Test
    void childrenDoNotFrameTheirResultsIntoTheLog(@TempDir Path dir) {
        CharbenchOptions parent = new CharbenchOptions();
        parent.resultsToLog = true;
        ChildPlan plan = ChildPlanTest.handOff("", parent, null).forkedRepeat(0, null, dir);
        assertFalse(plan.settings().toOptions().resultsToLog);
    }

    /** A stand-in child (sh) that prints its plan: with -ot json it reaches the console writer, not stdout. */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void withJsonOnStdoutAChildsConsoleGoesToTheParentsConsole() throws Exception {
        List<String> fakeJava = List.of("sh", "-c", "echo \"child console: $(cat \"$" + ChildPlan.VARIABLE + "\")\"");
        StringWriter console = new StringWriter();
        CharbenchOptions parent = new CharbenchOptions();
        parent.outputType = "json";
        ForkedRepeats forked = new ForkedRepeats(ChildPlanTest.handOff("hunter2", parent, null), null, true, fakeJava);
        assertEquals(List.of(), forked.run(new PrintWriter(console, true)), "the stand-in wrote no results");
        assertTrue(console.toString().contains("child console: {\"kind\":\"FORKED_REPEAT\""), console.toString());
        assertTrue(!console.toString().contains("hunter2"), console.toString());
    }

    /**
     * Stand-in children (sh) that each write the same results where their plan says and exit 0, then 5: the
     * second repeat lost its database, which its file cannot show. The merged run must fail, naming it.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aRepeatWhoseJvmEndedWithExit5FailsTheMergedRunAndIsNamed(@TempDir Path dir) throws Exception {
        Path template = CompareRuns.write(dir.resolve("template.json"), CompareRuns.run(1.0, 100));
        List<String> fakeJava = List.of(
                "sh",
                "-c",
                "x=$(sed -n 's/.*\"resultsXml\":\"\\([^\"]*\\)\\.xml\".*/\\1/p' \"$" + ChildPlan.VARIABLE + "\"); "
                        + "cp \"$0\" \"$x.json\" || exit 1; case \"$x\" in *repeat-0) ;; *) exit 5;; esac",
                template.toString());
        ChildHandOff handOff = new ChildHandOff(
                ChildPlanTest.handOff("").config(),
                BenchmarkOptions.defaults()
                        .withPlan(new MeasurementPlan(0, Duration.ZERO, 1, Duration.ofSeconds(10), 2)),
                new CharbenchOptions(),
                null,
                Duration.ofSeconds(2),
                null);
        ForkedRepeats forked = new ForkedRepeats(handOff, null, false, fakeJava);

        List<RunResult> merged = forked.run(new PrintWriter(new StringWriter(), true));

        assertEquals(1, merged.size());
        assertEquals(2000, merged.get(0).totalCompleted(), "both repeats' results count");
        assertEquals(
                Optional.of("repeat 2 of 2: the forked JVM ended with exit code 5 (a failed run; its reason is "
                        + "printed above)"),
                merged.get(0).problem());
    }

    @Test
    void onlyAFailedRunsExitIsAVerdict() {
        RunResult run = CompareRuns.run(1.0, 100);
        assertEquals(Optional.empty(), ForkedRepeats.judged(run, ExitCodes.OK).problem());
        assertEquals(
                List.of("the forked JVM ended with exit code 5 (a failed run; its reason is printed above)"),
                ForkedRepeats.judged(run, ExitCodes.TOO_MANY_FAILURES)
                        .details()
                        .stalls()
                        .failedParts());
    }

    @Test
    void forkedRepeatsEstimateFromTheRepeatsDone() {
        assertEquals("", ForkedRepeats.timeLeft(0, 3, 0));
        assertEquals(", about 0:00:40 left", ForkedRepeats.timeLeft(1, 3, 20_000_000_000L));
    }
}
