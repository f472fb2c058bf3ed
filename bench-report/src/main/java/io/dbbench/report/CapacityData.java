package io.dbbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslModel;
import io.dbbench.core.internal.capacity.plan.CapacityOptionException;
import io.dbbench.core.internal.capacity.plan.Slo;
import io.dbbench.core.internal.capacity.plan.SloParser;

/**
 * A capacity search's curve and steps (results.json's {@code capacity} section, docs/capacity.md) as the report's
 * panel draws them: per step the load, TPS ± error, p50/p95/p99 of all transactions and the verdicts; the USL curve
 * when the fit describes the steps ({@link UslFit#describes}: more than three loads, R² at least {@link UslFit#LOW_R2},
 * closed loop); each latency SLO of all
 * transactions as a level; the maximum sustainable and the breaking step. Absent from a run without the section.
 */
final class CapacityData {
    private static final int CURVE_POINTS = 100;
    /**
     * The statistics the panel draws as lines: p99 always, p50 and p95 when an SLO of all transactions bounds them (as
     * capacity.png); an SLO on another statistic is its level alone, labelled "(p90 not plotted)".
     */
    private static final java.util.Set<String> DRAWN = java.util.Set.of("p50", "p95", "p99");

    private CapacityData() {}

    static void put(JsonNode section, ObjectNode run, JsonNodeFactory json) {
        if (section == null || !section.isObject()) return;
        ObjectNode node = run.putObject("capacity");
        String kind = section.path("loadKind").asText("users");
        node.put("loadKind", kind);
        ArrayNode steps = node.putArray("steps");
        double minLoad = Double.POSITIVE_INFINITY;
        double maxLoad = 0;
        // the loads the search fitted: those of the steps with a TPS above 0, as CapacitySection takes them
        java.util.Set<Double> fittedLoads = new java.util.HashSet<>();
        for (JsonNode s : section.path("steps")) {
            double load = s.path("load").asDouble();
            if (s.path("throughput").asDouble(0) > 0) fittedLoads.add(load);
            minLoad = Math.min(minLoad, load);
            maxLoad = Math.max(maxLoad, load);
            ObjectNode step = steps.addObject();
            step.set("load", value(s, "load", json));
            step.set("tps", value(s, "throughput", json));
            step.set("tpsError", value(s, "throughputError", json));
            for (String key : new String[] {"p50Ms", "p95Ms", "p99Ms", "completed", "failed", "clientCpuPercent"})
                step.set(key, value(s, key, json));
            step.put("slo", verdict(s.path("slos")));
            step.put("growth", s.path("growth").path("status").asText(null));
            step.put("littleLaw", s.path("littleLaw").path("status").asText(null));
            step.put("decision", s.path("decision").asText(null));
        }
        putLevels(section.path("slos"), node);
        JsonNode usl = section.path("usl");
        boolean drawn = kind.equals("users")
                && usl.has("sigma")
                && UslFit.describes(fittedLoads.size(), usl.path("r2").asDouble(0))
                && maxLoad > 0;
        if (drawn) {
            ArrayNode curve = node.putArray("fit");
            double lambda = usl.path("lambda").asDouble();
            double sigma = usl.path("sigma").asDouble();
            double kappa = usl.path("kappa").asDouble();
            for (int i = 0; i <= CURVE_POINTS; i++) {
                double x = minLoad + (maxLoad - minLoad) * i / CURVE_POINTS;
                double y = UslModel.throughput(lambda, sigma, kappa, x);
                if (Double.isFinite(y))
                    curve.addArray().add(LatencyData.round3(x)).add(LatencyData.round3(y));
            }
        } else {
            node.putNull("fit");
        }
        node.put("fitNote", fitNote(usl, kind, drawn, fittedLoads.size()));
        node.set("maximum", section.path("maximum").isObject() ? section.get("maximum") : json.nullNode());
        node.set("breaking", section.path("breaking").isObject() ? section.get("breaking") : json.nullNode());
        node.put("stop", section.path("stop").path("sentence").asText(null));
        node.put("knee", section.path("knee").path("sentence").asText(null));
    }

    /** The number at {@code key}, or null when it is missing or not a number. */
    private static JsonNode value(JsonNode step, String key, JsonNodeFactory json) {
        JsonNode v = step.path(key);
        if (v.isIntegralNumber()) return json.numberNode(v.longValue());
        return v.isNumber() ? json.numberNode(v.doubleValue()) : json.nullNode();
    }

    /** HELD when every SLO held, BROKEN when one broke, NO_DATA when one had nothing to judge; NONE without SLOs. */
    private static String verdict(JsonNode slos) {
        if (slos.isEmpty()) return "NONE";
        boolean noData = false;
        for (JsonNode o : slos) {
            String status = o.path("status").asText();
            if (status.equals("BROKEN")) return "BROKEN";
            noData |= !status.equals("HELD");
        }
        return noData ? "NO_DATA" : "HELD";
    }

    /** The latency SLOs of all transactions as levels in ms; which statistic each bounds, for its line. */
    private static void putLevels(JsonNode texts, ObjectNode node) {
        ArrayNode levels = node.putArray("sloLevels");
        for (JsonNode text : texts) {
            Slo slo;
            try {
                slo = SloParser.parse(text.asText());
            } catch (CapacityOptionException e) {
                continue; // written by a search that parsed it: a hand-edited file's SLO is left undrawn
            }
            if (slo.transaction() != null || !slo.statistic().isLatency()) continue;
            String statistic = slo.statistic().label();
            boolean drawn = DRAWN.contains(statistic);
            levels.addObject()
                    .put("label", "SLO " + slo.text() + (drawn ? "" : " (" + statistic + " not plotted)"))
                    .put("statistic", slo.statistic().label())
                    .put("ms", slo.limitInBaseUnits() / 1e6);
        }
    }

    private static String fitNote(JsonNode usl, String kind, boolean drawn, int fittedLoads) {
        if (!kind.equals("users")) return "Open loop: no USL fit.";
        if (!usl.has("sigma")) return "No USL fit: " + usl.path("error").asText("none") + ".";
        String figures = "USL fit: σ " + usl.path("sigma").asText() + ", κ "
                + usl.path("kappa").asText() + ", R² " + usl.path("r2").asText();
        if (!drawn && fittedLoads <= UslFit.EXACT_FIT_LOADS)
            return figures + ". The curve is not drawn: with " + fittedLoads
                    + " loads any curve of the law passes through them, so it shows nothing.";
        if (!drawn) return figures + ". The curve is not drawn: R² is below " + UslFit.LOW_R2 + ".";
        JsonNode peak = usl.path("peakLoad");
        return figures + (peak.isNumber() ? ", peak at " + peak.asText() + " users." : ", no peak predicted.");
    }
}
