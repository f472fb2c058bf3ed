package io.dbbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The page around the data: self-contained, the data section intact, nothing of the user's text breaking out. */
class HtmlReportTest {
    private final String html = new HtmlReport().render("results.json", SampleRuns.sample());

    @Test
    void fetchesNothing() {
        // the page outside its scripts (the chart library holds markup of its own in strings, e.g. for "save as image")
        String page = html.replaceAll("(?s)(<script[^>]*>).*?</script>", "$1</script>");
        assertEquals(3, page.split("<script", -1).length - 1, "data, library and report script");
        assertFalse(
                Pattern.compile("\\ssrc=|\\shref=", Pattern.CASE_INSENSITIVE)
                        .matcher(page)
                        .find(),
                "no src= or href=: " + page);
        assertFalse(html.contains("<link"), "no stylesheet links");
        assertFalse(html.contains("{{"), "every placeholder filled");
    }

    @Test
    void inlinesTheChartLibraryFromItsWebJar() {
        assertTrue(html.contains("Apache ECharts " + ChartLibrary.version()));
        assertTrue(html.length() > 500_000, "the library is in the file: " + html.length());
    }

    @Test
    void dataSectionIsTheReportData() throws Exception {
        Matcher m = Pattern.compile(
                        "<script id=\"report-data\" type=\"application/json\">(.*?)</script>", Pattern.DOTALL)
                .matcher(html);
        assertTrue(m.find());
        String expected =
                ReportData.toJson(ReportData.build(List.of(new ReportInput("results.json", SampleRuns.sample()))));
        assertEquals(
                new ObjectMapper().readTree(expected), new ObjectMapper().readTree(m.group(1)), "parsed back as JSON");
    }

    @Test
    void dataWithMarkupParsesBack() throws Exception {
        String json = "{\"comment\":\"<!-- <script> </script> <\\\\/x>\"}";
        String data = HtmlReport.jsonInScript(json);
        assertFalse(data.contains("<"), data);
        assertEquals(new ObjectMapper().readTree(json), new ObjectMapper().readTree(data));
    }

    @Test
    void userTextCannotEndTheScript() {
        String data = HtmlReport.inScript("{\"comment\": \"</script><script>alert(1)</script>\"}");
        assertFalse(data.toLowerCase().contains("</script"));
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot;", HtmlReport.escapeHtml("a <b> & \"c\""));
    }

    @Test
    void placeholdersAreFilledInOnePass() {
        assertEquals("x {{B}} y", HtmlReport.fill("x {{A}} y", Map.of("A", "{{B}}", "B", "no")));
        assertThrows(IllegalStateException.class, () -> HtmlReport.fill("{{C}}", Map.of()));
    }
}
