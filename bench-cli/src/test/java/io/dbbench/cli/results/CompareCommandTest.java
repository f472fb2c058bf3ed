package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code bench-cli compare}: exit codes and messages, from files and from runs handed in directly. */
class CompareCommandTest {
    private static final RunResult BASE = CompareRuns.run(1, 1000, 1010, 990, 1005, 995);
    private static final RunResult TEN_PERCENT_SLOWER = CompareRuns.run(1, 900, 905, 895, 910, 890);
    private static final RunResult SAME_WITHIN_NOISE = CompareRuns.run(1, 1002, 1008, 991, 1003, 996);

    @TempDir
    Path dir;

    // ---- through the real command line and real files: what works with any results.json ----

    @Test
    void isASubcommandWithHelpAndExitCodes() {
        CliRun r = CliRun.of("compare", "-h");
        assertEquals(ExitCodes.OK, r.exitCode());
        for (String expected : new String[] {
            "BASE.json", "NEW.json", "--fail-if-slower", "--confidence", "--gate", "9   compare: significant regression"
        }) {
            assertTrue(r.out().contains(expected), expected + " missing from help:\n" + r.out());
        }
    }

    @Test
    void missingFileIsNamedInOneLine() throws IOException {
        Path base = CompareRuns.write(dir.resolve("base.json"), BASE);
        Path missing = dir.resolve("nope.json");
        CliRun r = CliRun.of("compare", base.toString(), missing.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertEquals(
                "bench-cli: compare: cannot read " + missing + ": no such file",
                r.err().strip());
        assertEquals("", r.out());
    }

    @Test
    void malformedFileIsNamedWithoutAStackTrace() throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.json"), "{\"formatVersion\": 1,");
        Path base = CompareRuns.write(dir.resolve("base.json"), BASE);
        CliRun r = CliRun.of("compare", base.toString(), broken.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().startsWith("bench-cli: compare: " + broken + ": invalid results.json"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        CliRun directory = CliRun.of("compare", base.toString(), dir.toString());
        assertEquals(ExitCodes.BAD_CONFIG, directory.exitCode());
        assertTrue(directory.err().contains("it is a directory"), directory.err());
    }

    @Test
    void badOptionsAreBadUsageInOneLine() throws IOException {
        String base = CompareRuns.write(dir.resolve("base.json"), BASE).toString();
        assertUsage(
                CliRun.of("compare", base, base, "--fail-if-slower", "abc"),
                "bench-cli: compare: --fail-if-slower: 'abc' is not a percentage (e.g. 5 or 5%)");
        assertUsage(
                CliRun.of("compare", base, base, "--fail-if-slower", "150%"),
                "bench-cli: compare: --fail-if-slower: must be a percentage from 0 to 100, e.g. 5%; was '150%'");
        assertUsage(
                CliRun.of("compare", base, base, "--fail-if-slower", "-1"),
                "bench-cli: compare: --fail-if-slower: must be a percentage from 0 to 100, e.g. 5%; was '-1'");
        assertUsage(
                CliRun.of("compare", base, base, "--confidence", "0.99"),
                "bench-cli: compare: --confidence: must be a percentage from 50 up to (not including) 100, e.g. 99; was '0.99'");
        assertUsage(
                CliRun.of("compare", base, base, "--confidence", "100"),
                "bench-cli: compare: --confidence: must be a percentage from 50 up to (not including) 100, e.g. 99; was '100'");
        assertUsage(
                CliRun.of("compare", base, base, "--confidence", "NaN"),
                "bench-cli: compare: --confidence: 'NaN' is not a percentage (e.g. 5 or 5%)");
        assertUsage(
                CliRun.of("compare", base, base, "--gate", "tps,p95"),
                "bench-cli: compare: --gate: unknown metric 'p95' (known: tps, mean, p50, p90, p99)");
        assertUsage(
                CliRun.of("compare", base, base, "--gate", "tps,,p50"),
                "bench-cli: compare: --gate: empty metric in 'tps,,p50' (known: tps, mean, p50, p90, p99)");
        CliRun oneFile = CliRun.of("compare", base);
        assertEquals(ExitCodes.BAD_USAGE, oneFile.exitCode());
        assertTrue(oneFile.err().contains("NEW.json"), oneFile.err());
    }

    /** Today's results.json may carry no iterations: the whole runs are shown, no verdict, exit 0 without a gate. */
    @Test
    void withoutIterationsShowsFiguresAndSaysWhyNoVerdict() throws IOException {
        RunResult charbench = CompareRuns.run(1, 1000).withDetails(io.dbbench.core.result.RunDetails.NONE);
        String a = CompareRuns.write(dir.resolve("a.json"), charbench).toString();
        String b = CompareRuns.write(
                        dir.resolve("b.json"),
                        CompareRuns.run(1, 900).withDetails(io.dbbench.core.result.RunDetails.NONE))
                .toString();
        CliRun r = CliRun.of("compare", a, b);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out()
                        .lines()
                        .anyMatch(l -> l.matches("TPS +1000\\.0 +900\\.0 +-10\\.0% +- +single reading, untested")),
                r.out());
        assertTrue(
                r.err()
                        .startsWith(
                                "bench-cli: compare: no verdict: the comparison needs at least 2 measured iterations per run"),
                r.err());
        assertTrue(r.err().contains("(run each side with --iterations 3x10s"), r.err());
        assertTrue(r.out().contains("a change beside a single reading is shown untested"), r.out());
    }

    /** A gate that cannot test must not pass silently: exit 2 with the reason. */
    @Test
    void gateWithoutIterationsIsBadUsage() throws IOException {
        String a = CompareRuns.write(
                        dir.resolve("a.json"),
                        CompareRuns.run(1, 1000).withDetails(io.dbbench.core.result.RunDetails.NONE))
                .toString();
        String b = Files.copy(Path.of(a), dir.resolve("b.json")).toString();
        CliRun r = CliRun.of("compare", a, b, "--fail-if-slower", "5%");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(
                r.err()
                        .startsWith("bench-cli: compare: the comparison needs at least 2 measured iterations per run; "
                                + "base has none (its whole run is shown), new has none (its whole run is shown)"),
                r.err());
        assertTrue(r.err().strip().endsWith("--fail-if-slower cannot be checked"), r.err());
        assertTrue(r.out().contains("TPS"), "the figures are shown anyway");
    }

    // ---- with iterations, through the results source seam: independent of what results.json carries ----

    @Test
    void regressionBeyondTheThresholdExitsNine() {
        Run r = seam(
                Map.of("base.json", BASE, "new.json", TEN_PERCENT_SLOWER),
                "base.json",
                "new.json",
                "--fail-if-slower",
                "5%");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("TPS ") && l.endsWith("slower  REGRESSION")), r.out());
        assertEquals(
                "bench-cli: compare: regression beyond --fail-if-slower 5%: TPS -10.0% (p<0.0001)",
                r.err().strip());
    }

    @Test
    void slowerWithinTheThresholdOrWithoutGateExitsZero() {
        Map<String, RunResult> runs = Map.of("base.json", BASE, "new.json", TEN_PERCENT_SLOWER);
        Run within = seam(runs, "base.json", "new.json", "--fail-if-slower", "15");
        assertEquals(ExitCodes.OK, within.exitCode(), within.err());
        assertTrue(within.out().contains("gate: tps, p50 slower by more than 15%: no regression"), within.out());
        Run noGate = seam(runs, "base.json", "new.json");
        assertEquals(ExitCodes.OK, noGate.exitCode(), noGate.err());
        assertTrue(noGate.out().contains("gate: none"), noGate.out());
        assertEquals("", noGate.err());
    }

    @Test
    void noiseIsNoRegression() {
        Run r = seam(
                Map.of("base.json", BASE, "new.json", SAME_WITHIN_NOISE),
                "base.json",
                "new.json",
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out()
                        .lines()
                        .anyMatch(l ->
                                l.startsWith("TPS ") && l.matches(".*no difference: -1\\.\\d% \\.\\. \\+1\\.\\d%")),
                r.out());
    }

    @Test
    void noiseWiderThanTheGateIsNotSignificantRatherThanNoDifference() {
        // the interval of the change is about ±1.6%: no regression, but no claim of equality within 1% either
        Run r = seam(
                Map.of("base.json", BASE, "new.json", SAME_WITHIN_NOISE),
                "base.json",
                "new.json",
                "--fail-if-slower",
                "1");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("TPS ") && l.contains("not significant: -1.")), r.out());
        assertTrue(r.out().contains("no difference (interval within ±1%), 1 not significant"), r.out());
    }

    @Test
    void aLargeChangeOverThreeNoisyIterationsIsNotSignificantNotNoDifference() {
        RunResult base = CompareRuns.run(1, 1000, 50, 1950);
        RunResult worse = CompareRuns.run(1, 130, 10, 250);
        Run r = seam(Map.of("base.json", base, "new.json", worse), "base.json", "new.json");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String tps =
                r.out().lines().filter(l -> l.startsWith("TPS ")).findFirst().orElseThrow();
        assertTrue(tps.contains("-87.0%") && tps.contains("not significant: -") && !tps.contains("no difference"), tps);
        // the interval shows how little three iterations this noisy can tell: from nearly all of it lost to
        // more than doubled; as the interval of a ratio it stays above -100% (a difference of means over the
        // base mean read about -620% .. +450% here: less than no transactions at all)
        assertTrue(tps.matches(".*not significant: -9\\d\\.\\d% \\.\\. \\+\\d{3,}\\.\\d%"), tps);
    }

    @Test
    void gateOnlyLooksAtGatedMetrics() {
        RunResult slowerLatency = CompareRuns.run(1.3, 1000, 1010, 990, 1005, 995);
        Map<String, RunResult> runs = Map.of("base.json", BASE, "new.json", slowerLatency);
        assertEquals(
                ExitCodes.OK,
                seam(runs, "base.json", "new.json", "--fail-if-slower", "5", "--gate", "tps")
                        .exitCode());
        Run p99 = seam(runs, "base.json", "new.json", "--fail-if-slower", "5", "--gate", "p99", "--confidence", "99.9");
        assertEquals(ExitCodes.REGRESSION, p99.exitCode(), p99.err());
        assertTrue(p99.out().contains("± is the half-width of the 99.9% confidence interval"), p99.out());
        assertTrue(p99.err().contains("BP p99 +30.0%"), p99.err());
    }

    @Test
    void oneIterationWithGateIsBadUsage() {
        Run r = seam(
                Map.of("base.json", CompareRuns.run(1, 1000), "new.json", BASE),
                "base.json",
                "new.json",
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertTrue(r.err().contains("base has 1, new has 5"), r.err());
    }

    /** Comparable runs, but BP completed something in only one new iteration: its p50 cannot be gated. */
    @Test
    void gatedMetricWithoutEnoughValuesIsBadUsage() {
        RunResult mostlyIdle = CompareRuns.run(1, 1000, 0, 0, 0, 0);
        Run r = seam(
                Map.of("base.json", BASE, "new.json", mostlyIdle), "base.json", "new.json", "--fail-if-slower", "5");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: --fail-if-slower cannot check BP p50: fewer than 2 iterations with values; "
                        + "narrow --gate or run longer iterations",
                r.err().strip());
    }

    // ---- the same through real files: needs the writer to carry iterations ----

    @Test
    void regressionFromFilesExitsNine() throws IOException {
        String base = CompareRuns.write(dir.resolve("base.json"), BASE).toString();
        String slower =
                CompareRuns.write(dir.resolve("new.json"), TEN_PERCENT_SLOWER).toString();
        CliRun r = CliRun.of("compare", base, slower, "--fail-if-slower", "5%");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: regression beyond --fail-if-slower 5%: TPS -10.0% (p<0.0001)",
                r.err().strip());
        assertEquals(
                ExitCodes.OK,
                CliRun.of("compare", base, slower, "--fail-if-slower", "15").exitCode());
        // the same figures in another file: a legitimate comparison of two runs that happen to agree
        String copy = Files.copy(Path.of(base), dir.resolve("copy.json")).toString();
        assertEquals(
                ExitCodes.OK,
                CliRun.of("compare", base, copy, "--fail-if-slower", "1").exitCode());
    }

    @Test
    void theSameFileOnBothSidesIsBadUsageHoweverItIsSpelt() throws IOException {
        Path base = CompareRuns.write(dir.resolve("base.json"), BASE);
        String same = "bench-cli: compare: BASE and NEW are the same file (%s): a run compared with itself "
                + "shows no change; give two different runs";
        assertUsage(CliRun.of("compare", base.toString(), base.toString()), String.format(same, base));
        Path dotted = dir.resolve(".").resolve("base.json");
        assertUsage(
                CliRun.of("compare", base.toString(), dotted.toString(), "--fail-if-slower", "5%"),
                String.format(same, base + " and " + dotted));
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), base);
        assertUsage(CliRun.of("compare", link.toString(), base.toString()), String.format(same, link + " and " + base));
    }

    @Test
    void aFileNamedTwiceInThePooledListsIsBadUsage() throws IOException {
        String a1 = CompareRuns.write(dir.resolve("a-1.json"), CompareRuns.run(1, 1000, 1010, 990))
                .toString();
        String a2 = CompareRuns.write(dir.resolve("a-2.json"), CompareRuns.run(1, 1005, 995, 1000))
                .toString();
        String b1 = CompareRuns.write(dir.resolve("b-1.json"), CompareRuns.run(1, 900, 905, 895))
                .toString();
        assertUsage(
                CliRun.of("compare", a1 + "," + a2, b1 + "," + a2),
                "bench-cli: compare: BASE and NEW are the same file (" + a2
                        + "): a run compared with itself shows no change; give two different runs");
        assertUsage(
                CliRun.of("compare", a1 + "," + a1, b1),
                "bench-cli: compare: BASE names the same file twice (" + a1
                        + "): its iterations would be pooled twice");
    }

    @Test
    void commaSeparatedRunsArePooledAsForAnInterleavedABJob() throws IOException {
        // A B A B: each build's two runs of 3 iterations pool into 6 per side
        String a = CompareRuns.write(dir.resolve("a-1.json"), CompareRuns.run(1, 1000, 1010, 990)) + ","
                + CompareRuns.write(dir.resolve("a-2.json"), CompareRuns.run(1, 1005, 995, 1000));
        String b = CompareRuns.write(dir.resolve("b-1.json"), CompareRuns.run(1, 900, 905, 895)) + ","
                + CompareRuns.write(dir.resolve("b-2.json"), CompareRuns.run(1, 910, 890, 900));
        CliRun r = CliRun.of("compare", a, b, "--fail-if-slower", "5%");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertTrue(r.out().contains("(6 measured iterations)"), r.out());
        String aCopies = Files.copy(dir.resolve("a-1.json"), dir.resolve("a-1-copy.json")) + ","
                + Files.copy(dir.resolve("a-2.json"), dir.resolve("a-2-copy.json"));
        assertEquals(
                ExitCodes.OK,
                CliRun.of("compare", a, aCopies, "--fail-if-slower", "5%").exitCode());
    }

    @Test
    void interleavedRunsArePairedByStartTimeBesideWelch() throws IOException {
        // A B, B A, A B: the machine slows down over the job and B is 4% slower than A in every pair; pooled,
        // the drift swamps the 4% (Welch: not significant), paired it cancels
        Instant t0 = Instant.parse("2026-11-26T20:00:00Z");
        double[] a = {1000, 850, 700};
        int[] aMinute = {0, 3, 4};
        int[] bMinute = {1, 2, 5};
        double[] pairNoise = {1.0, 1.003, 0.998};
        StringBuilder as = new StringBuilder();
        StringBuilder bs = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            double[] jitter = {1.0, 1.01, 0.99};
            as.append(i == 0 ? "" : ",")
                    .append(CompareRuns.write(
                            dir.resolve("a-" + (i + 1) + ".json"),
                            CompareRuns.startingAt(
                                    t0.plusSeconds(60L * aMinute[i]),
                                    1,
                                    a[i] * jitter[0],
                                    a[i] * jitter[1],
                                    a[i] * jitter[2])));
            bs.append(i == 0 ? "" : ",")
                    .append(CompareRuns.write(
                            dir.resolve("b-" + (i + 1) + ".json"),
                            CompareRuns.startingAt(
                                    t0.plusSeconds(60L * bMinute[i]),
                                    1,
                                    a[i] * 0.96 * pairNoise[i] * jitter[2],
                                    a[i] * 0.96 * pairNoise[i] * jitter[0],
                                    a[i] * 0.96 * pairNoise[i] * jitter[1])));
        }
        CliRun r = CliRun.of("compare", as.toString(), bs.toString(), "--gate", "tps");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("TPS ") && r.out().contains("not significant"), r.out());
        String paired = r.out()
                .lines()
                .filter(l -> l.startsWith("paired by run order"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no paired line:\n" + r.out()));
        assertTrue(paired.contains("B/A 0.960"), paired);
        assertTrue(paired.endsWith("over 3 pairs: slower"), paired);

        // the same files, all of A before all of B: not interleaved, said so
        CliRun sequential = CliRun.of(
                "compare",
                as.toString(),
                CompareRuns.write(dir.resolve("late-1.json"), CompareRuns.startingAt(t0.plusSeconds(600), 1, 900, 900))
                        + ","
                        + CompareRuns.write(
                                dir.resolve("late-2.json"), CompareRuns.startingAt(t0.plusSeconds(660), 1, 900, 900))
                        + ","
                        + CompareRuns.write(
                                dir.resolve("late-3.json"), CompareRuns.startingAt(t0.plusSeconds(720), 1, 900, 900)));
        assertTrue(
                sequential.out().contains("TPS not comparable: the runs' start times do not interleave the sides"),
                sequential.out());
    }

    @Test
    void singleFilesGetNoPairedLine() throws IOException {
        String base = CompareRuns.write(dir.resolve("base.json"), BASE).toString();
        String other =
                CompareRuns.write(dir.resolve("new.json"), TEN_PERCENT_SLOWER).toString();
        assertFalse(CliRun.of("compare", base, other).out().contains("paired"));
    }

    @Test
    void anEmptyNameInAListIsBadUsage() throws IOException {
        String base = CompareRuns.write(dir.resolve("base.json"), BASE).toString();
        String other = CompareRuns.write(dir.resolve("other.json"), BASE).toString();
        CliRun r = CliRun.of("compare", base + ",", other);
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: an empty file name in '" + base + ",'",
                r.err().strip());
    }

    @Test
    void runsFromDifferentEnvironmentsAreComparedWithANote() throws IOException {
        var here = io.dbbench.core.result.EnvironmentFingerprint.of(Map.of("cpu.count", "2", "host", "a"));
        var there = io.dbbench.core.result.EnvironmentFingerprint.of(Map.of("cpu.count", "16", "host", "b"));
        String base = CompareRuns.write(dir.resolve("base.json"), BASE.withFingerprint(here))
                .toString();
        String other = CompareRuns.write(dir.resolve("other.json"), BASE.withFingerprint(there))
                .toString();
        String same = CompareRuns.write(
                        dir.resolve("same.json"),
                        BASE.withFingerprint(io.dbbench.core.result.EnvironmentFingerprint.of(
                                Map.of("cpu.count", "2", "host", "c"))))
                .toString();
        CliRun r = CliRun.of("compare", base, other);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.err().contains("note: the runs come from different environments (they differ in cpu.count)"),
                r.err());
        assertEquals("", CliRun.of("compare", base, same).err());
    }

    private static void assertUsage(CliRun r, String expectedErr) {
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(expectedErr, r.err().strip());
        assertEquals("", r.out());
    }

    record Run(int exitCode, String out, String err) {}

    /** The compare command on its own, reading runs by file name from {@code runs}. */
    private static Run seam(Map<String, RunResult> runs, String... args) {
        CompareCommand command = new CompareCommand(file -> {
            RunResult run = runs.get(file.toString());
            if (run == null) throw new NoSuchFileException(file.toString());
            return run;
        });
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new Run(code, out.toString(), err.toString());
    }
}
