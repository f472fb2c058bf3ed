package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The banner names every results file the run writes, results.html included, before the run starts. */
class RunBannerTest {
    private static final Path XML = Path.of("out", "results.xml");
    private static final Path JSON = Path.of("out", "results.json");

    @Test
    void oneRunNamesItsHtmlReportBesideTheXmlAndJson() {
        assertEquals(
                "Results will be written to " + XML + ", " + JSON + " and " + Path.of("out", "results.html"),
                RunBanner.resultsLine(XML, JSON, false, true));
    }

    @Test
    void theHtmlReportGoesBesideTheXmlEvenWhenTheJsonIsElsewhere() {
        Path json = Path.of("elsewhere", "run.json");
        assertEquals(
                "Results will be written to " + XML + ", " + json + " and " + Path.of("out", "results.html"),
                RunBanner.resultsLine(XML, json, false, true));
    }

    @Test
    void severalTopologiesNameEachOnesFilesAndTheSideBySideReport() {
        assertEquals(
                "Results will be written to " + Path.of("out", "results-<topology>.xml") + ", "
                        + Path.of("out", "results-<topology>.json") + " and "
                        + Path.of("out", "results-<topology>.html") + "; every topology side by side in "
                        + Path.of("out", "results.html"),
                RunBanner.resultsLine(XML, JSON, true, true));
    }

    @Test
    void withoutHtmlOnlyTheXmlAndJsonAreNamed() {
        assertEquals(
                "Results will be written to " + XML + " and " + JSON, RunBanner.resultsLine(XML, JSON, false, false));
        assertEquals(
                "Results will be written to " + Path.of("out", "results-<topology>.xml") + " and "
                        + Path.of("out", "results-<topology>.json"),
                RunBanner.resultsLine(XML, JSON, true, false));
    }
}
