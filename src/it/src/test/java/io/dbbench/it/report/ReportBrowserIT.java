package io.dbbench.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.it.CliProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * results.html in a real browser: headless Chromium opens the report offline, every chart is drawn (the
 * page counts ECharts' "finished" events), the console holds no error, and a screenshot of each page is
 * kept under target/report-screenshots/ for people to look at. Skips, saying why, where no browser exists.
 */
class ReportBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");
    /**
     * The fixed results.json has every section: throughput, response-time percentiles and mean per second, response time by
     * transaction, transactions by type, the latency distribution, errors by code, failures over time, pool
     * wait and schedule lag, iterations.
     */
    private static final int SAMPLE_CHARTS = 10;
    /** Side by side: throughput and latency distribution of all runs, then each run's own charts. */
    private static final int TWO_SAMPLE_CHARTS = 2 + 2 * SAMPLE_CHARTS;

    @TempDir
    static Path dir;

    private static HeadlessChromium browser;

    @BeforeAll
    static void startBrowser() throws Exception {
        var missing = HeadlessChromium.unavailable();
        assumeTrue(missing.isEmpty(), missing.orElse(""));
        browser = new HeadlessChromium(Files.createDirectories(dir.resolve("chromium-profile")));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) browser.close();
    }

    @Test
    void reportOfTheFixedResultsDrawsEveryChart() throws Exception {
        Path html = report("sample.html", sample());
        assertEquals(SAMPLE_CHARTS, render(html, "sample-report.png"));
    }

    @Test
    void twoRunsSideBySideDrawEveryChart() throws Exception {
        Path copy = Files.copy(sample(), dir.resolve("after.json"));
        Path html = report("two.html", sample(), copy);
        assertEquals(TWO_SAMPLE_CHARTS, render(html, "two-runs-report.png"));
    }

    /**
     * Labels come from config short names and file names: a hostile one shows as text in every tooltip (which
     * ECharts renders as HTML), and two types sharing a short name still get a band each.
     */
    @Test
    void hostileAndDuplicateLabelsStayText() throws Exception {
        String hostile = "<img src=x onerror=document.body.setAttribute('data-pwned','1')>";
        String json = Files.readString(sample())
                .replace("\"shortName\": \"NCR\"", "\"shortName\": \"" + hostile + "\"")
                .replace("\"shortName\": \"BP\"", "\"shortName\": \"" + hostile + "\"");
        Path file = Files.writeString(dir.resolve(hostile + ".json"), json);
        Path html = report("hostile.html", file, sample());
        assertEquals(TWO_SAMPLE_CHARTS, render(html, "hostile-report.png"));
        JsonNode result = browser.executeAsync(
                """
                var done = arguments[arguments.length - 1];
                var shown = [];
                var charts = Array.prototype.slice.call(document.querySelectorAll('.chart')).map(function (d) { return echarts.getInstanceByDom(d); });
                var bands = charts.filter(function (c) { return c.getOption().series.some(function (s) { return /p50–p99$/.test(s.name); }); })[0];
                var stacks = bands.getOption().series.filter(function (s) { return s.stack; }).map(function (s) { return s.stack; });
                // each tooltip formatter's HTML put into the page the way ECharts shows it (innerHTML)
                charts.filter(function (c) { return c.getOption().tooltip[0].formatter; }).forEach(function (c) {
                  var o = c.getOption(), params = o.series.map(function (s, k) {
                    return { seriesName: s.name, seriesIndex: k, dataIndex: 3, value: s.data[3] };
                  });
                  var tip = document.createElement('div');
                  tip.className = 'probe';
                  tip.innerHTML = o.tooltip[0].formatter(o.tooltip[0].trigger === 'axis' ? params : params[0]);
                  document.body.appendChild(tip);
                });
                setTimeout(function () {
                  var tips = Array.prototype.slice.call(document.querySelectorAll('.probe')).map(function (d) { return d.textContent; })
                      .filter(function (t) { return t.indexOf('<img') >= 0; });
                  done([document.body.getAttribute('data-pwned'), document.querySelectorAll('img').length, tips.length,
                        stacks.length, stacks.filter(function (s, i) { return stacks.indexOf(s) === i; }).length]);
                }, 500);""");
        assertTrue(result.get(0).isNull(), "a label's markup ran: " + result);
        assertEquals(0, result.get(1).asInt(), "no label became an element: " + result);
        assertTrue(result.get(2).asInt() >= 2, "tooltips show the label as text: " + result);
        assertEquals(
                result.get(3).asInt(),
                2 * result.get(4).asInt(),
                "one stack per transaction type, two series each: " + result);
    }

    @Test
    void resultsHtmlOfARealRunDrawsEveryChart() throws Exception {
        Path xml = dir.resolve("run").resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "-uc",
                "4",
                "--topology",
                "2x2",
                "--warmup",
                "1x1s",
                "--iterations",
                "3x1s",
                "-r",
                xml.toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        // throughput, percentiles and mean per second, by transaction, by type, distribution, pool wait, iterations
        assertTrue(render(xml.resolveSibling("results.html"), "run-report.png") >= 8);
    }

    /**
     * Opens the page, waits in the browser until every chart has been drawn, checks the console and saves a
     * screenshot of the whole page.
     *
     * @return the number of charts drawn
     */
    private static int render(Path html, String screenshot) throws Exception {
        browser.open(html.toAbsolutePath());
        JsonNode counts = browser.executeAsync(
                """
                var done = arguments[arguments.length - 1];
                (function check() {
                  var b = document.body, expected = b.getAttribute('data-charts-expected');
                  if (expected !== null && (expected === '0' || b.getAttribute('data-charts-rendered') === expected)) {
                    done([Number(expected), document.querySelectorAll('.chart canvas').length,
                          document.getElementById('report-error').textContent, document.body.scrollHeight]);
                  } else {
                    setTimeout(check, 50);
                  }
                })();""");
        int charts = counts.get(0).asInt();
        assertEquals("", counts.get(2).asText(), "the page reported an error");
        assertTrue(counts.get(1).asInt() >= charts, "a canvas per chart: " + counts);
        List<String> console = browser.consoleMessages();
        assertTrue(
                console.stream().noneMatch(m -> m.startsWith("SEVERE") || m.startsWith("WARNING")),
                "console: " + console);
        browser.resize(1280, Math.min(20_000, counts.get(3).asInt() + 150));
        browser.screenshot(SCREENSHOTS.resolve(screenshot));
        return charts;
    }

    private static Path report(String name, Path... files) throws IOException {
        Path html = dir.resolve(name);
        String[] args = new String[files.length + 3];
        args[0] = "report";
        for (int i = 0; i < files.length; i++) args[i + 1] = files[i].toString();
        args[files.length + 1] = "-o";
        args[files.length + 2] = html.toString();
        CliProcess.Run run = CliProcess.inProcess(args);
        assertEquals(0, run.exitCode(), run.err());
        return html;
    }

    private static Path sample() {
        return Path.of(System.getProperty(
                        "bench.report.sample", "../../bench-report/src/test/resources/sample-results.json"))
                .toAbsolutePath()
                .normalize();
    }
}
