package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.result.RepeatMerger;
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
    void aLoadNoteReplacesTheSettingsLoad() {
        JsonNode plain = ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0/settings");
        JsonNode noted = ReportData.build(
                        List.of(new ReportInput("r", sample).withLoadNote("open loop, rates 20,40/s in steps")))
                .at("/runs/0/settings");
        assertEquals("Load", plain.get(plain.size() - 2).get(0).asText());
        assertEquals(
                "open loop at 1500.0 transactions/s",
                plain.get(plain.size() - 2).get(1).asText());
        assertEquals(
                "open loop, rates 20,40/s in steps",
                noted.get(noted.size() - 2).get(1).asText());
    }

    /** Mbit/s over time from each interval's own counts; bytes and round trips per type from the run's traffic. */
    @Test
    void trafficComesFromTheIntervalsAndTheRunsCounts() {
        JsonNode run = ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0");
        assertTrue(run.at("/timeline/traffic").asBoolean());
        var second = sample.intervals().get(1);
        double lengthSeconds =
                (second.elapsedMillis() - sample.intervals().get(0).elapsedMillis()) / 1000.0;
        assertEquals(
                second.traffic().bytesOut() * 8 / 1e6 / lengthSeconds,
                run.at("/timeline/mbitOutPerSecond/1").asDouble(),
                0.001);
        assertEquals(
                second.traffic().bytesIn() * 8 / 1e6 / lengthSeconds,
                run.at("/timeline/mbitInPerSecond/1").asDouble(),
                0.001);
        assertEquals(
                second.traffic().roundTrips() / lengthSeconds,
                run.at("/timeline/roundTripsPerSecond/1").asDouble(),
                0.001);
        var traffic = sample.details().traffic();
        assertEquals(
                traffic.total().bytesInPerTransaction(),
                run.at("/traffic/total/bytesInPerTransaction").asDouble(),
                0.001);
        for (int i = 0; i < traffic.transactions().size(); i++) {
            var t = traffic.transactions().get(i);
            assertEquals(t.id(), run.at("/traffic/transactions/" + i + "/id").asText());
            assertEquals(
                    t.roundTripsPerTransaction(),
                    run.at("/traffic/transactions/" + i + "/roundTripsPerTransaction")
                            .asDouble(),
                    0.001);
        }
        assertEquals("BP", run.at("/traffic/transactions/1/label").asText(), "labelled like the other tables");
    }

    /** The server panel: each counter's growth, per second and per completed transaction, as compare reads them. */
    @Test
    void serverCountersArePerSecondAndPerTransaction() {
        JsonNode server =
                ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0/server");
        var summary = sample.details().server();
        assertEquals(summary.counters().size(), server.get("counters").size());
        JsonNode commits = server.get("counters").get(0);
        assertEquals("commits", commits.get("name").asText());
        assertEquals(
                summary.counters().get("commits").longValue(),
                commits.get("delta").asLong());
        assertEquals(summary.perSecond("commits"), commits.get("perSecond").asDouble(), 0.001);
        assertEquals(
                summary.perTransaction("commits", sample.totalCompleted()),
                commits.get("perTransaction").asDouble(),
                1e-6);
        assertEquals(sample.totalCompleted(), server.get("transactions").asLong());
    }

    /** A run that counted neither: no section, no chart columns, nothing drawn as zero. */
    @Test
    void aRunWithoutTrafficOrServerCountersHasNeither() {
        RunResult bare = new RunResult(
                sample.label(),
                sample.timing(),
                sample.config(),
                sample.environment(),
                sample.transactions(),
                sample.dmlTotals(),
                sample.tpsReadings(),
                sample.intervals().stream()
                        .map(io.dbbench.core.result.IntervalSample::withoutTraffic)
                        .toList(),
                sample.maxTransactionsPerMinute(),
                sample.errorsByCode(),
                sample.endReason(),
                sample.details()
                        .withTraffic(io.dbbench.core.result.RunTraffic.NONE)
                        .withServer(null));
        JsonNode run = ReportData.build(List.of(new ReportInput("r", bare))).at("/runs/0");
        assertTrue(run.get("traffic").isNull());
        assertTrue(run.get("server").isNull());
        assertFalse(run.at("/timeline/traffic").asBoolean());
        assertTrue(run.at("/timeline/mbitOutPerSecond").isMissingNode());
        JsonNode unavailable = ReportData.build(List.of(new ReportInput(
                        "r",
                        bare.withDetails(bare.details()
                                .withServer(io.dbbench.core.result.ServerSummary.unavailable("no privilege"))))))
                .at("/runs/0/server");
        assertEquals("no privilege", unavailable.get("unavailable").asText());
        assertFalse(unavailable.has("counters"));
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
        var options = io.dbbench.core.internal.compare.ComparisonOptions.defaults();
        var expected = io.dbbench.core.internal.compare.RunComparison.compare(sample, sample, options)
                .metrics();
        assertEquals(expected.size(), metrics.size());
        for (int i = 0; i < expected.size(); i++) {
            String verdict = metrics.get(i).get("verdict").asText();
            assertEquals(
                    io.dbbench.core.internal.compare.ComparisonTable.verdictText(expected.get(i), options), verdict);
            assertTrue(!verdict.equals("no difference"), "never the bare word without its interval: " + verdict);
        }
    }

    @Test
    void noRunsIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> ReportData.build(List.of()));
    }
}
