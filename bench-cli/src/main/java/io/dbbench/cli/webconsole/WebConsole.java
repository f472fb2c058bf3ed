package io.dbbench.cli.webconsole;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The live console in the browser ({@code --console}): a page, its script and ECharts from the jar, the run's
 * samples as server-sent events, its latest state as JSON, and the controls (stop, users). On the JDK's own HTTP
 * server; its threads are daemons and nothing of it runs on the load's threads.
 */
public final class WebConsole implements AutoCloseable {
    /** Streams open at once; one more gets 503. */
    static final int MAX_STREAMS = 32;
    /** Messages a page may fall behind by before it is dropped. */
    static final int STREAM_LAG = 64;
    /** Samples and events a newly opened page is sent first: ten minutes of a run. */
    static final int HISTORY = 600;
    /**
     * Server threads, started as needed: the JDK's server reads a request on one, so a client sending half a request
     * holds one until {@link #REQUEST_DEADLINE_MILLIS}; many are there so that 200 such leave the pages served.
     */
    static final int THREADS = 256;
    /** The longest a request may hold a thread but a page's stream (see {@link RequestDeadline}). */
    static final long REQUEST_DEADLINE_MILLIS = 30_000;

    private final HttpServer server;
    private final ExecutorService executor;
    private final RequestDeadline deadline;
    private final EventStreams streams = new EventStreams(MAX_STREAMS, STREAM_LAG, HISTORY);
    private final String identityJson;
    private final String token; // null on loopback: the control header suffices there
    private final boolean loopback;
    private final int usersCeiling;
    private final Consumer<String> warnings;
    private final CountDownLatch lingerEnd = new CountDownLatch(1);
    private volatile RunControls controls = NO_CONTROLS;
    private volatile String latestSample = "null";
    private volatile String endJson = "null";
    private volatile Path resultsHtml;

    private static final RunControls NO_CONTROLS = new RunControls() {
        @Override
        public void stop() {}

        @Override
        public String setUsers(int users) {
            return "the run has not started yet";
        }

        @Override
        public String usersFixedBecause() {
            return null;
        }

        @Override
        public int activeUsers() {
            return -1;
        }
    };

    private WebConsole(
            HttpServer server,
            ExecutorService executor,
            RequestDeadline deadline,
            String identityJson,
            int usersCeiling,
            Consumer<String> warnings) {
        this.server = server;
        this.executor = executor;
        this.deadline = deadline;
        this.identityJson = identityJson;
        this.usersCeiling = usersCeiling;
        this.warnings = warnings;
        this.loopback = server.getAddress().getAddress().isLoopbackAddress();
        this.token = loopback ? null : newToken();
    }

    /**
     * Listens on {@code host}:{@code port} (0 = any free port) until closed.
     *
     * @param identityJson what the run is (a JSON object, no secret in it), shown at the page's top
     * @param usersCeiling the most users the page may ask for, or -1 when the run's users cannot change
     * @param warnings     where a refused control is said (rate-limited), e.g. standard error
     */
    public static WebConsole start(
            String host, int port, String identityJson, int usersCeiling, Consumer<String> warnings)
            throws IOException {
        return start(host, port, identityJson, usersCeiling, warnings, REQUEST_DEADLINE_MILLIS);
    }

    /** As above, with another deadline for a request (a test's, shorter than its waits). */
    static WebConsole start(
            String host,
            int port,
            String identityJson,
            int usersCeiling,
            Consumer<String> warnings,
            long requestDeadlineMillis)
            throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 64);
        ThreadPoolExecutor executor =
                new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "dbbench-console");
                    t.setDaemon(true);
                    return t;
                });
        executor.allowCoreThreadTimeOut(true);
        RequestDeadline deadline = new RequestDeadline(executor, requestDeadlineMillis);
        server.setExecutor(deadline);
        WebConsole console = new WebConsole(server, executor, deadline, identityJson, usersCeiling, warnings);
        server.createContext("/", new ConsoleHttp(console));
        server.start();
        return console;
    }

    private static String newToken() {
        byte[] bytes = new byte[16]; // 128 bits
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** The page's address, with the port actually bound. */
    public String url() {
        InetSocketAddress a = server.getAddress();
        String host = a.getAddress().getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/";
    }

    /** The banner's line: the address and, bound beyond loopback, the token the controls need. */
    public String bannerLine() {
        return token == null
                ? "Console: " + url()
                : "Console: " + url() + " (read-only; controls: " + url() + "#token=" + token + ")";
    }

    /** The run's controls, once the run is built; until then the page's buttons are refused. */
    public void controls(RunControls c) {
        controls = c;
    }

    RunControls controls() {
        return controls;
    }

    int usersCeiling() {
        return usersCeiling;
    }

    String token() {
        return token;
    }

    boolean loopback() {
        return loopback;
    }

    int port() {
        return server.getAddress().getPort();
    }

    String identityJson() {
        return identityJson;
    }

    String latestSample() {
        return latestSample;
    }

    String endJson() {
        return endJson;
    }

    Path resultsHtml() {
        return resultsHtml;
    }

    EventStreams streams() {
        return streams;
    }

    void warn(String line) {
        warnings.accept(line);
    }

    /** A new sample from the sampler thread: the latest for {@code /api/state}, and sent to every page. */
    void sample(String json) {
        latestSample = json;
        streams.publish(message("sample", json));
    }

    /** Something for the page's event list: users joining or leaving, errors, notices, a search's steps. */
    public void event(String kind, String text) {
        String json = "{\"epochMillis\":" + System.currentTimeMillis() + ",\"kind\":" + Json.quote(kind) + ",\"text\":"
                + Json.quote(text) + "}";
        streams.publish(message("event", json));
    }

    /**
     * The run has ended and its files are written: the pages say so and link results.html.
     *
     * @param html the results.html written, or null when none was
     */
    public void ended(Path html, int exitCode) {
        resultsHtml = html;
        endJson = "{\"exitCode\":" + exitCode + ",\"results\":" + (html == null ? "null" : "\"/results.html\"")
                + ",\"resultsFile\":"
                + (html == null ? "null" : Json.quote(html.toAbsolutePath().toString())) + "}";
        streams.publish(message("end", endJson));
    }

    private static byte[] message(String event, String json) {
        return ("event: " + event + "\ndata: " + json + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    /** Keeps serving for {@code seconds} after the run, or until {@link #endLinger()}. */
    public void linger(long seconds) throws InterruptedException {
        if (seconds > 0) lingerEnd.await(seconds, TimeUnit.SECONDS);
    }

    /** Ends a {@link #linger} early: Ctrl-C. */
    public void endLinger() {
        lingerEnd.countDown();
    }

    @Override
    public void close() {
        endLinger();
        streams.publish(EventStreams.END);
        server.stop(0);
        executor.shutdownNow();
        deadline.close();
    }
}
