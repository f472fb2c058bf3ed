package io.dbbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import org.HdrHistogram.Histogram;

/**
 * The parts of a run the report draws: what happened second by second (from the interval samples),
 * latency distributions (from the full histograms), and the iterations.
 *
 * <p>Second by second, results hold each transaction type's count, failures, mean, maximum and p50/p90/p99
 * per interval (percentiles only in files written since dbbench kept them), not a whole histogram.
 * Percentiles of all transactions together over time are drawn per iteration, whose histograms are complete.
 */
final class RunSeries {
    private RunSeries() {}

    static void put(RunResult r, ObjectNode run, JsonNodeFactory json) {
        run.set("timeline", timeline(r, json));
        ArrayNode distributions = run.putArray("latencyDistribution");
        for (TransactionResult tx : r.transactions()) {
            if (tx.latencyNanos().getTotalCount() > 0)
                distributions.add(curve(RunTables.label(tx), tx.latencyNanos(), json));
        }
        ArrayNode waits = run.putArray("waitDistribution");
        if (r.details().scheduleLagNanos() != null
                && r.details().scheduleLagNanos().getTotalCount() > 0) {
            waits.add(curve("schedule lag", r.details().scheduleLagNanos(), json));
        }
        for (ServiceResult s : r.details().services()) {
            if (s.poolWaitNanos().getTotalCount() > 0)
                waits.add(curve("pool wait " + s.name(), s.poolWaitNanos(), json));
        }
        ArrayNode iterations = run.putArray("iterations");
        for (IterationResult it : r.details().iterations()) iterations.add(iteration(it, json));
    }

    private static ObjectNode curve(String label, Histogram h, JsonNodeFactory json) {
        ObjectNode node = json.objectNode().put("label", label);
        node.set("points", LatencyData.percentileCurve(h, json));
        return node;
    }

    /** One column per interval sample: seconds since the load started, TPS, failures, users, and per transaction. */
    private static ObjectNode timeline(RunResult r, JsonNodeFactory json) {
        ObjectNode node = json.objectNode();
        ArrayNode seconds = node.putArray("seconds");
        ArrayNode tps = node.putArray("tps");
        ArrayNode failed = node.putArray("failedPerSecond");
        ArrayNode users = node.putArray("usersLoggedOn");
        ArrayNode transactions = node.putArray("transactions");
        // traffic over time only from intervals that kept it (a run that counted it, written since they do)
        boolean traffic = TrafficData.inIntervals(r.intervals());
        node.put("traffic", traffic);
        ArrayNode[] trafficColumns = traffic
                ? new ArrayNode[] {
                    node.putArray("mbitOutPerSecond"),
                    node.putArray("mbitInPerSecond"),
                    node.putArray("roundTripsPerSecond")
                }
                : null;
        // Merged repeats (--repeats, the --fork parent) chain each repeat's intervals, whose elapsedMillis start
        // again from zero: where it goes down a new repeat begins, its first interval is as long as its own
        // elapsedMillis, and it is drawn after the previous repeat (repeats back to back, pauses left out).
        long previousMillis = 0;
        long offsetMillis = 0;
        for (IntervalSample sample : r.intervals()) {
            if (sample.elapsedMillis() < previousMillis) {
                offsetMillis += previousMillis;
                previousMillis = 0;
            }
            double lengthSeconds = Math.max(1, sample.elapsedMillis() - previousMillis) / 1000.0;
            previousMillis = sample.elapsedMillis();
            seconds.add(LatencyData.round3((offsetMillis + sample.elapsedMillis()) / 1000.0));
            tps.add(LatencyData.round3(sample.completed() / lengthSeconds));
            failed.add(LatencyData.round3(sample.failed() / lengthSeconds));
            users.add(sample.usersLoggedOn());
            if (trafficColumns != null) TrafficData.addInterval(sample, lengthSeconds, trafficColumns);
        }
        // results.json files from before dbbench kept per-interval percentiles have none: no arrays, no chart
        boolean percentiles = r.intervals().stream()
                .flatMap(s -> s.byTransaction().values().stream())
                .anyMatch(TransactionInterval::hasPercentiles);
        node.put("percentiles", percentiles);
        // a statement has no per-interval figures (they stay its transaction's): no series of gaps for it
        for (TransactionResult tx : TransactionResult.transactionsOnly(r.transactions())) {
            ObjectNode series = transactions.addObject().put("id", tx.id()).put("label", RunTables.label(tx));
            ArrayNode mean = series.putArray("meanMs");
            ArrayNode max = series.putArray("maxMs");
            ArrayNode[] bands = percentiles
                    ? new ArrayNode[] {series.putArray("p50Ms"), series.putArray("p90Ms"), series.putArray("p99Ms")}
                    : null;
            ArrayNode failures = series.putArray("failed");
            for (IntervalSample sample : r.intervals()) {
                TransactionInterval t = sample.byTransaction().getOrDefault(tx.id(), TransactionInterval.EMPTY);
                // no completed transaction: no response time to draw (a gap, not a zero)
                boolean none = t.completed() == 0;
                add(mean, none ? Double.NaN : t.meanLatencyNanos());
                add(max, none ? Double.NaN : t.maxLatencyNanos());
                if (bands != null) {
                    boolean unknown = none || !t.hasPercentiles();
                    add(bands[0], unknown ? Double.NaN : t.p50LatencyNanos());
                    add(bands[1], unknown ? Double.NaN : t.p90LatencyNanos());
                    add(bands[2], unknown ? Double.NaN : t.p99LatencyNanos());
                }
                failures.add(t.failed());
            }
        }
        return node;
    }

    /** Milliseconds, or null (a gap in the chart) for NaN. */
    private static void add(ArrayNode array, double nanos) {
        if (Double.isNaN(nanos)) array.addNull();
        else array.add(LatencyData.ms(nanos));
    }

    /** An iteration's throughput and the percentiles of all its transactions together. */
    private static ObjectNode iteration(IterationResult it, JsonNodeFactory json) {
        Histogram all = null;
        for (TransactionResult tx : TransactionResult.transactionsOnly(it.transactions())) {
            if (all == null) all = tx.latencyNanos().copy();
            else all.add(tx.latencyNanos());
        }
        ObjectNode node = json.objectNode()
                .put("phase", it.phase().name().toLowerCase(java.util.Locale.ROOT))
                .put("repeat", it.repeat())
                .put("index", it.index())
                .put("seconds", LatencyData.round3(it.duration().toMillis() / 1000.0))
                .put("completed", it.completed())
                .put("failed", it.failed())
                .put("tps", LatencyData.round3(it.transactionsPerSecond()));
        node.set("latency", all == null ? json.nullNode() : LatencyData.summary(all, json));
        return node;
    }
}
