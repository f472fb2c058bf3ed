package io.dbbench.it.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * Debian's chromium driven through chromedriver's W3C WebDriver HTTP API on loopback, with java.net.http
 * and Jackson: the handful of commands the report test needs (open, run a script, read the console,
 * screenshot) do not justify Selenium's dependency tree.
 */
public final class HeadlessChromium implements AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> DRIVERS = List.of("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver");
    private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/lib/chromium/chromium");

    /** How long a page may take to load, and an asynchronous script to call back. */
    public static final int SCRIPT_TIMEOUT_MILLIS = 60_000;

    private final Process driver;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String base;
    private final String session;

    /** Why no browser can be had here, or empty when chromium and chromedriver are both installed. */
    public static Optional<String> unavailable() {
        if (find(DRIVERS).isEmpty() || find(BROWSERS).isEmpty()) {
            return Optional.of("no headless browser: needs Debian's chromium and chromium-driver packages "
                    + "(.ci/run installs them: apt-get install chromium chromium-driver)");
        }
        return Optional.empty();
    }

    public HeadlessChromium(Path userDataDir) throws IOException, InterruptedException {
        int port = freePort();
        driver = new ProcessBuilder(find(DRIVERS).orElseThrow(), "--port=" + port, "--allowed-ips=127.0.0.1")
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        base = "http://127.0.0.1:" + port;
        try {
            awaitReady();
            ObjectNode options =
                    JSON.createObjectNode().put("binary", find(BROWSERS).orElseThrow());
            ArrayNode args = options.putArray("args");
            // what chromium needs to run headless as root in a container, and to stay off the network
            for (String a : List.of(
                    "--headless",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-quic",
                    "--no-first-run",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--disable-dev-shm-usage",
                    "--window-size=1280,1000",
                    "--user-data-dir=" + userDataDir)) {
                args.add(a);
            }
            ObjectNode caps = JSON.createObjectNode();
            ObjectNode always =
                    caps.putObject("capabilities").putObject("alwaysMatch").put("browserName", "chrome");
            always.set("goog:chromeOptions", options);
            always.putObject("goog:loggingPrefs").put("browser", "ALL");
            always.putObject("timeouts").put("script", SCRIPT_TIMEOUT_MILLIS).put("pageLoad", SCRIPT_TIMEOUT_MILLIS);
            session = call("POST", "/session", caps).get("sessionId").asText();
        } catch (IOException | InterruptedException | RuntimeException e) {
            driver.destroyForcibly();
            throw e;
        }
    }

    public void open(Path file) throws IOException, InterruptedException {
        open(file.toUri().toString());
    }

    /** Opens a page by its address (a live server's). */
    public void open(String url) throws IOException, InterruptedException {
        call("POST", "/session/" + session + "/url", JSON.createObjectNode().put("url", url));
    }

    /** Runs {@code script} (a function body that may {@code return} a value) in the page. */
    public JsonNode execute(String script) throws IOException, InterruptedException {
        ObjectNode body = JSON.createObjectNode().put("script", script);
        body.putArray("args");
        return call("POST", "/session/" + session + "/execute/sync", body);
    }

    /**
     * Runs {@code script} asynchronously: it calls {@code arguments[arguments.length - 1]} with its result,
     * which the page may do when it is ready (the browser waits, not this thread); an error after
     * {@link #SCRIPT_TIMEOUT_MILLIS}.
     */
    public JsonNode executeAsync(String script) throws IOException, InterruptedException {
        ObjectNode body = JSON.createObjectNode().put("script", script);
        body.putArray("args");
        return call("POST", "/session/" + session + "/execute/async", body);
    }

    /** The page's console messages since the last call, as "LEVEL message" (chromedriver's log endpoint). */
    public List<String> consoleMessages() throws IOException, InterruptedException {
        List<String> messages = new ArrayList<>();
        for (JsonNode entry : call(
                "POST",
                "/session/" + session + "/se/log",
                JSON.createObjectNode().put("type", "browser"))) {
            messages.add(
                    entry.path("level").asText() + " " + entry.path("message").asText());
        }
        return messages;
    }

    public void resize(int width, int height) throws IOException, InterruptedException {
        call(
                "POST",
                "/session/" + session + "/window/rect",
                JSON.createObjectNode().put("width", width).put("height", height));
    }

    public void screenshot(Path png) throws IOException, InterruptedException {
        byte[] bytes = Base64.getDecoder()
                .decode(call("GET", "/session/" + session + "/screenshot", null).asText());
        Files.createDirectories(png.toAbsolutePath().getParent());
        Files.write(png, bytes);
    }

    @Override
    public void close() {
        try {
            call("DELETE", "/session/" + session, null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            // the driver is stopped below either way
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
        } finally {
            driver.destroy();
        }
    }

    private JsonNode call(String method, String path, JsonNode body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json");
        request.method(
                method,
                body == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode value = JSON.readTree(response.body()).path("value");
        if (response.statusCode() != 200) {
            throw new IOException("chromedriver " + method + " " + path + ": HTTP " + response.statusCode() + ": "
                    + value.path("error").asText() + ": "
                    + value.path("message").asText());
        }
        return value;
    }

    private void awaitReady() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            try {
                if (call("GET", "/status", null).path("ready").asBoolean()) return;
            } catch (IOException notYet) {
                if (System.nanoTime() > deadline)
                    throw new IOException("chromedriver did not start within 20 s", notYet);
            }
            if (!driver.isAlive()) throw new IOException("chromedriver exited with code " + driver.exitValue());
            Thread.sleep(100);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static Optional<String> find(List<String> candidates) {
        return candidates.stream().filter(p -> Files.isExecutable(Path.of(p))).findFirst();
    }
}
