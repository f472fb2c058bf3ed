package io.dbbench.it.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.it.CliProcess;
import io.dbbench.it.TempLeftovers;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus (Debian's {@code prometheus}, which .ci/run installs) scrapes a run's /metrics every
 * second, and every query of deploy/grafana/dbbench-dashboard.json, its variables filled in from its own
 * {@code label_values} queries, returns series while the run goes on: the dashboard and the served names
 * agree, the PromQL is valid, and the traffic and server counters arrive.
 *
 * <p>Skipped, saying why, where /usr/bin/prometheus is not installed; under {@code CI=true} that fails.
 */
class PrometheusDashboardIT {
    private static final Pattern URL = Pattern.compile("Metrics: http://(127\\.0\\.0\\.1:\\d+)/metrics");
    /** Generous: a loaded machine may take long to start the embedded server and Prometheus to scrape. */
    private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(300);
    /**
     * Oracle's own counters (V$SYS_TIME_MODEL's DB CPU): a PostgreSQL run has none, so the dashboard's query of
     * them must come back empty here, and the scrape must lack the series (ServerCounterMetersTest checks the
     * name an Oracle counter gets).
     */
    private static final String ORACLE_ONLY = "dbbench_server_db_cpu_seconds_total";
    /** What Grafana's $__rate_interval is with a 1 s scrape interval: at least four scrapes. */
    private static final String RATE_INTERVAL = "1m";

    @TempDir
    static Path prometheusDir;

    private static PrometheusProcess prometheus;

    @TempDir
    Path dir;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void startPrometheus() throws Exception {
        if (!Files.isExecutable(PrometheusProcess.BINARY)) {
            String why =
                    PrometheusProcess.BINARY + " is not installed (Debian package prometheus; .ci/run installs it)";
            if ("true".equals(System.getenv("CI"))) fail("CI=true: " + why);
            Assumptions.abort(why);
        }
        prometheus = PrometheusProcess.start(prometheusDir);
    }

    @AfterAll
    static void stopPrometheus() throws Exception {
        if (prometheus != null) prometheus.stop();
    }

    @Test
    void everyDashboardQueryHasSeriesForARunWithTraffic() throws Exception {
        DashboardQueries dashboard = new DashboardQueries(DashboardQueries.shipped());
        Set<Path> tempBefore = TempLeftovers.snapshot();
        // ten minutes at most: stopped as soon as every query has answered
        Process p = CliProcess.jarProcess(
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "--embedded",
                        "-uc",
                        "4",
                        "-rt",
                        "0:10",
                        "--topology",
                        "2x2",
                        "--metrics-port",
                        "0",
                        "-r",
                        dir.resolve("results.xml").toString(),
                        "-s")
                .redirectErrorStream(true)
                .start();
        List<String> lines = new CopyOnWriteArrayList<>();
        CompletableFuture<String> target = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                    Matcher m = URL.matcher(line);
                    if (m.find()) target.complete(m.group(1));
                }
                target.completeExceptionally(
                        new AssertionError("no metrics URL printed:\n" + String.join("\n", lines)));
            } catch (Exception e) {
                target.completeExceptionally(e);
            }
        });
        reader.start();
        try {
            String hostPort = target.get(300, TimeUnit.SECONDS);
            prometheus.scrape(hostPort);

            Map<String, String> values = awaitVariables(dashboard);
            assertEquals(
                    Map.of(
                            "run", "Stress Test",
                            "workload", "Stress Test",
                            "topology", "2x2",
                            "replica", "0",
                            "__rate_interval", RATE_INTERVAL),
                    values);
            awaitEveryQueryAnswered(dashboard, values, lines);

            double roundTrips = value(prometheus.query("sum(dbbench_transaction_round_trips_total)"));
            assertTrue(roundTrips > 0, "round trips counted: " + roundTrips);
            String served = scrape("http://" + hostPort + "/metrics");
            assertTrue(served.contains("\ndbbench_server_commits_total{"), "the server's counters are served");
            assertFalse(served.contains(ORACLE_ONLY), "no Oracle counter on PostgreSQL:\n" + served);
        } finally {
            p.destroy(); // SIGTERM: the run stops and writes its results
            if (!p.waitFor(120, TimeUnit.SECONDS)) p.destroyForcibly();
        }
        reader.join(10_000);
        TempLeftovers.awaitNoneNewSince(tempBefore, 60_000);
    }

    /** Each variable's label_values, once Prometheus has the run's series: the one value this run gives it. */
    private Map<String, String> awaitVariables(DashboardQueries dashboard) throws Exception {
        long deadline = System.nanoTime() + WAIT_NANOS;
        Map<String, String> values = new HashMap<>();
        for (DashboardQueries.Variable v : dashboard.variables()) {
            List<String> found;
            while ((found = prometheus.labelValues(v.label(), v.metric())).isEmpty()) {
                if (System.nanoTime() > deadline)
                    fail("label_values(" + v.metric() + ", " + v.label() + ") stayed empty; targets: "
                            + prometheus.targetsHealth() + "\nprometheus: " + prometheus.log());
                Thread.sleep(1000);
            }
            assertEquals(1, found.size(), v + ": one run, one value: " + found);
            values.put(v.name(), found.get(0));
        }
        values.put("__rate_interval", RATE_INTERVAL);
        return values;
    }

    /**
     * Evaluates every query at the current time until each has series (rates need two scrapes, the traffic
     * counters a transaction, the server counters a second reading), the Oracle-only one staying empty.
     */
    private void awaitEveryQueryAnswered(DashboardQueries dashboard, Map<String, String> values, List<String> lines)
            throws Exception {
        long deadline = System.nanoTime() + WAIT_NANOS;
        int oracleOnly = 0;
        while (true) {
            List<String> empty = new ArrayList<>();
            for (DashboardQueries.Query q : dashboard.queries()) {
                String promql = DashboardQueries.substitute(q.expr(), values);
                List<JsonNode> series = prometheus.query(promql);
                if (q.expr().contains(ORACLE_ONLY)) {
                    assertTrue(series.isEmpty(), q + " has series on PostgreSQL: " + series);
                    oracleOnly++;
                } else if (series.isEmpty()) {
                    empty.add(q + "\n  as sent: " + promql);
                }
            }
            if (empty.isEmpty()) break;
            if (System.nanoTime() > deadline)
                fail(empty.size() + " dashboard queries without series:\n" + String.join("\n", empty) + "\ntargets: "
                        + prometheus.targetsHealth() + "\ndbbench:\n" + String.join("\n", lines));
            Thread.sleep(1000);
        }
        assertTrue(oracleOnly > 0, "the dashboard has the Oracle DB CPU query this test expects empty");
    }

    private static double value(List<JsonNode> series) {
        assertEquals(1, series.size(), series.toString());
        return Double.parseDouble(series.get(0).path("value").path(1).asText());
    }

    private String scrape(String url) throws Exception {
        HttpResponse<String> r = http.send(
                HttpRequest.newBuilder(URI.create(url))
                        .timeout(Duration.ofSeconds(30))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        return r.body();
    }
}
