package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.format.IterationsJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/**
 * The parent's side of a capacity search's step channel: a loopback port its replicas connect to, each proving itself
 * with the run's random token; then, step by step, every replica's report of the step and the parent's answer to each.
 * Every wait is bounded: a replica that has not connected, or not reported its step, by the deadline given, or whose
 * line breaks (its JVM ended), is named in a {@link ReplicaSilentException}.
 */
public final class StepExchange implements AutoCloseable {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** How long a connection has to say its hello: one that never does must not hold the others' wait. */
    public static final Duration HELLO_WITHIN = Duration.ofSeconds(10);
    /** Between accepts, how often an ended replica is looked for. */
    private static final Duration POLL = Duration.ofMillis(500);
    /** The longest hello a replica sends: its index and the token. */
    static final int HELLO_CHARS = 1024;
    /** The longest step report read: a step's iterations, a few KiB a second. */
    static final int REPORT_CHARS = 64 * 1024 * 1024;

    private final ServerSocket server;
    private final String token;
    private final int replicas;
    private final Socket[] sockets;
    private final BufferedReader[] readers;
    private final Writer[] writers;
    /**
     * Counts a replica sent while a step's report was due (it ended mid-step: a Ctrl-C, its own failure): read by
     * {@link #reports} in the report's place, kept for {@link #counts}.
     */
    private final ReplicaCounts[] countsInsteadOfReport;

    /** One replica's step as it reported it. */
    public record Report(int replica, List<IterationResult> iterations, double clientCpuPercent) {}

    public StepExchange(int replicas) throws IOException {
        this.replicas = replicas;
        this.server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        byte[] random = new byte[16];
        new SecureRandom().nextBytes(random);
        this.token = HexFormat.of().formatHex(random);
        this.sockets = new Socket[replicas];
        this.readers = new BufferedReader[replicas];
        this.countsInsteadOfReport = new ReplicaCounts[replicas];
        this.writers = new Writer[replicas];
    }

    public int port() {
        return server.getLocalPort();
    }

    /** What a replica proves itself with: in its environment, never on argv. */
    public String token() {
        return token;
    }

    /** Waits until every replica has connected and said who it is, until {@code within} has passed. */
    public void acceptAll(Duration within) throws ReplicaSilentException {
        acceptAll(within, index -> true);
    }

    /**
     * As above; a replica {@code alive} says has ended before it connected is named at once, and a channel closed
     * ({@link #hangUp}) ends the wait at once.
     */
    public void acceptAll(Duration within, IntPredicate alive) throws ReplicaSilentException {
        long deadline = System.nanoTime() + within.toNanos();
        int connected = 0;
        while (connected < replicas) {
            if (server.isClosed())
                throw new ReplicaSilentException(
                        missing() + " had not connected when the step" + " channel was closed");
            for (int i = 0; i < replicas; i++) {
                if (sockets[i] == null && !alive.test(i))
                    throw new ReplicaSilentException(
                            "replica " + i + "/" + replicas + " ended before it connected to the step channel");
            }
            Socket s = null;
            try {
                // short waits: between them, a replica that ended is seen
                server.setSoTimeout((int) Math.min(POLL.toMillis(), remainingMillis(deadline, within)));
                s = server.accept();
                s.setSoTimeout((int) Math.min(HELLO_WITHIN.toMillis(), remainingMillis(deadline, within)));
                BufferedReader r =
                        new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                JsonNode hello = MAPPER.readTree(String.valueOf(LineLimit.readLine(r, HELLO_CHARS, "hello")));
                int index = hello.path("replica").asInt(-1);
                if (!MessageDigest.isEqual(
                                token.getBytes(StandardCharsets.UTF_8),
                                hello.path("token").asText().getBytes(StandardCharsets.UTF_8))
                        || index < 0
                        || index >= replicas
                        || sockets[index] != null) {
                    s.close(); // not one of ours, or said twice: ignored
                    continue;
                }
                sockets[index] = s;
                readers[index] = r;
                writers[index] = new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8);
                connected++;
            } catch (SocketTimeoutException e) {
                closeQuietly(s); // a connection that said nothing within HELLO_WITHIN does not hold the others
                if (System.nanoTime() - deadline >= 0)
                    throw new ReplicaSilentException(missing() + " did not connect within " + seconds(within));
            } catch (IOException e) {
                // a connection that broke or said no hello: closed; the replica, if it was one, is named on timeout
                closeQuietly(s);
            }
        }
    }

    private static void closeQuietly(Socket s) {
        try {
            if (s != null) s.close();
        } catch (IOException e) {
            // closing a line that failed: nothing more to say on it
        }
    }

    private String missing() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < replicas; i++) if (sockets[i] == null) names.add(i + "/" + replicas);
        return "replica " + String.join(", ", names);
    }

    /** Every replica's report of step {@code step} (0-based), until {@code within} has passed. */
    public List<Report> reports(int step, Duration within) throws ReplicaSilentException {
        long deadline = System.nanoTime() + within.toNanos();
        List<Report> reports = new ArrayList<>();
        for (int i = 0; i < replicas; i++) {
            String who = "replica " + i + "/" + replicas;
            try {
                sockets[i].setSoTimeout(remainingMillis(deadline, within));
                String line = LineLimit.readLine(readers[i], REPORT_CHARS, "report");
                if (line == null)
                    throw new ReplicaSilentException(who + " ended before it reported step " + (step + 1));
                JsonNode node = MAPPER.readTree(line);
                ReplicaCounts last = ReplicaCounts.ofLine(node);
                if (last != null) {
                    // its last line: it ended before the step's end, and says what it counted
                    countsInsteadOfReport[i] = last;
                    throw new ReplicaSilentException(who + " ended before it reported step " + (step + 1));
                }
                if (node.path("step").asInt(-1) != step)
                    throw new ReplicaSilentException(who + " reported step "
                            + (node.path("step").asInt() + 1) + " when step " + (step + 1) + " was due");
                JsonNode cpu = node.path("cpuPercent");
                reports.add(new Report(
                        i,
                        IterationsJson.read(node.get("iterations").toString()),
                        cpu.isNumber() ? cpu.asDouble() : Double.NaN));
            } catch (SocketTimeoutException e) {
                throw new ReplicaSilentException(
                        who + " did not report step " + (step + 1) + " within " + seconds(within));
            } catch (IOException | RuntimeException e) {
                closeQuietly(sockets[i]); // what follows on a broken line cannot be read either
                throw new ReplicaSilentException(
                        who + "'s report of step " + (step + 1) + " is unreadable or broke: " + oneLine(e));
            }
        }
        return reports;
    }

    /**
     * Once every replica has ended: the counts each sent as its last line ({@link ReplicaCounts}), by index; a replica
     * that sent none (it was killed, or its counts did not add up) is missing. Lines before it (a report the search
     * did not read) are passed over.
     */
    public Map<Integer, ReplicaCounts> counts(Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        Map<Integer, ReplicaCounts> counts = new TreeMap<>();
        for (int i = 0; i < replicas; i++) {
            if (countsInsteadOfReport[i] != null) {
                counts.put(i, countsInsteadOfReport[i]);
                continue;
            }
            if (sockets[i] == null || sockets[i].isClosed()) continue;
            try {
                while (true) {
                    sockets[i].setSoTimeout(remainingMillis(deadline, within));
                    String line = LineLimit.readLine(readers[i], REPORT_CHARS, "report");
                    if (line == null) break;
                    ReplicaCounts c = ReplicaCounts.ofLine(MAPPER.readTree(line));
                    if (c != null) {
                        counts.put(i, c);
                        break;
                    }
                }
            } catch (IOException | RuntimeException e) {
                // no counts from this replica: the report says so
            }
        }
        return counts;
    }

    /** Tells replica {@code index} its users for the next step. */
    public void goOn(int index, int users) throws ReplicaSilentException {
        send(index, MAPPER.createObjectNode().put("users", users).toString());
    }

    /** Tells every replica still connected to stop, and why; one that cannot be told has ended already. */
    public void stopAll(StopCause cause) {
        String line = MAPPER.createObjectNode()
                .put("stop", cause.reason().name())
                .put("sentence", cause.sentence())
                .toString();
        for (int i = 0; i < replicas; i++) {
            if (sockets[i] == null) continue;
            try {
                send(i, line);
            } catch (ReplicaSilentException e) {
                // it ended: nothing to stop
            }
        }
    }

    private void send(int index, String line) throws ReplicaSilentException {
        try {
            writers[index].write(line);
            writers[index].write('\n');
            writers[index].flush();
        } catch (IOException e) {
            throw new ReplicaSilentException(
                    "replica " + index + "/" + replicas + " cannot be told the next step: " + oneLine(e));
        }
    }

    /** An exception's message on one line: Jackson's without the location block it appends. */
    static String oneLine(Exception e) {
        String message = e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage();
        return String.valueOf(message).lines().findFirst().orElse("");
    }

    /** "0.3 s", "120 s". */
    static String seconds(Duration d) {
        return java.math.BigDecimal.valueOf(d.toMillis(), 3)
                        .stripTrailingZeros()
                        .toPlainString() + " s";
    }

    private static int remainingMillis(long deadline, Duration within) throws SocketTimeoutException {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) throw new SocketTimeoutException("no time left of " + within);
        return (int) Math.min(Integer.MAX_VALUE, left);
    }

    @Override
    public void close() {
        hangUp();
    }

    /** Closes every line and the port: a search still waiting on a replica then ends at once, naming it. */
    public void hangUp() {
        for (Socket s : sockets) {
            try {
                if (s != null) s.close();
            } catch (IOException e) {
                // closing: nothing more to say to it
            }
        }
        try {
            server.close();
        } catch (IOException e) {
            // the port is released with the JVM at the latest
        }
    }
}
