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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The live console in the browser ({@code --console}): a page, its script and ECharts from the jar, the run's
 * samples as server-sent events, its latest state as JSON, and the controls (stop, users). On the JDK's own HTTP
 * server; its threads are daemons and nothing of it runs on the load's threads.
 */
public final class WebConsole implements AutoCloseable {
    /** Streams open at once; one more gets 503. */
    static final int MAX_STREAMS = 32;
    /** Messages a page may fall behind by, beyond the histories, before it is dropped. */
    static final int STREAM_LAG_MESSAGES = 64;
    /** Samples a newly opened page is sent first: ten minutes of a run, one a second. */
    static final int SAMPLE_HISTORY_MESSAGES = 600;
    /** Events a newly opened page is sent first, apart from the samples: a failing run's do not cut the charts. */
    static final int EVENT_HISTORY_MESSAGES = 200;
    /**
     * What the samples kept for new pages may weigh: a run's sample is a few kB, so its ten minutes fit many times
     * over; a merged page's grows with its replicas and their transaction types, and its span shortens instead.
     */
    static final long SAMPLE_HISTORY_BYTES_MAX = 32L << 20;
    /**
     * Server threads, started as needed: the JDK's server reads a request on one, so a client sending half a request
     * holds one until {@link #REQUEST_DEADLINE_MILLIS}; many are there so that 200 such leave the pages served.
     */
    static final int THREADS = 256;
    /** The longest closing waits for the pages' streams to send what they have queued, the run's end. */
    static final long CLOSE_WAIT_MILLIS = 2_000;
    /** The longest a request may hold a thread but a page's stream (see {@link RequestDeadline}). */
    static final long REQUEST_DEADLINE_MILLIS = 30_000;

    private final HttpServer server;
    private final ExecutorService executor;
    private final RequestDeadline deadline;
    private final EventStreams streams;
    private final String token; // null on loopback: the control header suffices there
    private final boolean loopback;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile String identityJson = "null";
    private volatile int usersCeiling = -1;
    /** Several replicas' page ({@code bench-cli console}): it only reads, it has no controls nor results. */
    private volatile boolean merged;
    /** The refused controls' log's clock: a test's, so that its one line per window does not hang on real time. */
    private volatile LongSupplier nanoClock = System::nanoTime;

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
            EventStreams streams,
            Consumer<String> warnings) {
        this.server = server;
        this.executor = executor;
        this.deadline = deadline;
        this.streams = streams;
        this.warnings = warnings;
        this.loopback = server.getAddress().getAddress().isLoopbackAddress();
        this.token = loopback ? null : newToken();
    }

    /**
     * Listens on {@code host}:{@code port} (0 = any free port) until closed, and serves at once.
     *
     * @param identityJson what the run is (a JSON object, no secret in it), shown at the page's top
     * @param usersCeiling the most users the page may ask for, or -1 when the run's users cannot change
     * @param warnings     where a refused control is said (rate-limited), e.g. standard error
     */
    static WebConsole start(String host, int port, String identityJson, int usersCeiling, Consumer<String> warnings)
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
        WebConsole console = bind(host, port, warnings, requestDeadlineMillis, boundedStreams());
        console.serve(identityJson, usersCeiling);
        return console;
    }

    /**
     * Takes {@code host}:{@code port} (0 = any free port) before the run's slow set-up, so a port in use is said at
     * once; nothing is answered until {@link #serve}.
     */
    public static WebConsole bind(String host, int port, Consumer<String> warnings) throws IOException {
        return bind(host, port, warnings, REQUEST_DEADLINE_MILLIS, boundedStreams());
    }

    /** The pages' streams with the console's bounds. */
    private static EventStreams boundedStreams() {
        return new EventStreams(
                MAX_STREAMS,
                STREAM_LAG_MESSAGES,
                SAMPLE_HISTORY_MESSAGES,
                EVENT_HISTORY_MESSAGES,
                SAMPLE_HISTORY_BYTES_MAX);
    }

    /** As above, with a test's deadline and streams. */
    static WebConsole bind(
            String host, int port, Consumer<String> warnings, long requestDeadlineMillis, EventStreams streams)
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
        return new WebConsole(server, executor, deadline, streams, warnings);
    }

    /** A test's clock for the refused controls' log; before {@link #serve}. */
    void nanoClock(LongSupplier clock) {
        nanoClock = clock;
    }

    /**
     * Starts answering, the run now known.
     *
     * @param identityJson what the run is (a JSON object, no secret in it), shown at the page's top
     * @param usersCeiling the most users the page may ask for, or -1 when the run's users cannot change
     */
    public void serve(String identityJson, int usersCeiling) {
        this.identityJson = identityJson;
        this.usersCeiling = usersCeiling;
        server.createContext("/", new ConsoleHttp(this, new RefusalLog(this::warn, nanoClock)));
        server.start();
    }

    /**
     * Starts answering as the page of several replicas: read-only (no controls, so no token), their figures as the
     * samples ({@link MergedSample}).
     */
    void serveMerged(String identityJson) {
        merged = true;
        serve(identityJson, -1);
    }

    boolean merged() {
        return merged;
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
        return token() == null
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
        return merged ? null : token;
    }

    boolean loopback() {
        return loopback;
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** The address bound, as a literal (127.0.0.2): a name no rebinding can stand for. */
    String boundAddress() {
        return server.getAddress().getAddress().getHostAddress();
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
        streams.publishSample(message("sample", json));
    }

    /** Something for the page's event list: users joining or leaving, errors, notices, a search's steps. */
    public void event(String kind, String text) {
        String json = "{\"epochMillis\":" + System.currentTimeMillis() + ",\"kind\":" + Json.quote(kind) + ",\"text\":"
                + Json.quote(text) + "}";
        streams.publishEvent(message("event", json));
    }

    /**
     * The run has ended and its files are written: the pages say so and link results.html.
     *
     * @param html the results.html written, or null when none was
     * @param exitCode the run's exit code, or -1 when it failed before one was known (an exception)
     */
    public void ended(Path html, int exitCode) {
        resultsHtml = html;
        endJson = "{\"exitCode\":" + (exitCode < 0 ? "null" : Integer.toString(exitCode)) + ",\"results\":"
                + (html == null ? "null" : "\"/results.html\"")
                + ",\"resultsFile\":"
                + (html == null ? "null" : Json.quote(html.toAbsolutePath().toString())) + "}";
        streams.publishEvent(message("end", endJson));
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

    /** Whether the run's end has been sent to the pages. */
    boolean endSent() {
        return !endJson.equals("null");
    }

    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) return;
        endLinger();
        streams.end();
        try {
            // the pages' writers send what is queued (the run's end) and end their streams; a page that does not
            // read is not waited for long
            streams.awaitAllClosed(CLOSE_WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        server.stop(0);
        executor.shutdownNow();
        deadline.close();
    }
}
