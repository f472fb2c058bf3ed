package io.dbbench.cli.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import io.dbbench.core.internal.metrics.MicrometerProgressListener;
import io.dbbench.core.internal.metrics.ServerCounterMeters;
import io.dbbench.core.internal.server.CounterSnapshot;
import io.dbbench.core.result.TrafficTotals;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * /metrics on loopback: Prometheus' text format with the run's counters and aggregable latency histograms,
 * and every series the Grafana dashboard under deploy/ queries.
 */
class MetricsServerTest {
    private static final Path STRESS = Path.of("../configs/Stress_Test.xml");
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void servesTheListenersMetersInPrometheusTextFormat() throws Exception {
        try (MetricsServer server = MetricsServer.start("127.0.0.1", 0);
                MicrometerProgressListener listener = new MicrometerProgressListener(
                        server.registry(),
                        MicrometerProgressListener.runTags("nightly", "Stress Test", Topology.parse("2x2"))
                                .and("replica", "1"))) {
            Histogram latency = new Histogram(3);
            latency.recordValue(2_000_000);
            latency.recordValue(3_000_000);
            latency.recordValue(40_000_000);
            Histogram poolWait = new Histogram(3);
            poolWait.recordValue(10_000);
            listener.onInterval(new ProgressSnapshot(
                    0,
                    1_000_000_000L,
                    -1,
                    4,
                    4,
                    3,
                    3,
                    1,
                    3,
                    1,
                    9,
                    true,
                    List.of(new TransactionProgress(
                            "Insert", "I", 3, 1, 15_000_000, latency, false, new TrafficTotals(1200, 300, 8))),
                    poolWait));
            // the server's counters of both dialects, so every series the dashboard names is served
            Map<String, Long> serverCounters = new LinkedHashMap<>();
            for (String name : List.of(
                    "commits",
                    "rollbacks",
                    "blocks read",
                    "blocks hit",
                    "log bytes",
                    "io read bytes",
                    "io write bytes",
                    "server process cpu micros",
                    "server process read bytes",
                    "server process write bytes",
                    "db cpu micros")) serverCounters.put(name, 1L);
            new ServerCounterMeters(server.registry(), MicrometerProgressListener.runTags("nightly", null, null))
                    .accept(new CounterSnapshot(serverCounters, 0));

            assertTrue(server.url().matches("http://127\\.0\\.0\\.1:\\d+/metrics"), server.url());
            HttpResponse<String> r = http.send(
                    HttpRequest.newBuilder(URI.create(server.url())).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode());
            assertEquals(
                    MetricsServer.CONTENT_TYPE,
                    r.headers().firstValue("Content-Type").orElse(""));
            String body = r.body();
            String tags =
                    "replica=\"1\",run=\"nightly\",topology=\"2x2\",transaction=\"Insert\",workload=\"Stress Test\"";
            assertTrue(body.contains("dbbench_transactions_total{outcome=\"completed\"," + tags + "} 3.0"), body);
            assertTrue(body.contains("dbbench_transactions_total{outcome=\"failed\"," + tags + "} 1.0"), body);
            assertTrue(body.contains("dbbench_transaction_latency_seconds_count{" + tags + "} 3"), body);
            assertTrue(
                    body.lines()
                                    .filter(l ->
                                            l.startsWith("dbbench_transaction_latency_seconds_bucket{" + tags + ",le="))
                                    .count()
                            > 10,
                    "aggregable buckets: " + body);
            assertTrue(body.contains("dbbench_transaction_latency_seconds_bucket{" + tags + ",le=\"+Inf\"} 3"), body);
            assertTrue(
                    body.contains(
                            "dbbench_pool_wait_seconds_count{replica=\"1\",run=\"nightly\",topology=\"2x2\",workload=\"Stress Test\"} 1"),
                    body);
            assertTrue(body.contains("dbbench_users_logged_on{"), body);
            assertTrue(body.contains("dbbench_transaction_sent_bytes_total{" + tags + "} 1200.0"), body);
            assertTrue(body.contains("dbbench_transaction_received_bytes_total{" + tags + "} 300.0"), body);
            assertTrue(body.contains("dbbench_transaction_round_trips_total{" + tags + "} 8.0"), body);
            assertTrue(body.contains("dbbench_server_commits_total{run=\"nightly\"} 0.0"), body);
            assertTrue(body.contains("dbbench_server_process_cpu_seconds_total{run=\"nightly\"} 0.0"), body);
            assertTrue(
                    body.contains("dbbench_transaction_latency_mean_seconds{" + tags + "} 0.015"),
                    "docs/metrics.md's name: " + body);

            // the Grafana dashboard reads what is served: every series it queries exists
            String dashboard = Files.readString(Path.of("../deploy/grafana/dbbench-dashboard.json"));
            Matcher names = Pattern.compile("dbbench_[a-z_]+").matcher(dashboard);
            int queried = 0;
            while (names.find()) {
                queried++;
                assertTrue(
                        body.contains("\n" + names.group() + "{"),
                        names.group() + " is queried by the dashboard but not served:\n" + body);
            }
            assertTrue(queried >= 20, "the dashboard queries the meters: " + queried);

            HttpResponse<String> post = http.send(
                    HttpRequest.newBuilder(URI.create(server.url()))
                            .POST(HttpRequest.BodyPublishers.noBody())
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(405, post.statusCode());
        }
    }

    @Test
    void flagsAreCheckedBeforeAnythingStarts() {
        assertUsage(
                CliRun.of("-c", STRESS.toString(), "--metrics-port", "70000"),
                "option --metrics-port: must be 0..65535, was 70000");
        assertUsage(
                CliRun.of("-c", STRESS.toString(), "--metrics-linger", "5"),
                "option --metrics-linger: needs --metrics-port");
        assertUsage(
                CliRun.of(
                        "-c",
                        STRESS.toString(),
                        "--metrics-port",
                        "0",
                        "--fork",
                        "--iterations",
                        "2x1s",
                        "--repeats",
                        "2",
                        "-cs",
                        "//localhost:1/x"),
                "option --metrics-port: cannot be used with --fork");
    }

    @Test
    void aPortInUseIsNamed() throws Exception {
        try (MetricsServer taken = MetricsServer.start("127.0.0.1", 0)) {
            String port = taken.url().replaceAll(".*:(\\d+)/metrics", "$1");
            MetricsFlags flags = new MetricsFlags();
            flags.bind = "127.0.0.1";
            flags.port = Integer.valueOf(port);
            CliException e = assertThrows(CliException.class, flags::start);
            assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
            assertTrue(
                    e.getMessage().startsWith("option --metrics-port: cannot listen on 127.0.0.1:" + port + ": "),
                    e.getMessage());
        }
    }

    private static void assertUsage(CliRun r, String message) {
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: " + message), r.err());
    }
}
