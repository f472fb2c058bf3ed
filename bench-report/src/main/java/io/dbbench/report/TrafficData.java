package io.dbbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TransactionTraffic;
import java.util.List;

/**
 * What crossed the client's sockets (docs/traffic.md), as the report draws it: bytes each way and round
 * trips per transaction of each type (from the run's {@code traffic} section), and megabits per second and
 * round trips per second over time (from each interval's own counts, so the curve is measured, not the
 * totals spread over the run). Null where the run did not count its traffic.
 */
final class TrafficData {
    /** Decimal megabits, as the live {@code net} column: bytes × 8 / 10⁶. */
    private static final double BITS_PER_MEGABIT = 1e6;

    private TrafficData() {}

    /** The {@code traffic} node of a run: totals and one row per transaction type, or null when not counted. */
    static void put(RunResult r, ObjectNode run, JsonNodeFactory json) {
        RunTraffic traffic = r.details().traffic();
        if (!traffic.measured()) {
            run.putNull("traffic");
            return;
        }
        ObjectNode node = run.putObject("traffic");
        node.set("total", row(traffic.total(), json));
        ArrayNode types = node.putArray("transactions");
        for (TransactionTraffic t : traffic.transactions()) {
            types.addObject().put("id", t.id()).put("label", label(r, t.id())).setAll(row(t, json));
        }
    }

    private static ObjectNode row(TransactionTraffic t, JsonNodeFactory json) {
        return json.objectNode()
                .put("executions", t.executions())
                .put("bytesOut", t.totals().bytesOut())
                .put("bytesIn", t.totals().bytesIn())
                .put("roundTrips", t.totals().roundTrips())
                .put("bytesOutPerTransaction", LatencyData.round3(t.bytesOutPerTransaction()))
                .put("bytesInPerTransaction", LatencyData.round3(t.bytesInPerTransaction()))
                .put("roundTripsPerTransaction", LatencyData.round3(t.roundTripsPerTransaction()));
    }

    /** The transaction's label in the report (its short name), its id when the run has no such type. */
    private static String label(RunResult r, String id) {
        return r.transactions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .map(RunTables::label)
                .orElse(id);
    }

    /** Whether any interval of the run kept its traffic: only then has the timeline traffic columns. */
    static boolean inIntervals(List<IntervalSample> samples) {
        return samples.stream().anyMatch(s -> s.traffic() != null);
    }

    /**
     * Adds one interval's megabits per second each way and round trips per second to the timeline's columns;
     * nulls (a gap in the chart) for an interval whose traffic was not counted.
     */
    static void addInterval(IntervalSample sample, double lengthSeconds, ArrayNode[] columns) {
        if (sample.traffic() == null) {
            for (ArrayNode c : columns) c.addNull();
            return;
        }
        columns[0].add(LatencyData.round3(sample.traffic().bytesOut() * 8 / BITS_PER_MEGABIT / lengthSeconds));
        columns[1].add(LatencyData.round3(sample.traffic().bytesIn() * 8 / BITS_PER_MEGABIT / lengthSeconds));
        columns[2].add(LatencyData.round3(sample.traffic().roundTrips() / lengthSeconds));
    }
}
