package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.capacity.UslFitter;
import io.dbbench.hostprobe.plot.LineChart;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** capacity and capacity analyze through bench-cli's own command line: the report, the sealed JSON, one-line errors. */
class CapacityAnalyzeCommandTest {
    /** The synthetic steps of bench-core's usl_golden.py (λ 1000, σ 0.05, κ 0.0002, 0.3 % noise). */
    static final String SYNTHETIC =
            """
            users,tps
            1,1002.699709
            2,1901.418268
            4,3457.333370
            8,5888.781035
            16,8924.282782
            24,10634.300759
            32,11553.778976
            48,12569.428302
            64,12936.368553
            96,12731.763585
            128,12019.967589
            """;

    /** docs/capacity.md's select-only pgbench runs on the shared 2-core machine: three rounds, a poor fit. */
    static final String SELECT_ONLY =
            """
            clients,tps
            1,16040
            2,17169
            4,24678
            8,23426
            16,25758
            1,23278
            2,31333
            4,29380
            8,30210
            16,35121
            1,25674
            2,31759
            4,32015
            8,29405
            16,27787
            """;

    /** docs/capacity.md's TPC-B medians: a good fit whose peak lies beyond the largest measured load. */
    static final String TPCB_MEDIANS =
            """
            clients,tps
            1,364.8
            2,593.1
            4,1329.4
            8,1941.9
            16,2585.2
            """;

    @TempDir
    Path dir;

    @Test
    void printsTheFitTheWarningsAndTheTable() throws IOException {
        CliRun r = analyze(write("steps.csv", SYNTHETIC));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals("", r.err());
        String out = r.out();
        assertTrue(out.contains("11 points at 11 loads; load column 'users', throughput column 'tps'"), out);
        assertTrue(out.contains("σ contention      0.05042"), out);
        assertTrue(out.contains("κ coherency       0.0001985"), out);
        assertTrue(out.contains("λ one user        1003  (λ = X(1), the throughput measured at load 1)"), out);
        assertTrue(out.contains("peak load N*      69.16"), out);
        assertTrue(out.contains("Warnings: none"), out);
        assertTrue(out.matches("(?s).*\\n\\s+128\\s+12020\\s+\\d+\\s+[+-]\\d+\\.\\d\\n.*"), out);
    }

    /** The --json object other tools parse: sealed by a golden file. */
    @Test
    void jsonIsTheGoldenObject() throws IOException {
        CliRun r = analyze("--json", write("steps.csv", SYNTHETIC));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals(golden("analyze-golden.json"), r.out().replace("\r\n", "\n"));
    }

    @Test
    void aPoorFitPrintsNoPeakAndSaysWhy() throws IOException {
        CliRun r = analyze(write("select-only.csv", SELECT_ONLY));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String out = r.out();
        assertTrue(
                out.contains("\n  R²                0.2528\n  peak              none (R² 0.2528 below 0.90)\n"), out);
        assertTrue(!out.contains("peak load N*") && !out.contains("peak throughput"), out);
        assertTrue(out.contains("no peak is given"), out);
    }

    /** Flat throughput (σ = 1): the missing peak names its reason and the warnings explain it. */
    @Test
    void flatThroughputNamesWhyThereIsNoPeak() throws IOException {
        CliRun r = analyze(write("flat.csv", "users,tps\n2,100\n4,100\n8,100\n16,100\n"));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String out = r.out();
        assertTrue(out.matches("(?s).*\n  peak              none \\(σ [0-9.]+ ≥ 1.*"), out);
        assertTrue(!out.contains("Warnings: none"), out);
        assertTrue(out.contains(" ≥ 1: by contention alone, added users add no throughput"), out);
    }

    /** The JSON of a fit with no peak: peakLoad and peakThroughput are null, sealed by a golden file. */
    @Test
    void jsonOfAPoorFitHasNullPeaks() throws IOException {
        CliRun r = analyze("--json", write("select-only.csv", SELECT_ONLY));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals(golden("analyze-no-peak-golden.json"), r.out().replace("\r\n", "\n"));
    }

    /** JSON has no NaN or Infinity: such a figure is null rather than an exception or invalid JSON. */
    @Test
    void jsonWritesANonFiniteFigureAsNull() {
        assertEquals(null, CapacityJson.number(Double.NaN));
        assertEquals(null, CapacityJson.number(Double.POSITIVE_INFINITY));
        assertEquals(null, CapacityJson.number(Double.NEGATIVE_INFINITY));
        assertEquals("1002.7", CapacityJson.number(1002.699709).toPlainString());
    }

    @Test
    void aPeakBeyondTheMeasuredLoadsIsPrintedWithItsWarning() throws IOException {
        CliRun r = analyze(write("tpcb.csv", TPCB_MEDIANS));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("  peak load N*      21.69\n  peak throughput   2656\n"), r.out());
        assertTrue(r.out().contains("the peak N* = 21.69 lies beyond the largest measured load 16"), r.out());
    }

    @Test
    void thePlotMarksNStarOnlyWhenTheFitGivesAPeak() throws Exception {
        CapacityData poor = CapacityCsv.read("s.csv", SELECT_ONLY.lines().toList(), null, null);
        LineChart noPeak = CapacityPlot.chart(poor, UslFitter.fit(poor.points(), false));
        assertEquals(List.of(), noPeak.markers());
        assertTrue(noPeak.title().endsWith("; no peak (R² 0.2528 below 0.90)"), noPeak.title());
        CapacityData good = CapacityCsv.read("t.csv", TPCB_MEDIANS.lines().toList(), null, null);
        LineChart peak = CapacityPlot.chart(good, UslFitter.fit(good.points(), false));
        assertEquals(1, peak.markers().size());
        assertEquals("N* = 21.69", peak.markers().get(0).label());
    }

    @Test
    void findsTheColumnsOfAnotherToolsCsvInAnyCase() throws IOException {
        String pgbench =
                """
                # pgbench -S, 10 s per client count
                Clients;Latency_ms;TPS
                1;0.21;4761.9
                2;0.24;8333.3
                4;0.40;10000.1
                8;0.85;9411.8
                """;
        CliRun r = analyze(write("pgbench.csv", pgbench));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("load column 'Clients', throughput column 'TPS'"), r.out());
        CliRun named =
                analyze("--load-column", "latency_ms", "--throughput-column", "tps", write("pgbench.csv", pgbench));
        assertEquals(ExitCodes.OK, named.exitCode(), named.err());
        assertTrue(named.out().contains("load column 'Latency_ms'"), named.out());
    }

    /** A semicolon file with decimal commas: 812,4 was read as 812 (split on the comma too) and exit 0. */
    @Test
    void aSemicolonFilesDecimalCommaIsRefusedWithItsLine() throws IOException {
        String european = write("eu.csv", "users;tps\n1;812,4\n2;1580,0\n4;2900,5\n");
        assertError(
                analyze(european),
                european + ":2: '812,4' in column 'tps' is not a number (a decimal comma? write 812.4: numbers take"
                        + " a decimal point)");
        CliRun points = analyze(write("eu-points.csv", "users;tps\n1;812.4\n2;1580.0\n4;2900.5\n"));
        assertEquals(ExitCodes.OK, points.exitCode(), points.err());
        assertTrue(points.out().contains("λ one user        812.4 "), points.out());
    }

    @Test
    void readsTheCapacitySectionOfAResultsJson() throws IOException {
        String results =
                """
                {"format": "dbbench", "capacity": {"steps": [
                  {"load": 1, "throughput": 1002.699709, "p99Millis": 3.1},
                  {"load": 2, "throughput": 1901.418268},
                  {"load": 4, "throughput": 3457.333370},
                  {"load": 8, "throughput": 5888.781035}]}}
                """;
        CliRun r = analyze("--json", write("results.json", results));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"loadColumn\" : \"load\""), r.out());
        assertTrue(r.out().contains("\"points\" : 4"), r.out());
    }

    @Test
    void fitLambdaSaysSo() throws IOException {
        CliRun r = analyze("--fit-lambda", write("steps.csv", SYNTHETIC));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("(λ fitted with σ and κ)"), r.out());
    }

    @Test
    void eachBadFileIsOneLineAndExit3() throws IOException {
        Path missing = dir.resolve("nowhere.csv");
        assertError(analyze(missing.toString()), "cannot read " + missing + ": no such file");
        String noColumn = write("x.csv", "when,count\n1,2\n");
        assertError(
                analyze(noColumn),
                noColumn + ":1: no load column in the header 'when,count' (looked for users, load, vu, vus, clients,"
                        + " threads, processors; or name it with --load-column)");
        String noThroughput = write("y.csv", "users,p99\n1,2\n");
        assertError(
                analyze(noThroughput),
                noThroughput + ":1: no throughput column in the header 'users,p99' (looked for tps, throughput, tpm,"
                        + " nopm, ops; or name it with --throughput-column)");
        String badNumber = write("z.csv", "users,tps\n1,100\n\n2,abc\n4,300\n");
        assertError(analyze(badNumber), badNumber + ":4: 'abc' in column 'tps' is not a number");
        String short_ = write("s.csv", "users,p99,tps\n1,5\n");
        assertError(analyze(short_), short_ + ":2: 2 fields, but column 'tps' is field 3");
        String few = write("f.csv", "users,tps\n1,100\n2,190\n");
        assertError(analyze(few), few + ": too few points: 2 distinct loads, the fit needs at least 3");
        String zero = write("0.csv", "users,tps\n1,100\n2,0\n4,300\n");
        assertError(
                analyze(zero),
                zero + ":3: the throughput in column 'tps' is 0: a throughput must be above 0 (a failed or empty step?"
                        + " leave it out)");
        String noSection = write("r.json", "{\"results\": {}}");
        assertError(
                analyze(noSection),
                noSection + ": no 'capacity' section (give a results.json with one, or a CSV with a load and a"
                        + " throughput column)");
        String badStep = write("b.json", "{\"capacity\": {\"steps\": [{\"load\": 1, \"throughput\": \"fast\"}]}}");
        assertError(analyze(badStep), badStep + ": capacity.steps[0].throughput is missing or not a number: \"fast\"");
    }

    /** Values the fit cannot take are refused where they are: file:line, or the step's index in a results.json. */
    @Test
    void aLoadOrThroughputNotAboveZeroNamesItsLineOrStep() throws IOException {
        String zeroLoad = write("zl.csv", "# a comment\nusers,tps\n0,100\n2,190\n4,340\n");
        assertError(analyze(zeroLoad), zeroLoad + ":3: the load in column 'users' is 0: a load must be above 0");
        String negative = write("n.csv", "users,tps\n1,100\n2,190\n4,-3.5\n");
        assertError(
                analyze(negative),
                negative + ":4: the throughput in column 'tps' is -3.5: a throughput must be above 0 (a failed or"
                        + " empty step? leave it out)");
        String jsonLoad = write(
                "zl.json",
                "{\"capacity\": {\"steps\": [{\"load\": 1, \"throughput\": 5}, {\"load\": 0, \"throughput\": 9}]}}");
        assertError(analyze(jsonLoad), jsonLoad + ": capacity.steps[1].load is 0: a load must be above 0");
        String jsonTput = write(
                "zt.json",
                "{\"capacity\": {\"steps\": [{\"load\": 1, \"throughput\": 0.0}, {\"load\": 2, \"throughput\": 9}]}}");
        assertError(
                analyze(jsonTput),
                jsonTput + ": capacity.steps[0].throughput is 0.0: a throughput must be above 0 (a failed or empty"
                        + " step? leave it out)");
        String huge = write("h.json", "{\"capacity\": {\"steps\": [{\"load\": 1e999, \"throughput\": 5}]}}");
        assertError(analyze(huge), huge + ": capacity.steps[0].load is too large for a number");
    }

    @Test
    void badJsonNamesItsLineAndColumn() throws IOException {
        String broken = write(
                "broken.json",
                "{\"capacity\": {\"steps\": [\n  {\"load\": 1, \"throughput\": 5},\n  {\"load\" 2}\n]}}\n");
        CliRun r = analyze(broken);
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("bench-cli: capacity analyze: " + broken + ":3:11: not valid JSON: "), r.err());
    }

    /** capacity alone is a command group run without a subcommand: one line, nothing on stdout, exit 2. */
    @Test
    void capacityAloneNamesItsSubcommandAsEveryGroupDoes() {
        CliRun r = CliRun.of("capacity");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode());
        assertEquals("", r.out());
        assertEquals(
                "bench-cli: capacity: name a subcommand: analyze (see --help)",
                r.err().strip());
        CliRun noFile = CliRun.of("capacity", "analyze");
        assertEquals(ExitCodes.BAD_USAGE, noFile.exitCode());
        assertEquals(1, noFile.err().lines().count(), noFile.err());
    }

    /** Its help exits 0, describes the search and its replicas, and lists 0 among its exit codes. */
    @Test
    void capacityHelpDescribesTheSearchAndItsReplicas() {
        CliRun r = CliRun.of("capacity", "-h");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals("", r.err());
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.startsWith("Usage: bench-cli capacity"), help);
        assertTrue(
                help.contains("Steps the users (--users, closed loop) or the offered rate (--rates, open loop) within"
                        + " one run"),
                help);
        assertTrue(help.contains("--replicas N spreads each step's users over N replica JVMs on this host"), help);
        assertTrue(help.matches(".*Exit codes: 0 .*"), help);
    }

    @Test
    void drawsTheStepsAndTheCurveUnlessToldNot() throws IOException {
        CliRun r = analyze(write("steps.csv", SYNTHETIC));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        Path png = dir.resolve("steps-usl.png");
        assertTrue(r.out().strip().endsWith("Wrote " + png), r.out());
        assertTrue(Files.size(png) > 1000, "plot size " + Files.size(png));
        CliRun json = analyze("--json", write("other.csv", SYNTHETIC));
        assertEquals("Wrote " + dir.resolve("other-usl.png"), json.err().strip());
        CliRun none = analyze("--no-plots", write("none.csv", SYNTHETIC));
        assertEquals(ExitCodes.OK, none.exitCode(), none.err());
        assertTrue(!none.out().contains("Wrote"), none.out());
        assertTrue(!Files.exists(dir.resolve("none-usl.png")));
        CliRun noDir =
                CliRun.of("capacity", "analyze", "-d", dir.resolve("nowhere").toString(), "x.csv");
        assertEquals(ExitCodes.BAD_USAGE, noDir.exitCode(), noDir.err());
        assertEquals(
                "bench-cli: capacity analyze: --dir " + dir.resolve("nowhere") + ": no such directory",
                noDir.err().strip());
    }

    private CliRun analyze(String... args) {
        String[] all = new String[args.length + 4];
        all[0] = "capacity";
        all[1] = "analyze";
        all[2] = "-d";
        all[3] = dir.toString();
        System.arraycopy(args, 0, all, 4, args.length);
        return CliRun.of(all);
    }

    private static void assertError(CliRun r, String message) {
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals("", r.out());
        assertEquals("bench-cli: capacity analyze: " + message, r.err().strip());
    }

    private String write(String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return file.toString();
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = CapacityAnalyzeCommandTest.class.getResourceAsStream("/capacity/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
