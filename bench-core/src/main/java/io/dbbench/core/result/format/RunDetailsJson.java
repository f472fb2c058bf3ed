package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.ServiceResult;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The part of results.json beyond SwingBench's results (format version 2): topology and services,
 * iterations with their raw per-transaction histograms, and the open-loop schedule lag. A version 1
 * file has none of it and reads as {@link RunDetails#NONE}.
 */
final class RunDetailsJson {
    private RunDetailsJson() {}

    static void write(RunDetails d, ObjectNode root, JsonNodeFactory json) {
        if (d.topology() == null) root.putNull("topology");
        else root.put("topology", d.topology());
        ArrayNode services = root.putArray("services");
        for (ServiceResult s : d.services()) {
            ObjectNode node = services.addObject()
                    .put("name", s.name())
                    .put("connections", s.connections())
                    .put("users", s.users())
                    .put("completed", s.completed())
                    .put("failed", s.failed());
            node.set("latencyNanos", histogram(s.latencyNanos(), json));
            node.set("poolWaitNanos", histogram(s.poolWaitNanos(), json));
        }
        if (d.openLoop()) {
            ObjectNode open = root.putObject("openLoop");
            open.put("targetRatePerSecond", JsonNumbers.derived(d.targetRatePerSecond()));
            if (d.scheduleLagNanos() != null) open.set("scheduleLagNanos", histogram(d.scheduleLagNanos(), json));
        } else {
            root.putNull("openLoop");
        }
        IterationsJson.addTo(root.putArray("iterations"), d.iterations(), json);
        ReplicaJson.write(d, root, json);
        TrafficJson.write(d.traffic(), root);
    }

    /** Summary figures for people and scripts, and the whole histogram for our readers. */
    static ObjectNode histogram(Histogram h, JsonNodeFactory json) {
        boolean empty = h.getTotalCount() == 0;
        return json.objectNode()
                .put("count", h.getTotalCount())
                .put("mean", JsonNumbers.derived(empty ? 0 : h.getMean()))
                .put("p50", empty ? 0 : h.getValueAtPercentile(50))
                .put("p90", empty ? 0 : h.getValueAtPercentile(90))
                .put("p99", empty ? 0 : h.getValueAtPercentile(99))
                .put("p99.9", empty ? 0 : h.getValueAtPercentile(99.9))
                .put("max", empty ? 0 : h.getMaxValue())
                .put("histogram", HistogramBase64.encode(h));
    }

    static RunDetails read(JsonFields root, long formatVersion) throws MalformedResultsException {
        if (formatVersion < 2) return RunDetails.NONE;
        String topology = root.textOrNull("topology");
        List<ServiceResult> services = new ArrayList<>();
        for (JsonFields s : root.objects("services")) {
            services.add(new ServiceResult(
                    s.text("name"),
                    s.intValue("connections"),
                    s.intValue("users"),
                    s.longValue("completed"),
                    s.longValue("failed"),
                    ResultsJsonReader.histogram(s.object("latencyNanos")),
                    ResultsJsonReader.histogram(s.object("poolWaitNanos"))));
        }
        double rate = 0;
        Histogram lag = null;
        if (root.has("openLoop")) {
            JsonFields open = root.object("openLoop");
            rate = open.doubleValue("targetRatePerSecond");
            if (open.has("scheduleLagNanos")) lag = ResultsJsonReader.histogram(open.object("scheduleLagNanos"));
        }
        List<IterationResult> iterations = IterationsJson.read(root);
        RunDetails details;
        try {
            details = new RunDetails(topology, services, iterations, rate, lag);
        } catch (IllegalArgumentException e) {
            throw root.invalid("openLoop", e.getMessage(), e);
        }
        return ServerJson.read(root, TrafficJson.read(root, ReplicaJson.read(root, details)));
    }
}
