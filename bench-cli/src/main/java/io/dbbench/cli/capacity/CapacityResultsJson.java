package io.dbbench.cli.capacity;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.internal.capacity.UslPoint;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the steps of a results.json's {@code capacity} section. The least it needs (docs/capacity.md, "Input"):
 *
 * <pre>{@code
 * {"capacity": {"steps": [{"load": 1, "throughput": 812.4}, {"load": 2, "throughput": 1580.0}, ...]}}
 * }</pre>
 *
 * Every other field, in the section or beside it, is ignored, so the capacity search can write more (latency,
 * verdicts, the fit) without breaking this reader.
 */
final class CapacityResultsJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CapacityResultsJson() {}

    static CapacityData read(String file, String text) throws BadCapacityFileException {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where =
                    at == null || at.getLineNr() < 1 ? file : file + ":" + at.getLineNr() + ":" + at.getColumnNr();
            throw new BadCapacityFileException(
                    where + ": not valid JSON: " + e.getOriginalMessage().replaceAll("\\s*\\R\\s*", " "), e);
        }
        if (root == null || !root.isObject()) throw new BadCapacityFileException(file + ": not a JSON object");
        JsonNode capacity = root.get("capacity");
        if (capacity == null || !capacity.isObject())
            throw new BadCapacityFileException(file + ": no 'capacity' section (give a results.json with one, "
                    + "or a CSV with a load and a throughput column)");
        // an open-loop search's loads are rates: the law fits throughput against users, so there is nothing to fit
        if ("rate".equals(capacity.path("loadKind").asText()))
            throw new BadCapacityFileException(file + ": capacity.loadKind is rate: an open-loop search's steps are"
                    + " rates, and the USL fits a closed loop's throughput against its users (run the search with"
                    + " --users)");
        JsonNode steps = capacity.get("steps");
        if (steps == null || !steps.isArray())
            throw new BadCapacityFileException(file + ": capacity.steps is missing or not an array");
        List<UslPoint> points = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            String where = file + ": capacity.steps[" + i + "]";
            JsonNode step = steps.get(i);
            if (!step.isObject()) throw new BadCapacityFileException(where + " is not an object");
            double load = number(where, step, "load");
            double throughput = number(where, step, "throughput");
            if (!(load > 0))
                throw new BadCapacityFileException(where + ".load is " + step.get("load") + ": a load must be above 0");
            if (!(throughput > 0))
                throw new BadCapacityFileException(where + ".throughput is " + step.get("throughput")
                        + ": a throughput must be above 0 (a failed or empty step? leave it out)");
            points.add(new UslPoint(load, throughput));
        }
        return new CapacityData("load", "throughput", points);
    }

    private static double number(String where, JsonNode step, String field) throws BadCapacityFileException {
        JsonNode value = step.get(field);
        if (value == null || !value.isNumber())
            throw new BadCapacityFileException(
                    where + "." + field + " is missing or not a number" + (value == null ? "" : ": " + value));
        double number = value.asDouble();
        if (!Double.isFinite(number))
            throw new BadCapacityFileException(where + "." + field + " is too large for a number");
        return number;
    }
}
