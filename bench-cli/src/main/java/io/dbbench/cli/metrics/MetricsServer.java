package io.dbbench.cli.metrics;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * {@code /metrics} in Prometheus' text format, from a Micrometer Prometheus registry, on the JDK's own HTTP
 * server: one daemon thread, nothing else listening. Scrapes read the registry while the run writes it;
 * Micrometer's meters are safe for that.
 */
public final class MetricsServer implements AutoCloseable {
    static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final HttpServer server;
    private final ExecutorService executor;
    private final CountDownLatch lingerEnd = new CountDownLatch(1);

    private MetricsServer(HttpServer server, ExecutorService executor) {
        this.server = server;
        this.executor = executor;
    }

    /** Listens on {@code bind}:{@code port} (0 = any free port) until closed. */
    static MetricsServer start(String bind, int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(bind, port), 0);
        ExecutorService executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "dbbench-metrics");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(executor);
        MetricsServer metrics = new MetricsServer(server, executor);
        server.createContext("/metrics", metrics::serve);
        server.start();
        return metrics;
    }

    public PrometheusMeterRegistry registry() {
        return registry;
    }

    /** Where Prometheus scrapes, with the port actually bound. */
    public String url() {
        InetSocketAddress a = server.getAddress();
        String host = a.getAddress().getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/metrics";
    }

    /** Keeps serving for {@code seconds} so the last scrape sees the final totals, or until {@link #endLinger()}. */
    void linger(long seconds) throws InterruptedException {
        if (seconds > 0) lingerEnd.await(seconds, TimeUnit.SECONDS);
    }

    /** Ends a {@link #linger} early: Ctrl-C. */
    void endLinger() {
        lingerEnd.countDown();
    }

    private void serve(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!"GET".equals(exchange.getRequestMethod()) && !"HEAD".equals(exchange.getRequestMethod())) {
                exchange.sendResponseHeaders(405, -1);
                return;
            }
            byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
            boolean head = "HEAD".equals(exchange.getRequestMethod());
            exchange.sendResponseHeaders(200, head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
        }
    }

    @Override
    public void close() {
        endLinger();
        server.stop(0);
        executor.shutdownNow();
        registry.close();
    }
}
