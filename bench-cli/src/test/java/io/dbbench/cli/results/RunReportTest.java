package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.config.Topology;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** -ot json: whatever was run, standard output carries exactly one JSON document and nothing else. */
class RunReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Parses the text as one JSON document and fails if anything but whitespace follows it. */
    static JsonNode exactlyOneDocument(String text) throws IOException {
        try (JsonParser parser = JSON.getFactory().createParser(text)) {
            JsonNode document = JSON.readTree(parser);
            assertTrue(document != null, "standard output is empty");
            assertNull(parser.nextToken(), "more than one JSON document on standard output:\n" + text);
            return document;
        }
    }

    private static String stdoutOf(List<RunResult> runs, BenchmarkOptions options) {
        CharbenchOptions o = new CharbenchOptions();
        o.outputType = "json";
        o.maxFailedPercent = 100;
        StringWriter stdout = new StringWriter();
        StringWriter console = new StringWriter();
        new RunReport(o, false, false, new PrintWriter(stdout, true))
                .finish(
                        runs,
                        options,
                        ZoneOffset.UTC,
                        null,
                        null,
                        new PrintWriter(console, true),
                        new PrintWriter(console, true));
        assertTrue(console.toString().contains("transactions completed"), console.toString());
        return stdout.toString();
    }

    private static RunResult at(String topology, double tps) {
        RunResult r = CompareRuns.run(1, tps, tps);
        RunDetails d = r.details();
        return r.withDetails(
                new RunDetails(topology, d.services(), d.iterations(), d.targetRatePerSecond(), d.scheduleLagNanos()));
    }

    @Test
    void oneRunIsItsResultsJson() throws IOException {
        JsonNode document = exactlyOneDocument(stdoutOf(List.of(at(null, 100)), BenchmarkOptions.defaults()));
        assertTrue(document.isObject(), document.toString());
        assertTrue(document.has("topology"), document.toString());
    }

    @Test
    void severalTopologiesAreOneArrayInRunOrder() throws IOException {
        BenchmarkOptions options =
                BenchmarkOptions.defaults().withTopologies(List.of(Topology.parse("2x1"), Topology.parse("4x1")));
        JsonNode document = exactlyOneDocument(stdoutOf(List.of(at("2x1", 100), at("4x1", 150)), options));
        assertTrue(document.isArray(), document.toString());
        assertEquals(2, document.size());
        assertEquals("2x1", document.get(0).get("topology").asText());
        assertEquals("4x1", document.get(1).get("topology").asText());
    }
}
