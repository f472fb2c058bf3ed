package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare} of two capacity searches, through the real command line on scripted results.json files: a run's
 * file with a hand-written {@code capacity} section (src/test/resources/compare/capacity-*.json). The outputs are
 * sealed by golden files (regenerate with -Dgolden.update=true and review the diff).
 */
class CompareCapacityTest {
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    /** Steps 1, 2, 4 both measured (faster, not significant, slower), 8 and 16 one each; both fits give a peak. */
    @Test
    void twoSearchesAreComparedStepByStepThenByTheirMaxima() throws IOException {
        CliRun r = CliRun.of(
                "compare", search("base.json", "capacity-base.json"), search("new.json", "capacity-new.json"));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertGolden("capacity-golden.txt", r.out());
        assertEquals("", r.err());
    }

    /** The steps follow --confidence; a knee sentence quoting the search's ± says that ± is the search's own. */
    @Test
    void theKneesOwnPlusMinusIsLabelledWithItsConfidence() throws IOException {
        CliRun r = CliRun.of(
                "compare",
                search("base.json", "capacity-base.json"),
                search("new.json", "capacity-new.json"),
                "--confidence",
                "90");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("TPS ± half-width of the 90% confidence interval"), r.out());
        assertTrue(
                r.out()
                        .contains("  new       none: TPS still rose significantly at the last step, 16 users (2300.0 ±"
                                + " 57.3 TPS) [± at 99%, the search's own]\n"),
                r.out());
    }

    /** A section written before the per-iteration TPS were kept: no verdict, and why; no maximum, no fit, interrupted. */
    @Test
    void anOlderSectionWithoutIterationValuesGetsNoVerdictAndSaysWhy() throws IOException {
        CliRun r =
                CliRun.of("compare", search("old.json", "capacity-old.json"), search("new.json", "capacity-new.json"));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertGolden("capacity-old-golden.txt", r.out());
    }

    /** Whether a maximum is a lower bound is the section's key, not the sentence's wording; older files: the sentence. */
    @Test
    void aLowerBoundIsReadFromItsKey() throws IOException {
        ObjectNode section = section("capacity-base.json");
        ((ObjectNode) section.get("maximum")).put("lowerBound", true).put("lowerBoundReason", "search interrupted");
        String interrupted = withSection("interrupted.json", section);
        CliRun r = CliRun.of("compare", interrupted, search("new.json", "capacity-new.json"));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out().contains("  base      at least 2450.0 ± 57.3 TPS at 4 users (search interrupted)\n"), r.out());
        ObjectNode keyed = section("capacity-new.json");
        ((ObjectNode) keyed.get("maximum")).put("lowerBound", false);
        CliRun notBound = CliRun.of("compare", search("base.json", "capacity-base.json"), withSection("k.json", keyed));
        assertTrue(notBound.out().contains("  new       2300.0 ± 57.3 TPS at 16 users\n"), notBound.out());
    }

    /**
     * A search in rounds ({@code --repeats}) is tested on its rounds' TPS (n = rounds), as it was scored, not on every
     * iteration of every round: six steady iterations a side say faster, two rounds far apart do not.
     */
    @Test
    void aStepInRoundsIsTestedOnItsRoundsNotOnItsIterations() throws IOException {
        ObjectNode base = section("capacity-base.json");
        ObjectNode candidate = section("capacity-new.json");
        steadyIterations((ObjectNode) base.get("steps").get(0), 1000);
        steadyIterations((ObjectNode) candidate.get("steps").get(0), 1100);
        CliRun pooled = CliRun.of("compare", withSection("b.json", base), withSection("n.json", candidate));
        assertEquals(ExitCodes.OK, pooled.exitCode(), pooled.err());
        assertTrue(stepRow(pooled.out(), 1).endsWith("faster"), pooled.out());

        rounds((ObjectNode) base.get("steps").get(0), 950, 1050);
        rounds((ObjectNode) candidate.get("steps").get(0), 1050, 1150);
        CliRun r = CliRun.of("compare", withSection("br.json", base), withSection("nr.json", candidate));
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(stepRow(r.out(), 1).contains("not significant"), r.out());
    }

    private static void steadyIterations(ObjectNode step, int tps) {
        step.put("throughput", tps).put("iterations", 6);
        var values = step.putArray("iterationThroughputs");
        for (int i = 0; i < 2; i++) values.add(tps).add(tps + 10).add(tps - 10);
    }

    private static void rounds(ObjectNode step, int first, int second) {
        var rounds = step.putArray("rounds");
        rounds.addObject().put("round", 1).put("throughput", first).put("iterations", 3);
        rounds.addObject().put("round", 2).put("throughput", second).put("iterations", 3);
    }

    private static String stepRow(String out, int users) {
        return out.lines()
                .filter(l -> l.startsWith(String.format("%5d ", users)))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + users + " users in\n" + out));
    }

    /** New's maximum is only a lower bound, below base's: new's real maximum may be anywhere above it. */
    @Test
    void aNewLowerBoundBelowTheBasesMaximumCannotBeChecked() throws IOException {
        String base = search("base.json", "capacity-base.json");
        String candidate = search("new.json", "capacity-new.json");
        CliRun r = CliRun.of("compare", base, candidate, "--fail-if-slower", "5%");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: --fail-if-slower cannot be checked: new's maximum, at least 2300.0 TPS at 16"
                        + " users, is only a lower bound (the list ended while TPS still rose significantly) below"
                        + " base's 2450.0 TPS: the maxima cannot show a fall; run new on until a stop rule fires (an"
                        + " SLO breach or saturation)",
                r.err().strip());
        assertTrue(r.out().contains("gate: maximum sustainable throughput slower by more than 5%: cannot be checked"));
        // within a 10 % threshold even the bound is not too low; the other way round the maximum rose
        assertEquals(
                ExitCodes.OK,
                CliRun.of("compare", base, candidate, "--fail-if-slower", "10").exitCode());
        assertEquals(
                ExitCodes.OK,
                CliRun.of("compare", candidate, base, "--fail-if-slower", "5").exitCode());
    }

    /** The same service searched over 1,2,4,8 and over 1,2,4 users, TPS still rising: nothing fell. */
    @Test
    void aShorterListOfTheSameServiceIsNoRegression() throws IOException {
        ObjectNode rising = section("capacity-base.json");
        ((ObjectNode) rising.withArray("/steps").get(3))
                .put("throughput", 2900)
                .put("p99Ms", 1.0)
                .set("iterationThroughputs", MAPPER.valueToTree(new int[] {2900, 2910, 2890}));
        rising.set(
                "stop", MAPPER.readTree("{\"reason\":\"LIST_END\",\"sentence\":\"the last step of --users is done\"}"));
        rising.putNull("breaking");
        rising.set("maximum", lowerBound(8, 2900));
        ObjectNode shorter = rising.deepCopy();
        shorter.withArray("/steps").remove(3);
        shorter.set("maximum", lowerBound(4, 2450));
        CliRun r = CliRun.of(
                "compare", withSection("b.json", rising), withSection("n.json", shorter), "--fail-if-slower", "5");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().contains("new's maximum, at least 2450.0 TPS at 4 users, is only a lower bound"), r.err());
    }

    /** Base's maximum only a lower bound, new's a real maximum below it: a genuine fall. */
    @Test
    void aRealMaximumBelowTheBasesLowerBoundIsARegression() throws IOException {
        ObjectNode lower = section("capacity-base.json");
        ((ObjectNode) lower.withArray("/steps").get(2))
                .put("throughput", 2100)
                .set("iterationThroughputs", MAPPER.valueToTree(new int[] {2100, 2110, 2090}));
        ((ObjectNode) lower.get("maximum")).put("throughput", 2100);
        CliRun r = CliRun.of(
                "compare",
                search("base.json", "capacity-new.json"),
                withSection("lower.json", lower),
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: regression beyond --fail-if-slower 5: maximum sustainable throughput -8.7%"
                        + " (p<0.0001)",
                r.err().strip());
        assertTrue(
                r.out().contains("gate: maximum sustainable throughput slower by more than 5%: REGRESSION: maximum"),
                r.out());
    }

    private static ObjectNode lowerBound(int users, int tps) {
        ObjectNode max = MAPPER.createObjectNode();
        max.put("load", users).put("throughput", tps);
        max.put("sentence", "maximum sustainable throughput at least " + tps + " TPS at " + users + " users");
        return max.put("lowerBound", true).put("lowerBoundReason", "the list ended while TPS still rose significantly");
    }

    @Test
    void aNewSearchThatHeldNoStepWithinItsSlosIsARegression() throws IOException {
        CliRun r = CliRun.of(
                "compare",
                search("base.json", "capacity-base.json"),
                search("old.json", "capacity-old.json"),
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertTrue(r.err().contains("new held no step within its SLOs (base sustained 4 users)"), r.err());
    }

    /** Interrupted in the first step's warm-up: nothing was measured, so nothing fell. */
    @Test
    void aNewSearchThatMeasuredNothingCannotBeChecked() throws IOException {
        ObjectNode nothing = withoutMaximum(
                "{\"load\":1,\"throughput\":null,\"iterations\":0,\"p99Ms\":null}", "null", "[\"p99<2ms\"]");
        nothing.put("interruptedStep", 1);
        CliRun r = CliRun.of(
                "compare",
                search("base.json", "capacity-base.json"),
                withSection("nothing.json", nothing),
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: --fail-if-slower cannot be checked: new measured no iteration: no step measured"
                        + " an iteration (interrupted in the step at 1 user)",
                r.err().strip());
        assertTrue(r.out().contains("  new/base  no ratio: new measured no iteration\n"), r.out());
    }

    /** Every step stalled, no SLO given: a regression, said as a stall and never as an SLO. */
    @Test
    void aNewSearchThatStalledIsARegressionSaidAsAStall() throws IOException {
        ObjectNode stalled = withoutMaximum(
                "{\"load\":1,\"throughput\":0,\"iterations\":3,\"iterationThroughputs\":[0,0,0],\"p99Ms\":null}",
                "{\"reason\":\"STALLED\",\"sentence\":\"stalled: 1 user completed no transaction\"}",
                "[]");
        CliRun r = CliRun.of(
                "compare",
                search("base.json", "capacity-base.json"),
                withSection("stalled.json", stalled),
                "--fail-if-slower",
                "5");
        assertEquals(ExitCodes.REGRESSION, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: regression beyond --fail-if-slower 5: new stalled at every step (completed no"
                        + " transaction) (base sustained 4 users)",
                r.err().strip());
        assertTrue(
                r.out()
                        .contains("  new       none: every step stalled: it completed no transaction (stalled: 1 user"
                                + " completed no transaction)\n"),
                r.out());
    }

    /** A section of one step and no maximum, breaking step or USL fit. */
    private static ObjectNode withoutMaximum(String step, String stop, String slos) throws IOException {
        ObjectNode section = section("capacity-base.json");
        section.set("slos", MAPPER.readTree(slos));
        section.putArray("steps").add(MAPPER.readTree(step));
        section.set("stop", MAPPER.readTree(stop));
        section.putNull("maximum");
        section.putNull("breaking");
        section.set("knee", MAPPER.readTree("{\"load\":null,\"sentence\":\"no knee: no step\"}"));
        section.set("usl", MAPPER.readTree("{\"error\":\"too few points\"}"));
        return section;
    }

    @Test
    void aGateThatCannotTestTheMaximaIsBadUsage() throws IOException {
        String base = search("base.json", "capacity-base.json");
        String candidate = search("new.json", "capacity-new.json");
        CliRun noTps = CliRun.of("compare", base, candidate, "--fail-if-slower", "5", "--gate", "p50");
        assertEquals(ExitCodes.BAD_USAGE, noTps.exitCode(), noTps.err());
        assertEquals(
                "bench-cli: compare: --fail-if-slower cannot be checked: --gate has no tps: a capacity comparison"
                        + " gates the maximum sustainable throughput only",
                noTps.err().strip());
        ObjectNode section = section("capacity-new.json");
        section.withArray("/steps").forEach(step -> ((ObjectNode) step).remove("iterationThroughputs"));
        String old = withSection("new-old.json", section);
        CliRun noValues = CliRun.of("compare", base, old, "--fail-if-slower", "5");
        assertEquals(ExitCodes.BAD_USAGE, noValues.exitCode(), noValues.err());
        assertTrue(
                noValues.err()
                        .strip()
                        .endsWith("the maxima cannot be tested: new's section has no per-iteration TPS"
                                + " (iterationThroughputs; a search written before they were kept)"),
                noValues.err());
    }

    @Test
    void aSearchBesideAnOrdinaryRunIsOneLineNamingTheFile() throws IOException {
        String search = search("base.json", "capacity-base.json");
        String plain = CompareRuns.write(dir.resolve("plain.json"), CompareRuns.run(1, 1000, 1010, 990))
                .toString();
        CliRun r = CliRun.of("compare", search, plain);
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: " + plain + ": no capacity section, but " + search + " is a capacity search:"
                        + " compare two searches' results.json (dbbench capacity), or two ordinary runs",
                r.err().strip());
        assertEquals("", r.out());
        CliRun reversed = CliRun.of("compare", plain, search);
        assertEquals(ExitCodes.BAD_CONFIG, reversed.exitCode());
        assertTrue(reversed.err().startsWith("bench-cli: compare: " + plain + ": no capacity section"), reversed.err());
    }

    @Test
    void ordinaryRunsInAListBesideASearchAreNamedAsOrdinaryRuns() throws IOException {
        String search = search("base.json", "capacity-base.json");
        String plain = CompareRuns.write(dir.resolve("p1.json"), CompareRuns.run(1, 1000, 1010, 990)) + ","
                + CompareRuns.write(dir.resolve("p2.json"), CompareRuns.run(2, 1000, 1010, 990));
        CliRun r = CliRun.of("compare", plain, search);
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: " + plain + ": ordinary runs, none with a capacity section, but " + search
                        + " is a capacity search: compare two searches' results.json (dbbench capacity), or two"
                        + " ordinary runs",
                r.err().strip());
    }

    @Test
    void aFileThatIsNotAResultsJsonIsNamed() throws IOException {
        String search = search("base.json", "capacity-base.json");
        Path csv = Files.writeString(dir.resolve("steps.csv"), "users,tps\n1,1000\n");
        CliRun r = CliRun.of("compare", search, csv.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().startsWith("bench-cli: compare: " + csv + ": "), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void aBrokenSectionIsNamedWithItsPath() throws IOException {
        ObjectNode section = section("capacity-new.json");
        ((ObjectNode) section.withArray("/steps").get(1))
                .putArray("iterationThroughputs")
                .add("fast");
        String broken = withSection("broken.json", section);
        CliRun r = CliRun.of("compare", search("base.json", "capacity-base.json"), broken);
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: " + broken + ": capacity.steps[1].iterationThroughputs[0] is \"fast\": not a TPS"
                        + " (a number, 0 or more)",
                r.err().strip());
        assertFalse(r.err().contains("\tat "), r.err());
    }

    @Test
    void aPeakBeyondADoubleIsABadFileNotAStackTrace() throws IOException {
        Path file = Path.of(search("huge.json", "capacity-new.json"));
        String text = Files.readString(file);
        assertTrue(text.contains("\"peakLoad\":13.9284"), text);
        Files.writeString(file, text.replace("\"peakLoad\":13.9284", "\"peakLoad\":1e400"));
        CliRun r = CliRun.of("compare", search("base.json", "capacity-base.json"), file.toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: " + file + ": capacity.usl.peakLoad is out of range: not a finite number",
                r.err().strip());
    }

    @Test
    void searchesAreComparedOneFileASide() throws IOException {
        String a = search("a.json", "capacity-base.json");
        String b = search("b.json", "capacity-new.json");
        CliRun r = CliRun.of("compare", a + "," + b, search("c.json", "capacity-new.json"));
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: compare: capacity searches are compared one file a side, not pooled from a list (" + a + ","
                        + b + ")",
                r.err().strip());
    }

    /** An ordinary run's results.json with the scripted section {@code resource} added as {@code capacity}. */
    private String search(String name, String resource) throws IOException {
        return withSection(name, section(resource));
    }

    private String withSection(String name, ObjectNode section) throws IOException {
        Path file = CompareRuns.write(dir.resolve(name), CompareRuns.run(1, 1000, 1010, 990));
        ObjectNode root = (ObjectNode) MAPPER.readTree(file.toFile());
        root.set("capacity", section);
        Files.writeString(file, MAPPER.writeValueAsString(root));
        return file.toString();
    }

    private static ObjectNode section(String resource) throws IOException {
        return (ObjectNode) MAPPER.readTree(text(resource));
    }

    private void assertGolden(String name, String actual) throws IOException {
        String normalised = actual.replace(dir.toString(), "DIR").replace("\r\n", "\n");
        if (UPDATE) {
            Files.writeString(Path.of("src", "test", "resources", "compare", name), normalised);
            return;
        }
        assertEquals(
                text(name), normalised, "differs from compare/" + name + " (regenerate with -Dgolden.update=true)");
    }

    private static String text(String resource) throws IOException {
        try (InputStream in = CompareCapacityTest.class.getResourceAsStream("/compare/" + resource)) {
            assertNotNull(in, "missing test resource /compare/" + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
