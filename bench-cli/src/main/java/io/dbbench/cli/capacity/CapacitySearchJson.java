package io.dbbench.cli.capacity;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.internal.capacity.UslFitter;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.compare.CapacityRun;
import io.dbbench.core.result.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a capacity search back from its results.json for {@code compare}: the whole {@code capacity} section that
 * {@link CapacitySection} writes, where {@link CapacityResultsJson} reads only the steps' loads and throughputs.
 * Keys a section written before them lacks are taken as not recorded (a step's {@code iterationThroughputs}: its
 * test is then not made, and the comparison says why); a key present with a wrong value is the file's fault, named
 * with its path in the section.
 */
public final class CapacitySearchJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CapacitySearchJson() {}

    /**
     * The search in {@code text}, or empty when the file has no {@code capacity} section (an ordinary run).
     *
     * @param file how to name the file in messages
     * @param run  the same file read as a run: its config name and transactions
     */
    public static Optional<CapacityRun> read(String file, String text, RunResult run) throws BadCapacityFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadCapacityFileException(file + ": not valid JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode capacity = root == null ? null : root.get("capacity");
        if (capacity == null || capacity.isNull()) return Optional.empty();
        String at = file + ": capacity";
        if (!capacity.isObject()) throw new BadCapacityFileException(at + " is not an object");
        LoadKind kind = loadKind(at, capacity.get("loadKind"));
        JsonNode stepsNode = capacity.get("steps");
        if (stepsNode == null || !stepsNode.isArray())
            throw new BadCapacityFileException(at + ".steps is missing or not an array");
        List<CapacityRun.Step> steps = new ArrayList<>();
        for (int i = 0; i < stepsNode.size(); i++) steps.add(step(at + ".steps[" + i + "]", stepsNode.get(i), kind));
        CapacityRun.Maximum maximum = null;
        String noMaximum = null;
        JsonNode max = capacity.get("maximum");
        List<String> slos = strings(at + ".slos", capacity.get("slos"));
        String stop = stop(at, capacity, kind);
        if (max == null || max.isNull()) {
            JsonNode breaking = capacity.get("breaking");
            noMaximum = breaking != null && breaking.isObject()
                    ? text(at + ".breaking", breaking, "sentence")
                    : CapacityRun.noMaximumReason(steps, slos, stop);
        } else {
            maximum = maximum(at + ".maximum", max, kind);
        }
        JsonNode knee = object(at, capacity, "knee");
        JsonNode kneeLoad = knee.get("load");
        return Optional.of(new CapacityRun(
                run.config().displayName(),
                run.config().enabledTransactions().stream()
                        .map(TransactionConfig::id)
                        .toList(),
                kind,
                plan(capacity),
                slos,
                steps,
                stop,
                maximum,
                noMaximum,
                kneeLoad == null || kneeLoad.isNull() ? null : load(at + ".knee", knee, kind),
                text(at + ".knee", knee, "sentence"),
                usl(at + ".usl", object(at, capacity, "usl"))));
    }

    /** The maximum, a lower bound by its {@code lowerBound} key; by its sentence in a section written before it. */
    private static CapacityRun.Maximum maximum(String at, JsonNode max, LoadKind kind) throws BadCapacityFileException {
        LoadLevel load = load(at, max, kind);
        double throughput = number(at, max, "throughput");
        String sentence = text(at, max, "sentence");
        JsonNode lowerBound = max.get("lowerBound");
        if (lowerBound == null || lowerBound.isNull())
            return CapacityRun.Maximum.fromSentence(load, throughput, sentence);
        if (!lowerBound.isBoolean())
            throw new BadCapacityFileException(at + ".lowerBound is " + lowerBound + ": not true or false");
        if (!lowerBound.booleanValue()) return new CapacityRun.Maximum(load, throughput, sentence, null);
        JsonNode reason = max.get("lowerBoundReason");
        return new CapacityRun.Maximum(
                load, throughput, sentence, reason == null || !reason.isTextual() ? "a lower bound" : reason.asText());
    }

    private static CapacityRun.Step step(String at, JsonNode step, LoadKind kind) throws BadCapacityFileException {
        if (step == null || !step.isObject()) throw new BadCapacityFileException(at + " is not an object");
        List<Double> values = new ArrayList<>();
        JsonNode each = step.get("iterationThroughputs");
        if (each != null && !each.isNull()) {
            if (!each.isArray()) throw new BadCapacityFileException(at + ".iterationThroughputs is not an array");
            for (int i = 0; i < each.size(); i++) {
                JsonNode v = each.get(i);
                if (!v.isNumber() || !Double.isFinite(v.asDouble()) || v.asDouble() < 0)
                    throw new BadCapacityFileException(
                            at + ".iterationThroughputs[" + i + "] is " + v + ": not a TPS (a number, 0 or more)");
                values.add(v.asDouble());
            }
        }
        List<Double> overRounds = roundThroughputs(at, step);
        return new CapacityRun.Step(
                load(at, step, kind),
                optionalNumber(at, step, "throughput"),
                overRounds.isEmpty() ? values : overRounds,
                optionalNumber(at, step, "p99Ms"),
                optionalNumber(at, step, "throughputError"),
                optionalNumber(at, step, "confidence"));
    }

    /**
     * A step of a search in rounds ({@code --repeats}): each round's TPS, what its score is over (n = rounds), so that
     * compare tests it as the search scored it rather than on n = rounds × iterations; a round without a measured
     * iteration (null) is left out. Empty for a step without {@code rounds}.
     */
    private static List<Double> roundThroughputs(String at, JsonNode step) throws BadCapacityFileException {
        JsonNode rounds = step.get("rounds");
        if (rounds == null || rounds.isNull()) return List.of();
        if (!rounds.isArray()) throw new BadCapacityFileException(at + ".rounds is not an array");
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            JsonNode round = rounds.get(i);
            if (round == null || !round.isObject())
                throw new BadCapacityFileException(at + ".rounds[" + i + "] is not an object");
            JsonNode v = round.get("throughput");
            if (v == null || v.isNull()) continue;
            if (!v.isNumber() || !Double.isFinite(v.asDouble()) || v.asDouble() < 0)
                throw new BadCapacityFileException(
                        at + ".rounds[" + i + "].throughput is " + v + ": not a TPS (a number, 0 or more)");
            values.add(v.asDouble());
        }
        return values;
    }

    /** Why the search stopped, or where it was interrupted. */
    private static String stop(String at, JsonNode capacity, LoadKind kind) throws BadCapacityFileException {
        JsonNode stop = capacity.get("stop");
        if (stop != null && !stop.isNull()) {
            String reason = text(at + ".stop", stop, "reason");
            String sentence = text(at + ".stop", stop, "sentence");
            // the other reasons' sentences say what they are ("saturated: ...", "the last step of --users is done")
            return reason.equals("SLO_BREACHED") ? "SLO breached: " + sentence : sentence;
        }
        JsonNode interrupted = capacity.get("interruptedStep");
        if (interrupted == null || interrupted.isNull()) return "interrupted before a stop rule fired";
        if (!interrupted.isNumber() || !(interrupted.asDouble() > 0))
            throw new BadCapacityFileException(at + ".interruptedStep is " + interrupted + ": not a load");
        return "interrupted in the step at "
                + level(at + ".interruptedStep", interrupted.asDouble(), kind).label();
    }

    private static CapacityRun.UslPeak usl(String at, JsonNode usl) throws BadCapacityFileException {
        JsonNode error = usl.get("error");
        if (error != null && !error.isNull()) return CapacityRun.UslPeak.none("no fit: " + error.asText());
        JsonNode peakLoad = usl.get("peakLoad");
        JsonNode peakThroughput = usl.get("peakThroughput");
        if (peakLoad != null && !peakLoad.isNull() && peakThroughput != null && !peakThroughput.isNull())
            // number() refuses what is not a finite number, e.g. 1e400 of a hand-edited file, naming the key
            return new CapacityRun.UslPeak(number(at, usl, "peakLoad"), number(at, usl, "peakThroughput"), null);
        return CapacityRun.UslPeak.none(
                UslFitter.noPeakReason(number(at, usl, "sigma"), number(at, usl, "kappa"), number(at, usl, "r2"))
                        .orElse("the fit gives none"));
    }

    /** "1x5s warm-up + 3x10s measured", as the section writes them. */
    private static String plan(JsonNode capacity) {
        JsonNode warmup = capacity.get("warmup");
        JsonNode iterations = capacity.get("iterations");
        return (warmup == null || warmup.isNull() ? "?" : warmup.asText()) + " warm-up + "
                + (iterations == null || iterations.isNull() ? "?" : iterations.asText()) + " measured";
    }

    private static LoadKind loadKind(String at, JsonNode kind) throws BadCapacityFileException {
        if (kind == null || kind.isNull() || kind.asText().equals("users")) return LoadKind.USERS;
        if (kind.asText().equals("rate") || kind.asText().equals("rates")) return LoadKind.RATE;
        throw new BadCapacityFileException(at + ".loadKind is " + kind + ": known are \"users\" and \"rate\"");
    }

    private static LoadLevel load(String at, JsonNode node, LoadKind kind) throws BadCapacityFileException {
        return level(at + ".load", number(at, node, "load"), kind);
    }

    private static LoadLevel level(String at, double value, LoadKind kind) throws BadCapacityFileException {
        try {
            return new LoadLevel(kind, value);
        } catch (IllegalArgumentException e) {
            throw new BadCapacityFileException(at + " is " + value + ": " + e.getMessage(), e);
        }
    }

    private static JsonNode object(String at, JsonNode parent, String field) throws BadCapacityFileException {
        JsonNode node = parent.get(field);
        if (node == null || !node.isObject())
            throw new BadCapacityFileException(at + "." + field + " is missing or not an object");
        return node;
    }

    private static double number(String at, JsonNode node, String field) throws BadCapacityFileException {
        JsonNode value = node.get(field);
        if (value != null && value.isNumber() && !Double.isFinite(value.asDouble()))
            throw new BadCapacityFileException(at + "." + field + " is out of range: not a finite number");
        if (value == null || !value.isNumber())
            throw new BadCapacityFileException(
                    at + "." + field + " is missing or not a number" + (value == null ? "" : ": " + value));
        return value.asDouble();
    }

    /** A number the section writes as null when it was not measured: NaN then. */
    private static double optionalNumber(String at, JsonNode node, String field) throws BadCapacityFileException {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? Double.NaN : number(at, node, field);
    }

    private static String text(String at, JsonNode node, String field) throws BadCapacityFileException {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual())
            throw new BadCapacityFileException(at + "." + field + " is missing or not a string");
        return value.asText();
    }

    private static List<String> strings(String at, JsonNode node) throws BadCapacityFileException {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (!node.isArray()) throw new BadCapacityFileException(at + " is not an array");
        for (JsonNode s : node) out.add(s.asText());
        return out;
    }
}
