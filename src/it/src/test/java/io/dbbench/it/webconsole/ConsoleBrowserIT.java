package io.dbbench.it.webconsole;

import static io.dbbench.it.webconsole.PageWaits.awaitNumber;
import static io.dbbench.it.webconsole.PageWaits.waitFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.it.CliProcess;
import io.dbbench.it.browser.HeadlessChromium;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live console in headless Chromium during an embedded Stress Test run: the page fills, "+2 users" raises the
 * run's users, "Stop" ends it with its results written, and the page links them; no error in the browser's log. A
 * screenshot goes to target/console-screenshots/, and to the file {@code -Dconsole.screenshot} names (docs/console.png
 * is taken so), never into the sources otherwise. Skips, saying why, where no browser exists.
 */
class ConsoleBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "console-screenshots");

    @TempDir
    Path dir;

    @Test
    void thePageFollowsTheRun_raisesItsUsers_andStopsIt() throws Exception {
        var missing = HeadlessChromium.unavailable();
        assumeTrue(missing.isEmpty(), missing.orElse(""));
        Path xml = dir.resolve("results.xml");
        Process run = CliProcess.jarProcess(
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "--embedded",
                        "--create",
                        "-uc",
                        "2",
                        "-rt",
                        "0:05.00", // 300 s: the test stops it with the page's button long before
                        "-v",
                        "users,tps",
                        "--console",
                        "0",
                        "--console-max-users",
                        "6",
                        "--console-linger",
                        "120",
                        "-r",
                        xml.toString())
                .redirectErrorStream(true)
                .start();
        List<String> lines = new CopyOnWriteArrayList<>();
        CompletableFuture<String> url = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(run.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                    if (line.startsWith("Console: "))
                        url.complete(line.substring("Console: ".length()).strip());
                }
                url.completeExceptionally(new AssertionError("no console line:\n" + String.join("\n", lines)));
            } catch (Exception e) {
                url.completeExceptionally(e);
            }
        });
        reader.start();
        try (HeadlessChromium browser = new HeadlessChromium(Files.createDirectories(dir.resolve("profile")))) {
            browser.open(url.get(180, TimeUnit.SECONDS));
            // the figures grow: two readings of the page's transaction count, the second larger
            long first = awaitNumber(browser, "total-now", 0);
            long later = awaitNumber(browser, "total-now", first);
            assertTrue(later > first, first + " then " + later);
            assertEquals("2", waitFor(browser, "document.getElementById('users-now').dataset.target"));

            click(browser, "users-plus2");
            assertEquals(
                    "4 / 4",
                    waitFor(
                            browser,
                            "var t = document.getElementById('users-now').textContent;"
                                    + " return t === '4 / 4' ? t : null;"),
                    "the run's users follow the button");
            long afterRaise = awaitNumber(browser, "total-now", awaitNumber(browser, "total-now", 0));
            assertTrue(awaitNumber(browser, "tps-now", 0) > 0, "the raised run goes on: " + afterRaise);
            // the charts need a few seconds of the raised run to show it
            awaitNumber(browser, "total-now", awaitNumber(browser, "total-now", afterRaise));
            browser.resize(1280, 1400);
            Path png = SCREENSHOTS.resolve("console.png");
            browser.screenshot(png);
            String wanted = System.getProperty("console.screenshot");
            if (wanted != null && !wanted.isBlank())
                Files.copy(png, Path.of(wanted), java.nio.file.StandardCopyOption.REPLACE_EXISTING);

            browser.execute("window.confirm = function () { return true; };");
            click(browser, "stop");
            assertEquals(
                    "/results.html",
                    waitFor(
                            browser,
                            "var a = document.getElementById('results-link');"
                                    + " return a && !document.getElementById('ended').hidden ? a.getAttribute('href') : null;"));
            // the page's Stop, not a signal, ended the run: the page says its exit, 130 as Ctrl-C gives
            assertTrue(
                    waitFor(browser, "document.getElementById('ended').textContent")
                            .contains("exit code 130"),
                    "the page says the run's exit code");
            JsonNode status = browser.executeAsync("var done = arguments[arguments.length - 1];"
                    + " fetch('/results.html').then(function (r) { done(r.status); });");
            assertEquals(200, status.asInt(), "the page's link serves the results.html written");
            List<String> log = browser.consoleMessages();
            assertTrue(
                    log.stream().noneMatch(m -> m.startsWith("SEVERE") || m.startsWith("WARNING")),
                    "browser log: " + log);
            // the linger ends on Ctrl-C, as a run does
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-INT", Long.toString(run.pid()))
                            .start()
                            .waitFor());
            assertTrue(run.waitFor(120, TimeUnit.SECONDS), String.join("\n", lines));
        } finally {
            run.destroyForcibly();
            reader.join(10_000);
        }
        // the linger is ended by SIGINT, which gives 130 whatever the run's exit: the page's text above is the check
        assertEquals(130, run.exitValue(), "stopped early, as Ctrl-C does:\n" + String.join("\n", lines));
        assertTrue(Files.isRegularFile(dir.resolve("results.json")), String.join("\n", lines));
        assertTrue(Files.isRegularFile(dir.resolve("results.html")));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Interrupted:")), String.join("\n", lines));
        assertTrue(
                lines.stream().anyMatch(l -> l.matches(".*\\[\\d/4\\].*")),
                "the text console saw the raised users too:\n" + String.join("\n", lines));
    }

    private static void click(HeadlessChromium browser, String id) throws Exception {
        browser.execute("document.getElementById('" + id + "').click();");
    }
}
