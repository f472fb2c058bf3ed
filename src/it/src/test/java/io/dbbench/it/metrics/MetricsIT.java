package io.dbbench.it.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.TempLeftovers;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --metrics-port} on a real run of the jar: /metrics is scraped while the load runs (the counters
 * grow), and once more after the results are written, during {@code --metrics-linger}: then every
 * transaction type's completed and failed counters and its latency histogram's count equal results.json's.
 */
class MetricsIT {
    private static final Pattern URL = Pattern.compile("Metrics: (http://127\\.0\\.0\\.1:\\d+/metrics)");
    private static final Pattern COUNTER = Pattern.compile(
            "^dbbench_transactions_total\\{outcome=\"(\\w+)\",replica=\"0\",run=\"Stress Test\",topology=\"2x2\","
                    + "transaction=\"(\\w+)\",workload=\"Stress Test\"} ([0-9.E]+)$",
            Pattern.MULTILINE);
    private static final Pattern LATENCY_COUNT = Pattern.compile(
            "^dbbench_transaction_latency_seconds_count\\{replica=\"0\",run=\"Stress Test\",topology=\"2x2\","
                    + "transaction=\"(\\w+)\",workload=\"Stress Test\"} (\\d+)$",
            Pattern.MULTILINE);

    @TempDir
    Path dir;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void countersGrowDuringTheRunAndMatchResultsJsonAtTheEnd() throws Exception {
        Path xml = dir.resolve("results.xml");
        Set<Path> tempBefore = TempLeftovers.snapshot();
        Process p = CliProcess.jarProcess(
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "--embedded",
                        "-uc",
                        "4",
                        "-rt",
                        "0:00.08",
                        "--topology",
                        "2x2",
                        "--metrics-port",
                        "0",
                        "--metrics-linger",
                        "120",
                        "-r",
                        xml.toString(),
                        "-s")
                .redirectErrorStream(true)
                .start();
        List<String> lines = new CopyOnWriteArrayList<>();
        CompletableFuture<String> url = new CompletableFuture<>();
        CompletableFuture<Void> lingering = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                    Matcher m = URL.matcher(line);
                    if (m.find()) url.complete(m.group(1));
                    if (line.startsWith("Serving ")) lingering.complete(null);
                }
                url.completeExceptionally(new AssertionError("no metrics URL printed:\n" + String.join("\n", lines)));
                lingering.completeExceptionally(new AssertionError("did not linger:\n" + String.join("\n", lines)));
            } catch (Exception e) {
                url.completeExceptionally(e);
            }
        });
        reader.start();
        try {
            String metrics = url.get(180, TimeUnit.SECONDS);
            long first = awaitCompletedAbove(metrics, 0);
            long later = awaitCompletedAbove(metrics, first);
            assertTrue(later > first, first + " then " + later);

            lingering.get(120, TimeUnit.SECONDS);
            String last = scrape(metrics);
            RunResult result;
            try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
                result = new ResultsJsonReader().read(in);
            }
            Map<String, Long> counters = counters(last);
            Map<String, Long> latencyCounts = latencyCounts(last);
            assertTrue(result.totalCompleted() > later, "the run went on after the mid-run scrapes");
            for (TransactionResult tx : result.transactions()) {
                assertEquals(
                        tx.completed(),
                        counters.getOrDefault(tx.id() + " completed", 0L),
                        tx.id() + " completed\n" + last);
                assertEquals(tx.failed(), counters.getOrDefault(tx.id() + " failed", 0L), tx.id() + " failed");
                assertEquals(
                        tx.completed(), latencyCounts.getOrDefault(tx.id(), 0L), tx.id() + " latency histogram count");
            }
            assertTrue(last.contains("dbbench_pool_wait_seconds_bucket{"), "pool wait histogram of the 2x2 topology");
        } finally {
            p.destroy(); // SIGTERM ends the linger
            if (!p.waitFor(60, TimeUnit.SECONDS)) p.destroyForcibly();
        }
        reader.join(10_000);
        TempLeftovers.awaitNoneNewSince(tempBefore, 60_000);
    }

    /** Scrapes until the completed transactions of all types exceed {@code floor} (bounded: 120 s). */
    private long awaitCompletedAbove(String url, long floor) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            long completed = counters(scrape(url)).entrySet().stream()
                    .filter(e -> e.getKey().endsWith(" completed"))
                    .mapToLong(Map.Entry::getValue)
                    .sum();
            if (completed > floor) return completed;
            assertTrue(System.nanoTime() < deadline, "completed stayed at " + completed);
            Thread.sleep(200); // the sampler publishes once a second
        }
    }

    private String scrape(String url) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(url))
                        .timeout(Duration.ofSeconds(10))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        return r.body();
    }

    /** "transaction outcome" to count. */
    private static Map<String, Long> counters(String body) {
        Map<String, Long> counts = new HashMap<>();
        Matcher m = COUNTER.matcher(body);
        while (m.find()) counts.put(m.group(2) + " " + m.group(1), (long) Double.parseDouble(m.group(3)));
        return counts;
    }

    private static Map<String, Long> latencyCounts(String body) {
        Map<String, Long> counts = new HashMap<>();
        Matcher m = LATENCY_COUNT.matcher(body);
        while (m.find()) counts.put(m.group(1), Long.parseLong(m.group(2)));
        return counts;
    }
}
