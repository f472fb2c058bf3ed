package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.capacity.UslModel;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A capacity search's panel: its data sealed by a golden file from a capacity section as the search writes it
 * (bench-cli's search-golden.json), the curve drawn only when the fit describes the steps, and nothing for a run
 * without the section.
 */
class CapacityDataTest {
    private final RunResult sample = SampleRuns.sample();

    @Test
    void theCapacityPanelMatchesGolden() throws IOException {
        ObjectNode data = ReportData.build(List.of(input(section())));
        GoldenText.assertMatches("report-capacity.json", ReportData.toJson((ObjectNode) data.at("/runs/0/capacity")));
    }

    @Test
    void theSectionIsTakenFromTheResultsJsonText() throws IOException {
        String resultsJson = "{\"name\": \"x\", \"capacity\": " + section() + "}";
        ReportInput input = ReportInput.withSectionsOf("results.json", sample, resultsJson);
        assertEquals(8, input.capacity().at("/steps/3/load").asInt());
        assertEquals(
                null,
                ReportInput.withSectionsOf("r", sample, "{\"name\": \"x\"}").capacity());
        assertEquals(null, ReportInput.withSectionsOf("r", sample, null).capacity());
    }

    @Test
    void theCurveIsTheFitsAndTheLevelsAreTheLatencySlosOfAllTransactions() throws IOException {
        JsonNode capacity = ReportData.build(List.of(input(section()))).at("/runs/0/capacity");
        JsonNode fit = capacity.get("fit");
        JsonNode last = fit.get(fit.size() - 1);
        assertEquals(8, last.get(0).asDouble());
        assertEquals(
                UslModel.throughput(405, 0.0146115, 0.0283232, 8), last.get(1).asDouble(), 1e-3);
        assertEquals(1, capacity.get("sloLevels").size(), "I:errors<1% bounds one type, and no time");
        assertEquals(2.0, capacity.at("/sloLevels/0/ms").asDouble());
        assertEquals("BROKEN", capacity.at("/steps/3/slo").asText());
        assertEquals(4, capacity.at("/maximum/load").asInt());
        assertEquals(8, capacity.at("/breaking/load").asInt());
    }

    @Test
    void aFitThatDoesNotDescribeTheStepsIsNotDrawnAndTheNoteSaysWhy() throws IOException {
        ObjectNode section = (ObjectNode) new ObjectMapper().readTree(section());
        ((ObjectNode) section.get("usl")).put("r2", 0.5);
        JsonNode capacity = ReportData.build(List.of(input(section.toString()))).at("/runs/0/capacity");
        assertTrue(capacity.get("fit").isNull());
        assertTrue(
                capacity.get("fitNote").asText().contains("not drawn"),
                capacity.get("fitNote").asText());
    }

    @Test
    void aFitOfThreeLoadsIsNotDrawnThoughItsR2IsOne() throws IOException {
        ObjectNode section = (ObjectNode) new ObjectMapper().readTree(section());
        ((com.fasterxml.jackson.databind.node.ArrayNode) section.get("steps")).remove(3);
        ((ObjectNode) section.get("usl")).put("r2", 1);
        JsonNode capacity = ReportData.build(List.of(input(section.toString()))).at("/runs/0/capacity");
        assertTrue(capacity.get("fit").isNull());
        assertTrue(
                capacity.get("fitNote").asText().contains("not drawn: with 3 loads"),
                capacity.get("fitNote").asText());
    }

    @Test
    void anSloOnAStatisticThePanelHasNoLineForIsALevelThatSaysSo() throws IOException {
        ObjectNode section = (ObjectNode) new ObjectMapper().readTree(section());
        ((com.fasterxml.jackson.databind.node.ArrayNode) section.get("slos"))
                .add("p90<1ms")
                .add("p95<3ms");
        JsonNode levels = ReportData.build(List.of(input(section.toString()))).at("/runs/0/capacity/sloLevels");
        assertEquals("SLO p99<2ms", levels.at("/0/label").asText());
        assertEquals("SLO p90<1ms (p90 not plotted)", levels.at("/1/label").asText());
        assertEquals("SLO p95<3ms", levels.at("/2/label").asText());
    }

    @Test
    void aRunWithoutTheSectionHasNoPanel() {
        JsonNode run = ReportData.build(List.of(new ReportInput("r", sample))).at("/runs/0");
        assertFalse(run.has("capacity"));
    }

    @Test
    void thePageDrawsThePanel() throws IOException {
        String html = new HtmlReport().render(List.of(input(section())));
        assertTrue(html.contains("function dbbenchCapacitySection(h)"), "report-capacity.js is in the page");
        assertTrue(html.contains("function capacitySection(run, parent)"));
        assertTrue(html.contains("\"sloLevels\""));
    }

    private ReportInput input(String section) throws IOException {
        return ReportInput.withSectionsOf("results.json", sample, "{\"capacity\": " + section + "}");
    }

    private static String section() throws IOException {
        try (InputStream in = CapacityDataTest.class.getResourceAsStream("/capacity-section.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
