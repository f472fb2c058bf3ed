package io.dbbench.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.browser.HeadlessChromium;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
     * wait and schedule lag, iterations, network traffic per second, bytes and round trips per transaction.
     */
    private static final int SAMPLE_CHARTS = 12;
    /**
     * Side by side: throughput, latency distribution, network traffic and traffic per transaction of all runs,
     * then each run's own charts.
     */
    private static final int TWO_SAMPLE_CHARTS = 4 + 2 * SAMPLE_CHARTS;

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
        // traffic and server counters side by side: a row per run, a row per counter with both runs' columns
        JsonNode tables = browser.execute(
                """
                function rows(name) {
                  return Array.prototype.slice.call(document.querySelectorAll('table[data-table="' + name + '"] tr'))
                      .map(function (tr) { return Array.prototype.slice.call(tr.cells).map(function (td) { return td.textContent; }); });
                }
                return [rows('traffic-all-runs'), rows('server-all-runs')];""");
        RunResult run;
        try (var in = Files.newInputStream(sample())) {
            run = new ResultsJsonReader().read(in);
        }
        assertEquals(3, tables.get(0).size(), "a header and one row per run: " + tables.get(0));
        assertEquals("after.json", tables.at("/0/2/0").asText());
        assertEquals(
                String.format(
                        Locale.US,
                        "%,d",
                        Math.round(run.details().traffic().total().bytesInPerTransaction())),
                tables.at("/0/2/2").asText(),
                "bytes in per transaction, all types: " + tables.get(0));
        assertEquals(
                1 + run.details().server().counters().size(),
                tables.get(1).size(),
                tables.get(1).toString());
        assertEquals(5, tables.at("/1/0").size(), "counter, then per second and per transaction of each run");
    }

    /**
     * The traffic charts and the server panel show the run's own figures: the Mbit/s curve is each interval's
     * bytes × 8 / 10⁶ per second, the bars are the bytes and round trips per transaction of each type, the
     * panel lists every server counter with its growth, as the results.json says (read here with bench-core).
     */
    @Test
    void trafficChartsAndServerPanelShowTheRunsFigures() throws Exception {
        RunResult run;
        try (var in = Files.newInputStream(sample())) {
            run = new ResultsJsonReader().read(in);
        }
        Path html = report("traffic.html", sample());
        assertEquals(SAMPLE_CHARTS, render(html, "traffic-report.png"));
        JsonNode shown = browser.execute(
                """
                function option(title) {
                  return echarts.getInstanceByDom(document.querySelector('.chart[data-chart="' + title + '"]')).getOption();
                }
                function rows(name) {
                  return Array.prototype.slice.call(document.querySelectorAll('table[data-table="' + name + '"] tr')).slice(1)
                      .map(function (tr) { return Array.prototype.slice.call(tr.cells).map(function (td) { return td.textContent; }); });
                }
                var net = option('Network traffic per second'), bars = option('Bytes and round trips per transaction');
                return { mbitOut: net.series[0].data.map(function (p) { return p[1]; }),
                         mbitIn: net.series[1].data.map(function (p) { return p[1]; }),
                         roundTripsPerSecond: net.series[2].data.map(function (p) { return p[1]; }),
                         categories: bars.xAxis[0].data, bytesOut: bars.series[0].data, bytesIn: bars.series[1].data,
                         roundTrips: bars.series[2].data, server: rows('server'), traffic: rows('traffic') };""");
        for (int i = 0; i < run.intervals().size(); i++) {
            IntervalSample sample = run.intervals().get(i);
            double seconds = (sample.elapsedMillis()
                            - (i == 0 ? 0 : run.intervals().get(i - 1).elapsedMillis()))
                    / 1000.0;
            assertEquals(
                    sample.traffic().bytesOut() * 8 / 1e6 / seconds,
                    shown.at("/mbitOut/" + i).asDouble(),
                    0.001);
            assertEquals(
                    sample.traffic().bytesIn() * 8 / 1e6 / seconds,
                    shown.at("/mbitIn/" + i).asDouble(),
                    0.001);
            assertEquals(
                    sample.traffic().roundTrips() / seconds,
                    shown.at("/roundTripsPerSecond/" + i).asDouble(),
                    0.001);
        }
        List<TransactionTraffic> types = run.details().traffic().transactions();
        for (int i = 0; i < types.size(); i++) {
            TransactionTraffic t = types.get(i);
            assertEquals(shortName(run, t.id()), shown.at("/categories/" + i).asText());
            assertEquals(t.bytesOutPerTransaction(), shown.at("/bytesOut/" + i).asDouble(), 0.001);
            assertEquals(t.bytesInPerTransaction(), shown.at("/bytesIn/" + i).asDouble(), 0.001);
            assertEquals(
                    t.roundTripsPerTransaction(), shown.at("/roundTrips/" + i).asDouble(), 0.001);
            assertEquals(
                    String.format(Locale.US, "%,d", t.executions()),
                    shown.at("/traffic/" + (i + 1) + "/1").asText(),
                    "the traffic table's row for " + t.id() + ": " + shown.get("traffic"));
        }
        ServerSummary server = run.details().server();
        assertEquals(
                server.counters().size(),
                shown.get("server").size(),
                shown.get("server").toString());
        int row = 0;
        for (var counter : server.counters().entrySet()) {
            JsonNode cells = shown.at("/server/" + row++);
            assertEquals(counter.getKey(), cells.get(0).asText());
            assertEquals(
                    String.format(Locale.US, "%,d", counter.getValue()),
                    cells.get(1).asText());
        }
    }

    private static String shortName(RunResult run, String id) {
        return run.transactions().stream()
                .filter(t -> t.id().equals(id))
                .findFirst()
                .orElseThrow()
                .shortName();
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
     * A charbench-style run on the embedded server counts its traffic and reads the server's counters: the
     * results.html it writes draws traffic over time and per transaction, and its server panel shows the
     * commits the results.json holds.
     */
    @Test
    void resultsHtmlOfARunShowsItsTrafficAndServerCounters() throws Exception {
        Path xml = dir.resolve("plain").resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "-uc",
                "2",
                "-rt",
                "0:00.04",
                "-r",
                xml.toString(),
                "-s");
        assertEquals(0, run.exitCode(), run.out() + run.err());
        RunResult result;
        try (var in = Files.newInputStream(xml.resolveSibling("results.json"))) {
            result = new ResultsJsonReader().read(in);
        }
        assertTrue(result.details().traffic().measured(), "a PostgreSQL run counts its traffic");
        ServerSummary server = result.details().server();
        assertTrue(server != null && server.isAvailable(), "the embedded server's counters are read: " + server);
        render(xml.resolveSibling("results.html"), "plain-run-report.png");
        JsonNode shown = browser.execute(
                """
                var charts = Array.prototype.slice.call(document.querySelectorAll('.chart')).map(function (d) { return d.getAttribute('data-chart'); });
                var commits = Array.prototype.slice.call(document.querySelectorAll('table[data-table="server"] tr'))
                    .filter(function (tr) { return tr.cells[0].textContent === 'commits'; })
                    .map(function (tr) { return tr.cells[1].textContent; });
                return [charts.indexOf('Network traffic per second') >= 0, charts.indexOf('Bytes and round trips per transaction') >= 0, commits];""");
        assertTrue(shown.get(0).asBoolean(), "Mbit/s over time: " + shown);
        assertTrue(shown.get(1).asBoolean(), "bytes per transaction: " + shown);
        assertEquals(
                String.format(Locale.US, "%,d", server.counters().get("commits")),
                shown.at("/2/0").asText(),
                "the panel's commits are the run's: " + shown);
    }

    /**
     * A capacity search's results.json (the sample with bench-report's capacity section added): its curve is drawn
     * besides the run's charts, with the steps, the fit, p99 and the SLO level, and its steps table has a row each.
     */
    @Test
    void aCapacitySearchsCurveAndStepsAreDrawn() throws Exception {
        Path section = sample().resolveSibling("capacity-section.json");
        String json = Files.readString(sample()).strip();
        Path file = Files.writeString(
                dir.resolve("capacity.json"),
                json.substring(0, json.length() - 1) + ", \"capacity\": " + Files.readString(section) + "}");
        Path html = report("capacity.html", file);
        assertEquals(SAMPLE_CHARTS + 1, render(html, "capacity-report.png"));
        JsonNode shown = browser.execute(
                """
                var c = echarts.getInstanceByDom(document.querySelector('.chart[data-chart="Throughput and response time by users"]')).getOption();
                var rows = document.querySelectorAll('table[data-table="capacity-steps"] tr').length;
                return { names: c.series.map(function (s) { return s.name; }), loads: c.series[0].data.map(function (p) { return p[0]; }),
                         slo: c.series[2].markLine.data.map(function (l) { return l.yAxis; }), rows: rows };""");
        assertEquals(
                "[\"TPS measured\",\"USL fit\",\"p99 ms\"]", shown.get("names").toString());
        assertEquals("[1,2,4,8]", shown.get("loads").toString());
        assertEquals("[2]", shown.get("slo").toString());
        assertEquals(5, shown.get("rows").asInt(), "a header and a row per step");
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
