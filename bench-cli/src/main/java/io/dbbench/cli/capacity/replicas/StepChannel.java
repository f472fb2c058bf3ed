package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.internal.capacity.run.StepJudge;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.format.IterationsJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * A replica's side of a capacity search's step channel: at each step's end it sends the step's iterations to its
 * parent and waits, its users running on, for the parent's answer on every replica's step merged: its users for the
 * next step, or stop and why. A parent that does not answer within the step's length plus {@link #GRACE}, or whose
 * line breaks, ends this replica's search with a problem (the driver ends the run and says it).
 */
public final class StepChannel implements StepJudge, AutoCloseable {
    /** Beyond a step's length: how late the slowest replica's step, and the parent's merge, may be. */
    public static final Duration GRACE = Duration.ofSeconds(60);

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final CapacitySearch search;
    private final Socket socket;
    private final BufferedReader in;
    private final Writer out;

    private StepChannel(CapacitySearch search, Socket socket) throws IOException {
        this.search = search;
        this.socket = socket;
        this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        this.out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
    }

    /**
     * Connects to the parent {@code spec} names and says which replica this is.
     *
     * @param search this replica's ladder, which its own steps' SLOs and growth are judged on for its console
     */
    public static StepChannel open(ReplicaStepSpec spec, CapacitySearch search) throws IOException {
        // the first step's answer also waits for the slowest replica's logons before the common start
        return open(spec, search, spec.stepLength().plus(GRACE).multipliedBy(2));
    }

    /** As above, each answer awaited for {@code answerWithin} at most. */
    static StepChannel open(ReplicaStepSpec spec, CapacitySearch search, Duration answerWithin) throws IOException {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), spec.port()), 10_000);
            socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, answerWithin.toMillis()));
            StepChannel channel = new StepChannel(search, socket);
            channel.send(MAPPER.createObjectNode()
                    .put("replica", spec.index())
                    .put("token", spec.token())
                    .toString());
            return channel;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    @Override
    public StepDecision decide(List<StepFigures> stepsOfRound, List<IterationResult> stepIterations) {
        StepDecision own = search.decide(stepsOfRound);
        StepFigures step = stepsOfRound.get(stepsOfRound.size() - 1);
        try {
            send("{\"step\":" + own.stepIndex() + ",\"cpuPercent\":"
                    + (Double.isFinite(step.clientCpuPercent()) ? step.clientCpuPercent() : "null")
                    + ",\"iterations\":" + IterationsJson.write(stepIterations) + "}");
            String line = in.readLine();
            if (line == null) throw new IllegalStateException("the parent closed the step channel");
            JsonNode answer = MAPPER.readTree(line);
            if (answer.has("users"))
                return new StepDecision(
                        own.stepIndex(),
                        own.load(),
                        own.slos(),
                        own.growth(),
                        List.of(),
                        LoadLevel.users(answer.get("users").asInt()));
            StopCause cause = new StopCause(
                    StopReason.valueOf(answer.get("stop").asText()),
                    answer.get("sentence").asText());
            return new StepDecision(own.stepIndex(), own.load(), own.slos(), own.growth(), List.of(cause), null);
        } catch (SocketTimeoutException e) {
            throw new IllegalStateException(
                    "the parent gave no answer for step " + (own.stepIndex() + 1) + " within " + socketTimeoutSeconds()
                            + " s",
                    e);
        } catch (IOException e) {
            throw new UncheckedIOException("the step channel to the parent broke: " + e.getMessage(), e);
        }
    }

    /**
     * Once the run has ended and its counts added up: sends them as the channel's last line. The parent may have
     * gone: the replica's files hold its run either way.
     */
    public void sendCounts(ReplicaCounts counts) throws IOException {
        send(counts.toLine());
    }

    private long socketTimeoutSeconds() {
        try {
            return socket.getSoTimeout() / 1000L;
        } catch (IOException e) {
            return -1;
        }
    }

    private void send(String line) throws IOException {
        out.write(line);
        out.write('\n');
        out.flush();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // the run has ended: the parent sees the line closed either way
        }
    }
}
