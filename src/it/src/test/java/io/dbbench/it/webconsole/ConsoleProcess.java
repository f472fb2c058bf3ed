package io.dbbench.it.webconsole;

import io.dbbench.it.CliProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/** A bench-cli process whose output is read on a thread of its own, and the console address its banner prints. */
final class ConsoleProcess implements AutoCloseable {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    final Process process;
    final List<String> lines = new CopyOnWriteArrayList<>();
    private final CompletableFuture<String> url = new CompletableFuture<>();
    private final Thread reader;

    ConsoleProcess(String... args) throws IOException {
        this(java.util.Map.of(), args);
    }

    /** @param env what the process's environment has besides this JVM's (a password: never on a command line) */
    ConsoleProcess(java.util.Map<String, String> env, String... args) throws IOException {
        ProcessBuilder pb = CliProcess.jarProcess(args).redirectErrorStream(true);
        pb.environment().putAll(env);
        process = pb.start();
        reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                    if (line.startsWith("Console: "))
                        url.complete(line.substring(9).split(" ")[0]);
                }
                url.completeExceptionally(new AssertionError("no console line:\n" + output()));
            } catch (IOException e) {
                url.completeExceptionally(e);
            }
        });
        reader.start();
    }

    /** The console's address its banner printed: http://127.0.0.1:PORT/ */
    String url() throws Exception {
        return url.get(240, TimeUnit.SECONDS);
    }

    String output() {
        return String.join("\n", lines);
    }

    static String get(String url) throws IOException, InterruptedException {
        return HTTP.send(
                        HttpRequest.newBuilder(URI.create(url))
                                .timeout(Duration.ofSeconds(30))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
    }

    static int status(String url) throws IOException, InterruptedException {
        return HTTP.send(
                        HttpRequest.newBuilder(URI.create(url))
                                .timeout(Duration.ofSeconds(30))
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    /**
     * The page's Stop: a POST to {@code /api/stop} with the header a console's controls need (on loopback, no token);
     * returns the status.
     */
    static int stop(String url) throws IOException, InterruptedException {
        return HTTP.send(
                        HttpRequest.newBuilder(URI.create(url).resolve("/api/stop"))
                                .timeout(Duration.ofSeconds(30))
                                .header("X-Dbbench-Control", "1")
                                .POST(HttpRequest.BodyPublishers.noBody())
                                .build(),
                        HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    /** Ctrl-C, as a user ends a run or a linger. */
    void interrupt() throws IOException, InterruptedException {
        new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
    }

    int awaitExit() throws InterruptedException {
        if (!process.waitFor(180, TimeUnit.SECONDS)) throw new AssertionError("still running:\n" + output());
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
        try {
            reader.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
