package io.dbbench.it.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code prometheus} started for a test: on a free loopback port, with a config, storage and log of
 * its own under {@code dir}, scraping every second whatever target {@link #scrape(String)} names (a file_sd
 * file, so the target can be given after Prometheus is up), queried through its HTTP API.
 */
final class PrometheusProcess {
    static final Path BINARY = Path.of("/usr/bin/prometheus");
    private static final long READY_WAIT_NANOS = TimeUnit.SECONDS.toNanos(180);

    private final Process process;
    private final Path targets;
    private final Path log;
    private final String api;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ObjectMapper json = new ObjectMapper();

    private PrometheusProcess(Process process, Path targets, Path log, String api) {
        this.process = process;
        this.targets = targets;
        this.log = log;
        this.api = api;
    }

    /** Starts it and waits (bounded) until it says it is ready. */
    static PrometheusProcess start(Path dir) throws IOException, InterruptedException {
        Path targets = dir.resolve("targets.json");
        Files.writeString(targets, "[]");
        Path config = dir.resolve("prometheus.yml");
        Files.writeString(
                config,
                """
                global:
                  scrape_interval: 1s
                  scrape_timeout: 1s
                scrape_configs:
                  - job_name: dbbench
                    file_sd_configs:
                      - files: ["%s"]
                        refresh_interval: 1s
                """
                        .formatted(targets.toAbsolutePath()));
        int port = freeLoopbackPort();
        Path log = dir.resolve("prometheus.log");
        Process process = new ProcessBuilder(
                        BINARY.toString(),
                        "--config.file=" + config.toAbsolutePath(),
                        "--storage.tsdb.path=" + dir.resolve("data").toAbsolutePath(),
                        "--web.listen-address=127.0.0.1:" + port)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        PrometheusProcess prometheus = new PrometheusProcess(process, targets, log, "http://127.0.0.1:" + port);
        prometheus.awaitReady();
        return prometheus;
    }

    /**
     * A port nobody listens on now. Another process could take it before Prometheus binds it; Prometheus then
     * exits and {@link #awaitReady()} says so with its log.
     */
    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket s = new ServerSocket()) {
            s.bind(new InetSocketAddress("127.0.0.1", 0));
            return s.getLocalPort();
        }
    }

    private void awaitReady() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + READY_WAIT_NANOS;
        while (true) {
            if (!process.isAlive()) throw new IllegalStateException("prometheus exited: " + log());
            try {
                if (get("/-/ready").statusCode() == 200) return;
            } catch (IOException notYet) {
                // not listening yet
            }
            if (System.nanoTime() > deadline)
                throw new IllegalStateException("prometheus not ready within 180 s: " + log());
            Thread.sleep(200);
        }
    }

    /** Scrapes {@code hostPort} (its /metrics) from now on: Prometheus re-reads the file on its own. */
    void scrape(String hostPort) throws IOException {
        Path tmp = targets.resolveSibling("targets.json.tmp");
        Files.writeString(tmp, "[{\"targets\": [\"" + hostPort + "\"], \"labels\": {}}]");
        Files.move(tmp, targets, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** An instant query at the current time: the result's series (empty when none). */
    List<JsonNode> query(String promql) throws IOException, InterruptedException {
        JsonNode data = data("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
        List<JsonNode> series = new ArrayList<>();
        data.path("result").forEach(series::add);
        return series;
    }

    /** What Grafana's {@code label_values(metric, label)} lists: the label's values on that metric's series. */
    List<String> labelValues(String label, String metric) throws IOException, InterruptedException {
        JsonNode data =
                data("/api/v1/label/" + label + "/values?match[]=" + URLEncoder.encode(metric, StandardCharsets.UTF_8));
        List<String> values = new ArrayList<>();
        data.forEach(v -> values.add(v.asText()));
        return values;
    }

    /** The scrape targets' health, for a failure message. */
    String targetsHealth() throws IOException, InterruptedException {
        return get("/api/v1/targets").body();
    }

    private JsonNode data(String path) throws IOException, InterruptedException {
        HttpResponse<String> r = get(path);
        JsonNode body = json.readTree(r.body());
        if (r.statusCode() != 200 || !"success".equals(body.path("status").asText()))
            throw new AssertionError("prometheus refused " + path + ": " + r.statusCode() + " " + r.body());
        return body.path("data");
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(
                HttpRequest.newBuilder(URI.create(api + path))
                        .timeout(Duration.ofSeconds(30))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Prometheus' own output so far, for a failure message. */
    String log() {
        try {
            String all = Files.readString(log);
            return all.length() > 4000 ? all.substring(all.length() - 4000) : all;
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** Ends it (SIGTERM, then SIGKILL after a bounded wait): an IT's @AfterAll. */
    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(60, TimeUnit.SECONDS);
        }
    }
}
