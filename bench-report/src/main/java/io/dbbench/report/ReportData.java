package io.dbbench.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.compare.ComparisonOptions;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * The report's data section: every number the page draws, as JSON, built from the runs alone (no clock,
 * no host), so the same runs always give the same text and a golden file can seal it. The page's script
 * only lays these numbers out.
 *
 * <p>Milliseconds are rounded to the microsecond, rates to 3 decimals. With several runs, each run after
 * the first is compared with the first as {@code compare} would.
 */
public final class ReportData {
    /** Raised when the page's script must change with the data's shape. */
    public static final int FORMAT_VERSION = 1;

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .build();

    private ReportData() {}

    public static ObjectNode build(List<ReportInput> runs) {
        if (runs.isEmpty()) throw new IllegalArgumentException("a report needs at least one run");
        JsonNodeFactory json = MAPPER.getNodeFactory();
        ObjectNode root = json.objectNode().put("formatVersion", FORMAT_VERSION);
        root.put("title", runs.size() == 1 ? title(runs.get(0)) : runs.size() + " runs side by side");
        ArrayNode nodes = root.putArray("runs");
        for (ReportInput input : runs) {
            ObjectNode run = nodes.addObject().put("label", input.label());
            RunTables.put(input.result(), input.loadNote(), run, json);
            RunSeries.put(input.result(), run, json);
            TrafficData.put(input.result(), run, json);
            ServerData.put(input.result(), run, json);
            CapacityData.put(input.capacity(), run, json);
        }
        ArrayNode comparisons = root.putArray("comparisons");
        for (int i = 1; i < runs.size(); i++) {
            comparisons.add(ComparisonData.of(runs.get(0), runs.get(i), ComparisonOptions.defaults(), json));
        }
        return root;
    }

    /** Two-space indented JSON objects with "\n" line ends: readable in the page source and stable for golden files. */
    public static String toJson(ObjectNode data) {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        // arrays stay on one line (the default): a timeline is one line, not one line per second
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withObjectIndenter(indenter);
        try {
            return MAPPER.writer(printer).writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e); // a tree of plain nodes always serializes
        }
    }

    private static String title(ReportInput input) {
        String name = input.result().benchmarkName();
        return (name == null || name.isBlank() ? "dbbench run" : name) + " (" + input.label() + ")";
    }
}
