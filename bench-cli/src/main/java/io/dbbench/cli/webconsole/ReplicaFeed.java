package io.dbbench.cli.webconsole;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * One replica's console as the merged page follows it: a daemon thread reads the replica's {@code /events} (the
 * server-sent events its own page reads) and keeps its latest sample; events are handed on once each (a reconnect
 * replays the replica's history: what was seen is skipped). A stream that breaks is opened again, at most {@code
 * attempts} times in a row, then the replica is marked lost (or unreachable, never reached): never dropped silently.
 */
final class ReplicaFeed implements AutoCloseable {
    /** The longest line read from a replica: a sample is a few kB; more is not a console's stream. */
    static final int MAX_LINE_BYTES = 1 << 20;

    /**
     * The longest wait to connect: a replica's host that does not answer is tried again soon rather than after the
     * stream's long read timeout (15 attempts then take at most about a minute and a quarter, not ten).
     */
    static final int CONNECT_TIMEOUT_MILLIS = 3_000;

    private static final ObjectMapper JSON = new ObjectMapper();

    enum State {
        CONNECTING,
        LIVE,
        RECONNECTING,
        ENDED,
        LOST,
        UNREACHABLE;

        boolean over() {
            return this == ENDED || this == LOST || this == UNREACHABLE;
        }
    }

    /** What the merged page shows of the replica, at one moment. */
    record View(
            ReplicaUrl url,
            State state,
            String detail,
            JsonNode identity,
            JsonNode sample,
            long sampleReceivedNanos,
            Integer exitCode,
            boolean resultsServed) {}

    /** What the merged console hears from a feed: the replica's events, and its changes of state. */
    interface Listener {
        void event(ReplicaUrl from, String kind, String text);

        void changed(View now);
    }

    private final ReplicaUrl url;
    private final int attempts;
    private final long retryMillis;
    private final int timeoutMillis;
    private final LongSupplier nanoClock;
    private final Listener listener;
    private final Thread thread;
    /** A panel kept for a child that has not said where its console is yet: never started, never connects. */
    private final boolean placeholder;

    private volatile boolean closed;
    private volatile HttpURLConnection open;
    /** Whether the current stream carried a message: only the feed's thread reads and writes it. */
    private boolean heard;

    private State state = State.CONNECTING;
    private String detail = "connecting";
    private JsonNode identity;
    private JsonNode sample;
    private long sampleReceivedNanos;
    private long lastSampleEpochMillis = Long.MIN_VALUE;
    private Integer exitCode;
    private boolean resultsServed;
    // the events of the latest millisecond seen: a replayed history repeats them, a new event there is new
    private long lastEventEpochMillis = Long.MIN_VALUE;
    private final Set<String> eventsAtLast = new HashSet<>();

    /**
     * @param attempts      connections tried in a row before the replica is given up
     * @param retryMillis   the wait between two of them
     * @param timeoutMillis the longest silence of a stream (the replica writes at least every 15 s); connecting waits
     *                      at most {@link #CONNECT_TIMEOUT_MILLIS} of it
     */
    ReplicaFeed(
            ReplicaUrl url,
            int attempts,
            long retryMillis,
            int timeoutMillis,
            LongSupplier nanoClock,
            Listener listener) {
        this(url, attempts, retryMillis, timeoutMillis, nanoClock, listener, false);
    }

    private ReplicaFeed(
            ReplicaUrl url,
            int attempts,
            long retryMillis,
            int timeoutMillis,
            LongSupplier nanoClock,
            Listener listener,
            boolean placeholder) {
        this.placeholder = placeholder;
        this.url = url;
        this.attempts = attempts;
        this.retryMillis = retryMillis;
        this.timeoutMillis = timeoutMillis;
        this.nanoClock = nanoClock;
        this.listener = listener;
        this.thread = new Thread(this::follow, "dbbench-console-replica " + url.name());
        thread.setDaemon(true);
    }

    /**
     * The panel of a child expected but not heard of yet ({@code label}: "replica 1/4"): it shows as connecting until
     * {@link MergedConsole#add} puts the child's real feed in its place, or {@link #neverCame} gives it up.
     */
    static ReplicaFeed placeholder(String label, Listener listener) {
        ReplicaFeed f = new ReplicaFeed(ReplicaUrl.unknown(label), 1, 0, 0, System::nanoTime, listener, true);
        f.detail = "connecting: waiting for the child to say where its console is";
        return f;
    }

    boolean isPlaceholder() {
        return placeholder;
    }

    /** A placeholder whose child ended without saying where its console was: unreachable, not silently absent. */
    void neverCame(String why) {
        if (placeholder && !view().state().over()) to(State.UNREACHABLE, "unreachable: " + why);
    }

    void start() {
        if (!placeholder) thread.start();
    }

    synchronized View view() {
        return new View(url, state, detail, identity, sample, sampleReceivedNanos, exitCode, resultsServed);
    }

    ReplicaUrl url() {
        return url;
    }

    private void follow() {
        boolean reached = false;
        for (int failures = 0; !closed; ) {
            String why;
            heard = false;
            try {
                readIdentity();
                HttpURLConnection c = connect(url.events());
                reached = true;
                to(State.LIVE, "live");
                if (read(new BufferedInputStream(c.getInputStream()))) return; // the replica's end
                if (closed) return; // shut down, not broken: no "reconnecting" line
                why = "its stream closed before the run's end";
            } catch (IOException | RuntimeException e) {
                if (closed) return;
                why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            } finally {
                HttpURLConnection c = open;
                if (c != null) c.disconnect();
            }
            // a stream that carried something was a working one, however it ended (cleanly, a read timeout, a
            // reset): the count of failures in a row starts again, so separate blips never add up to "lost"
            if (heard) failures = 0;
            failures++;
            if (failures >= attempts) {
                to(
                        reached ? State.LOST : State.UNREACHABLE,
                        (reached ? "lost: " : "unreachable: ") + why + " (" + attempts + " attempts)");
                return;
            }
            to(State.RECONNECTING, "reconnecting (" + failures + " of " + attempts + " attempts failed: " + why + ")");
            try {
                Thread.sleep(retryMillis);
            } catch (InterruptedException e) {
                return; // closed
            }
        }
    }

    private HttpURLConnection connect(URI uri) throws IOException {
        HttpURLConnection c = (HttpURLConnection) uri.toURL().openConnection();
        open = c;
        c.setConnectTimeout(Math.min(timeoutMillis, CONNECT_TIMEOUT_MILLIS));
        c.setReadTimeout(timeoutMillis);
        c.setInstanceFollowRedirects(false);
        int status = c.getResponseCode();
        if (status != 200) throw new IOException("HTTP " + status + " from " + uri);
        return c;
    }

    /** The replica's config, benchmark and database, as its page shows them (its state never holds a secret). */
    private void readIdentity() throws IOException {
        HttpURLConnection c = connect(url.state());
        try (InputStream in = c.getInputStream()) {
            JsonNode state = JSON.readTree(in.readNBytes(MAX_LINE_BYTES));
            synchronized (this) {
                identity = state.path("identity");
            }
        } finally {
            c.disconnect();
        }
    }

    /** Reads the stream until it ends; true when it ended with the run's end. */
    private boolean read(InputStream in) throws IOException {
        String event = "message";
        StringBuilder data = new StringBuilder();
        for (String line = line(in); line != null && !closed; line = line(in)) {
            if (line.isEmpty()) {
                if (data.length() > 0 && dispatch(event, data.toString())) return true;
                event = "message";
                data.setLength(0);
            } else if (line.startsWith("event:")) {
                event = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                if (data.length() > 0) data.append('\n');
                data.append(line.substring(5).strip());
            } // comments (":" keep-alive) and "retry:" need nothing
        }
        return false;
    }

    private boolean dispatch(String event, String data) throws IOException {
        JsonNode json = JSON.readTree(data);
        heard = true;
        switch (event) {
            case "sample" -> sample(json);
            case "event" -> event(json);
            case "end" -> {
                synchronized (this) {
                    exitCode = json.path("exitCode").isInt()
                            ? json.path("exitCode").asInt()
                            : null;
                    resultsServed = json.path("results").isTextual();
                }
                to(
                        State.ENDED,
                        exitCode == null ? "ended before its exit code was known" : "ended, exit code " + exitCode);
                return true;
            }
            default -> {}
        }
        return false;
    }

    private synchronized void sample(JsonNode json) {
        long epoch = json.path("epochMillis").asLong(Long.MIN_VALUE);
        if (epoch <= lastSampleEpochMillis) return; // replayed after a reconnect
        lastSampleEpochMillis = epoch;
        sample = json;
        sampleReceivedNanos = nanoClock.getAsLong();
    }

    private void event(JsonNode json) {
        long epoch = json.path("epochMillis").asLong(Long.MIN_VALUE);
        String kind = json.path("kind").asText("event");
        String text = json.path("text").asText("");
        synchronized (this) {
            if (epoch < lastEventEpochMillis) return;
            if (epoch > lastEventEpochMillis) {
                lastEventEpochMillis = epoch;
                eventsAtLast.clear();
            }
            if (!eventsAtLast.add(kind + '\n' + text)) return;
        }
        listener.event(url, kind, text);
    }

    private void to(State s, String why) {
        View now;
        synchronized (this) {
            if (state == s && why.equals(detail)) return;
            state = s;
            detail = why;
            now = view();
        }
        listener.changed(now);
    }

    /** One line of the stream, without its end; null at the stream's end. */
    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        for (int b = in.read(); ; b = in.read()) {
            if (b < 0) return line.size() == 0 ? null : line.toString(StandardCharsets.UTF_8);
            if (b == '\n') return line.toString(StandardCharsets.UTF_8);
            if (b == '\r') continue;
            if (line.size() >= MAX_LINE_BYTES) throw new IOException("a line over " + MAX_LINE_BYTES + " bytes");
            line.write(b);
        }
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        HttpURLConnection c = open;
        if (c != null) c.disconnect();
    }

    /** Waits, bounded, for the feed's thread to end (after {@link #close}). */
    void join(long millis) throws InterruptedException {
        thread.join(millis);
    }
}
