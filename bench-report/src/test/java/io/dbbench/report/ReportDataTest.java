package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.RepeatMerger;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The report's data section: sealed by golden files from a fixed results.json, and checked against the run. */
class ReportDataTest {
    private final RunResult sample = SampleRuns.sample();

    @Test
    void oneRunMatchesGolden() throws IOException {
        GoldenText.assertMatches(
                "report-data.json",
                ReportData.toJson(ReportData.build(List.of(new ReportInput("results.json", sample)))));
    }

    @Test
    void twoRunsWithVerdictsMatchGolden() throws IOException {
        GoldenText.assertMatches(
                "report-data-two-runs.json",
                ReportData.toJson(ReportData.build(
                        List.of(new ReportInput("before.json", sample), new ReportInput("after.json", sample)))));
    }

    /** Merged repeats restart elapsedMillis: each repeat's first interval keeps its length, x runs on. */
    @Test
    void repeatsAreDrawnBackToBack() throws IOException {
        RunResult twoRepeats = RepeatMerger.merge(List.of(sample, sample));
        JsonNode timeline =
                ReportData.build(List.of(new ReportInput("r", twoRepeats))).at("/runs/0/timeline");
        GoldenText.assertMatches("report-timeline-two-repeats.json", ReportData.toJson((ObjectNode) timeline));
        JsonNode once = ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0/timeline");
        int n = sample.intervals().size();
        for (int i = 0; i < n; i++) {
            assertEquals(
                    once.at("/tps/" + i).asDouble(),
                    timeline.at("/tps/" + (n + i)).asDouble(),
                    "tps of repeat 2, interval " + i);
        }
        for (int i = 1; i < 2 * n; i++) {
            assertTrue(
                    timeline.at("/seconds/" + i).asDouble()
                            > timeline.at("/seconds/" + (i - 1)).asDouble(),
                    "x rises: " + timeline.get("seconds"));
        }
    }

    @Test
    void numbersComeFromTheRun() {
        ObjectNode data = ReportData.build(List.of(new ReportInput("r", sample)));
        JsonNode run = data.get("runs").get(0);
        assertEquals(sample.totalCompleted(), run.at("/totals/completed").asLong());
        assertEquals(sample.totalFailed(), run.at("/totals/failed").asLong());
        assertEquals(sample.intervals().size(), run.at("/timeline/seconds").size());
        assertEquals(sample.transactions().size(), run.get("transactions").size());
        var tx = sample.transactions().get(0);
        assertEquals(
                tx.percentileNanos(99) / 1e6, run.at("/transactions/0/p99Ms").asDouble(), 0.001);
        assertEquals(tx.maxNanos() / 1e6, run.at("/transactions/0/maxMs").asDouble(), 0.001);
        var interval = sample.intervals().get(1).byTransaction().get(tx.id());
        assertTrue(run.at("/timeline/percentiles").asBoolean());
        assertEquals(
                interval.p99LatencyNanos() / 1e6,
                run.at("/timeline/transactions/0/p99Ms/1").asDouble(),
                0.001);
        assertEquals(
                interval.p50LatencyNanos() / 1e6,
                run.at("/timeline/transactions/0/p50Ms/1").asDouble(),
                0.001);
        assertEquals(sample.details().iterations().size(), run.get("iterations").size());
        assertEquals(sample.details().services().size(), run.get("services").size());
        assertEquals(sample.errorsByCode().size(), run.get("errors").size());
    }

    @Test
    void percentileCurvesRiseAndEndBelowOneHundredPercent() {
        JsonNode curves =
                ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0/latencyDistribution");
        assertFalse(curves.isEmpty());
        for (JsonNode curve : curves) {
            double lastPercentile = -1;
            double lastMs = -1;
            for (JsonNode p : curve.get("points")) {
                assertTrue(p.get(0).asDouble() > lastPercentile, "percentiles rise: " + curve);
                assertTrue(p.get(1).asDouble() >= lastMs, "latencies never fall: " + curve);
                assertTrue(p.get(0).asDouble() < 100, "100 % has no place on a log axis of 1/(1-p)");
                lastPercentile = p.get(0).asDouble();
                lastMs = p.get(1).asDouble();
            }
        }
    }

    @Test
    void aRunIsCompared() {
        JsonNode comparison = ReportData.build(List.of(new ReportInput("a", sample), new ReportInput("b", sample)))
                .at("/comparisons/0");
        assertEquals("a", comparison.get("base").asText());
        assertEquals("b", comparison.get("candidate").asText());
        assertEquals("TPS", comparison.at("/metrics/0/name").asText());
    }

    @Test
    void verdictsSayWhatCompareSays() {
        JsonNode metrics = ReportData.build(List.of(new ReportInput("a", sample), new ReportInput("b", sample)))
                .at("/comparisons/0/metrics");
        var options = io.dbbench.core.compare.ComparisonOptions.defaults();
        var expected = io.dbbench.core.compare.RunComparison.compare(sample, sample, options)
                .metrics();
        assertEquals(expected.size(), metrics.size());
        for (int i = 0; i < expected.size(); i++) {
            String verdict = metrics.get(i).get("verdict").asText();
            assertEquals(io.dbbench.core.compare.ComparisonTable.verdictText(expected.get(i), options), verdict);
            assertTrue(!verdict.equals("no difference"), "never the bare word without its interval: " + verdict);
        }
    }

    @Test
    void noRunsIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> ReportData.build(List.of()));
    }
}
