package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code merge}, and the replica options' bad-usage paths that need no database. */
class MergeCommandTest {
    private static final String STRESS =
            Path.of("..", "configs", "Stress_Test.xml").toString();

    @TempDir
    Path dir;

    private Path replica(int index, int count, double... tps) throws Exception {
        RunResult r = CompareRuns.run(1, tps);
        return CompareRuns.write(
                dir.resolve("results-r" + index + ".json"),
                r.withDetails(r.details().withReplica(new ReplicaRun(index, count, null))));
    }

    @Test
    void mergesIntoOneResultsJsonXmlAndPrintsTheReplicaTable() throws Exception {
        Path a = replica(0, 2, 100, 110);
        Path b = replica(1, 2, 300, 310);
        CliRun r = CliRun.of(
                "merge", a.toString(), b.toString(), "-o", dir.resolve("merged").toString());

        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("results-r0.json") && r.out().contains("results-r1.json"), r.out());
        assertTrue(r.out().contains("Start spread 0 ms"), r.out());
        assertTrue(Files.exists(dir.resolve("merged/results.xml")));
        RunResult merged;
        try (InputStream in = Files.newInputStream(dir.resolve("merged/results.json"))) {
            merged = new ResultsJsonReader().read(in);
        }
        assertEquals((100 + 110 + 300 + 310) * 10, merged.totalCompleted());
        assertEquals(2, merged.details().merge().replicas().size());
        assertEquals(400.0, merged.details().measuredIterations().get(0).transactionsPerSecond(), 1e-9);
        assertEquals(420.0, merged.details().measuredIterations().get(1).transactionsPerSecond(), 1e-9);

        CliRun compare = CliRun.of(
                "compare", a.toString(), dir.resolve("merged/results.json").toString());
        assertEquals(ExitCodes.OK, compare.exitCode(), "compare reads merged files: " + compare.err());
    }

    @Test
    void aMissingReplicaIsNamedAndOnlyMergedAroundWhenAsked() throws Exception {
        Path a = replica(0, 2, 100, 110);
        Path missing = dir.resolve("results-r1.json");
        CliRun refused = CliRun.of(
                "merge",
                a.toString(),
                missing.toString(),
                "-o",
                dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_CONFIG, refused.exitCode());
        assertTrue(
                refused.err().contains(missing + ": no such file")
                        && refused.err().contains("--merge-available"),
                refused.err());
        assertFalse(Files.exists(dir.resolve("m/results.json")));

        CliRun partial = CliRun.of(
                "merge",
                a.toString(),
                missing.toString(),
                "-o",
                dir.resolve("m").toString(),
                "--merge-available");
        assertEquals(ExitCodes.OK, partial.exitCode(), partial.err());
        assertTrue(partial.out().contains("Not merged: " + missing + ": no such file"), partial.out());
    }

    @Test
    void oneFileOrOneRunGivenTwiceIsRefused() throws Exception {
        Path a = replica(0, 2, 100, 110);
        CliRun twice = CliRun.of(
                "merge",
                a.toString(),
                dir.resolve(".").resolve(a.getFileName()).toString(),
                "-o",
                dir.resolve("m").toString(),
                "--merge-available");
        assertEquals(ExitCodes.BAD_CONFIG, twice.exitCode());
        assertTrue(twice.err().contains("is the same file as " + a), twice.err());

        RunResult run =
                CompareRuns.run(1, 100, 110); // no replica identity: the same start and benchmark is the same run
        Path copy1 = CompareRuns.write(dir.resolve("copy1.json"), run);
        Path copy2 = CompareRuns.write(dir.resolve("copy2.json"), run);
        CliRun copies = CliRun.of(
                "merge",
                copy1.toString(),
                copy2.toString(),
                "-o",
                dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_CONFIG, copies.exitCode());
        assertTrue(copies.err().contains("copy2.json is the same run as " + copy1), copies.err());
        assertFalse(Files.exists(dir.resolve("m/results.json")));
    }

    @Test
    void anInterruptedReplicaIsRefused() throws Exception {
        Path a = replica(0, 2, 100);
        RunResult r = CompareRuns.run(1, 100);
        RunResult stopped = new RunResult(
                r.label(),
                r.timing(),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                0,
                r.errorsByCode(),
                EndReason.INTERRUPTED,
                r.details().withReplica(new ReplicaRun(1, 2, null)));
        Path b = CompareRuns.write(dir.resolve("results-r1.json"), stopped);
        CliRun refused = CliRun.of("merge", a.toString(), b.toString(), "-o", dir.toString());
        assertEquals(ExitCodes.BAD_CONFIG, refused.exitCode());
        assertTrue(refused.err().contains("results-r1.json: interrupted"), refused.err());
    }

    @Test
    void aReplicaStartedAfterTheCommonStartRefusesToRun() {
        CliRun r = CliRun.of("-c", STRESS, "--embedded", "--replica", "0/2", "--start-at", "2020-01-01T00:00:00Z");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(
                r.err().contains("too late for the common start 2020-01-01T00:00:00Z")
                        && r.err().contains("s past it"),
                r.err());
    }

    @Test
    void badReplicaOptionsAreBadUsage() {
        CliRun r = CliRun.of("-c", STRESS, "--embedded", "--replica", "4/4");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("option --replica: replica index 4 is outside 0..3"), r.err());
        r = CliRun.of("-c", STRESS, "--embedded", "--start-at", "soon");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("option --start-at: 'soon'"), r.err());
        r = CliRun.of("-c", STRESS, "--embedded", "--replica", "0/2", "-uc", "2", "--users-total", "8");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("not both"), r.err());
        r = CliRun.of("-c", STRESS, "--embedded", "--replica", "0/2", "--iterations", "2x1s", "--repeats", "3");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("option --repeats: replicas run once together"), r.err());
    }
}
