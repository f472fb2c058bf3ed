package io.dbbench.it.webconsole;

import static io.dbbench.it.webconsole.PageWaits.awaitNumber;
import static io.dbbench.it.webconsole.PageWaits.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.browser.HeadlessChromium;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench-cli console URL URL URL} in headless Chromium: three live runs (each with --console on loopback, on
 * databases of the shared embedded server) on one page, summed and side by side; the summed transactions grow, each
 * panel shows its own run's figures, the run stopped first (its page's Stop) is marked ended, and the page ends when
 * they all have; no error in the browser's log. A screenshot goes to target/console-screenshots/, and to the file {@code
 * -Dconsole.merged.screenshot} names (docs/console-merged.png is taken so).
 */
class MergedConsoleBrowserIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SCREENSHOTS = Path.of("target", "console-screenshots");

    @TempDir
    Path dir;

    @Test
    void threeLiveRunsOnOnePage_summedAndSideBySide_theOneThatEndsIsMarkedEnded() throws Exception {
        var missing = HeadlessChromium.unavailable();
        assumeTrue(missing.isEmpty(), missing.orElse(""));
        List<ConsoleProcess> runs = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("merged_console");
                runs.add(new ConsoleProcess(
                        Map.of("DBBENCH_PASSWORD", db.password()),
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "-cs",
                        db.jdbcUrl(),
                        "-u",
                        db.user(),
                        "--create",
                        "-uc",
                        "1",
                        "-rt",
                        "0:05.00", // 300 s: the test stops each of them long before
                        "--console",
                        "0",
                        "-r",
                        dir.resolve("results-" + i + ".xml").toString()));
            }
            List<String> urls = new ArrayList<>();
            for (ConsoleProcess r : runs) urls.add(r.url());
            try (ConsoleProcess merged =
                            new ConsoleProcess(Map.of(), "console", urls.get(0), urls.get(1), urls.get(2));
                    HeadlessChromium browser = new HeadlessChromium(Files.createDirectories(dir.resolve("profile")))) {
                browser.open(merged.url());
                assertEquals(
                        "3 of 3",
                        waitFor(
                                browser,
                                "var t = document.getElementById('replicas-live').textContent;"
                                        + " return t === '3 of 3' ? t : null;"));
                long first = awaitNumber(browser, "total-now", 0);
                long later = awaitNumber(browser, "total-now", first);
                assertTrue(later > first, first + " then " + later);
                assertTrue(awaitNumber(browser, "tps-now", 0) > 0);
                // the commits each run's transactions declared (one per Stress Test transaction) add up, and are
                // charted
                assertTrue(awaitNumber(browser, "commits-now", 0) > 0);
                assertEquals(
                        "shown",
                        waitFor(browser, "return document.getElementById('chart-commits').hidden ? null : 'shown';"));

                // one sample on the page: the panels' transactions and declared commits add up to the summed figures
                // (a panel not in the sum, its sample not fresh, shows '-'), each panel is its run's
                JsonNode page = JSON.readTree(waitFor(
                        browser,
                        "var ps = document.querySelectorAll('#replicas .replica-panel');"
                                + " if (ps.length !== 3) return null;"
                                + " var commits = document.getElementById('commits-now').textContent;"
                                + " if (commits === '-') return null;"
                                + " var out = {total: Number(document.getElementById('total-now').textContent),"
                                + "   commits: Number(commits), panels: []};"
                                + " for (var p of ps) { var t = p.querySelector('.replica-total');"
                                + "   var c = p.querySelector('.replica-declared-commits');"
                                + "   if (!t || !c) return null;"
                                + "   out.panels.push({name: p.querySelector('h3 a').textContent,"
                                + "     href: p.querySelector('h3 a').getAttribute('href'), state: p.dataset.state,"
                                + "     total: Number(t.textContent),"
                                + "     commits: c.textContent === '-' ? 0 : Number(c.textContent)}); }"
                                + " if (out.panels.some(function (x) { return !(x.total > 0); })) return null;"
                                + " return JSON.stringify(out);"));
                long sum = 0;
                long commitsSum = 0;
                for (int i = 0; i < 3; i++) {
                    JsonNode panel = page.get("panels").get(i);
                    URI own = URI.create(urls.get(i));
                    assertEquals(
                            own.getHost() + ":" + own.getPort(),
                            panel.get("name").asText());
                    assertEquals(urls.get(i), panel.get("href").asText(), "links the run's own page");
                    assertEquals("live", panel.get("state").asText());
                    long ownTotal = JSON.readTree(ConsoleProcess.get(urls.get(i) + "api/state"))
                            .at("/sample/totalCompleted")
                            .asLong();
                    // the page is at most a second or two behind the run it shows, never ahead of it
                    assertTrue(panel.get("total").asLong() <= ownTotal, panel + " vs the run's own " + ownTotal);
                    sum += panel.get("total").asLong();
                    commitsSum += panel.get("commits").asLong();
                }
                assertEquals(sum, page.get("total").asLong(), "the summed transactions: " + page);
                // each of the four figures is rounded to a whole number on the page: the panels' sum may be 1 off
                assertTrue(
                        Math.abs(commitsSum - page.get("commits").asLong()) <= 1,
                        "the summed declared commits: " + page);

                browser.resize(1280, 1700);
                Path png = SCREENSHOTS.resolve("console-merged.png");
                Files.createDirectories(SCREENSHOTS);
                browser.screenshot(png);
                String wanted = System.getProperty("console.merged.screenshot");
                if (wanted != null && !wanted.isBlank())
                    Files.copy(png, Path.of(wanted), StandardCopyOption.REPLACE_EXISTING);

                // the third run is stopped (its page's Stop): its panel says it ended, the other two still add up
                assertEquals(200, ConsoleProcess.stop(urls.get(2)), "the third run's Stop");
                assertEquals(
                        "ended",
                        waitFor(
                                browser,
                                "var p = document.getElementById('replica-2');"
                                        + " return p && p.dataset.state === 'ended' ? p.dataset.state : null;"));
                assertEquals(
                        130,
                        runs.get(2).awaitExit(),
                        "stopped early, as Ctrl-C does: " + runs.get(2).output());
                assertEquals(
                        "2 of 3",
                        waitFor(
                                browser,
                                "var t = document.getElementById('replicas-live').textContent;"
                                        + " return t === '2 of 3' ? t : null;"));
                long afterEnd = awaitNumber(browser, "total-now", 0);
                assertTrue(awaitNumber(browser, "total-now", afterEnd) > afterEnd, "the other two go on");
                assertTrue(
                        waitFor(browser, "document.getElementById('replica-2').textContent")
                                .contains("exit code 130"),
                        "the ended run's exit code");

                // Ctrl-C ends the other two: the page ends when every run has
                runs.get(0).interrupt();
                runs.get(1).interrupt();
                assertTrue(waitFor(
                                browser,
                                "var e = document.getElementById('ended'); return e.hidden ? null : e.textContent;")
                        .startsWith("Every replica has ended"));
                List<String> log = browser.consoleMessages();
                assertTrue(
                        log.stream().noneMatch(m -> m.startsWith("SEVERE") || m.startsWith("WARNING")),
                        "browser log: " + log);
                assertEquals(0, merged.awaitExit(), merged.output());
                assertTrue(merged.output().contains("ended, exit code 130"), merged.output());
            }
        } finally {
            for (ConsoleProcess r : runs) r.close();
        }
    }
}
