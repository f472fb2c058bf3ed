package io.dbbench.cli.capacity.replicas;

import static io.dbbench.cli.capacity.replicas.ThreadPerTask.runAsync;
import static io.dbbench.cli.capacity.replicas.ThreadPerTask.supplyAsync;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.internal.capacity.plan.StopReason;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The step channel between a capacity search's parent and its replicas, on loopback: reports and answers go through,
 * and a replica that is silent, ends, or is not one of the parent's is named within the bounded wait, never waited for
 * without end. No timing is asserted: the bounds are only what ends each wait.
 */
class StepExchangeTest {
    private static final Duration SHORT = Duration.ofMillis(300);
    private static final Duration LONG = Duration.ofSeconds(60);

    @Test
    void everyReplicasStepReachesTheParentAndItsAnswerTheReplica() throws Exception {
        try (StepExchange exchange = new StepExchange(2)) {
            CompletableFuture<StepDecision> r0 = supplyAsync(() -> oneStep(exchange, 0, 30));
            CompletableFuture<StepDecision> r1 = supplyAsync(() -> oneStep(exchange, 1, 20));
            exchange.acceptAll(LONG);
            List<StepExchange.Report> reports = exchange.reports(0, LONG);
            assertEquals(
                    List.of(0, 1),
                    reports.stream().map(StepExchange.Report::replica).toList());
            assertEquals(
                    30 + 3 * 30,
                    reports.get(0).iterations().stream()
                            .mapToLong(IterationResult::completed)
                            .sum());
            assertEquals(
                    20 + 3 * 20,
                    reports.get(1).iterations().stream()
                            .mapToLong(IterationResult::completed)
                            .sum());
            exchange.goOn(0, 3);
            exchange.stopAll(new StopCause(StopReason.SATURATED, "saturated at 3 users"));
            StepDecision first = r0.get(60, TimeUnit.SECONDS);
            assertFalse(first.stop());
            assertEquals(LoadLevel.users(3), first.next(), "replica 0 goes on at the share it was told");
            StepDecision second = r1.get(60, TimeUnit.SECONDS);
            assertTrue(second.stop());
            assertEquals(StopReason.SATURATED, second.primaryCause().reason());
            assertEquals("saturated at 3 users", second.primaryCause().sentence());
            assertNull(second.next());
        }
    }

    @Test
    void aReplicaThatSaysNothingIsNamedWhenItsStepIsDue() throws Exception {
        try (StepExchange exchange = new StepExchange(1);
                Socket replica = connect(exchange, exchange.token())) {
            exchange.acceptAll(LONG);
            assertTrue(replica.isConnected());
            ReplicaSilentException e = assertThrows(ReplicaSilentException.class, () -> exchange.reports(0, SHORT));
            assertEquals("replica 0/1 did not report step 1 within 0.3 s", e.getMessage());
        }
    }

    @Test
    void aReplicaWhoseJvmEndedIsNamed() throws Exception {
        try (StepExchange exchange = new StepExchange(1)) {
            connect(exchange, exchange.token()).close();
            exchange.acceptAll(LONG);
            ReplicaSilentException e = assertThrows(ReplicaSilentException.class, () -> exchange.reports(0, LONG));
            assertEquals("replica 0/1 ended before it reported step 1", e.getMessage());
        }
    }

    @Test
    void countsSentInsteadOfADueReportAreKeptAndTheReplicaNamedAsEnded() throws Exception {
        // a replica stopped mid-step (Ctrl-C) sends its counts as its last line while the parent waits for its report
        try (StepExchange exchange = new StepExchange(1)) {
            Socket replica = connect(exchange, exchange.token());
            exchange.acceptAll(LONG);
            ReplicaCounts sent = new ReplicaCounts(List.of(120L), List.of(0L), 45, 1);
            replica.getOutputStream().write((sent.toLine() + "\n").getBytes(StandardCharsets.UTF_8));
            replica.getOutputStream().flush();
            replica.close();
            ReplicaSilentException e = assertThrows(ReplicaSilentException.class, () -> exchange.reports(1, LONG));
            assertEquals("replica 0/1 ended before it reported step 2", e.getMessage());
            assertEquals(java.util.Map.of(0, sent), exchange.counts(LONG), "its counts, not lost with the report");
        }
    }

    @Test
    void aConnectionWithoutTheTokenIsNoReplica() throws Exception {
        try (StepExchange exchange = new StepExchange(1);
                Socket stranger = connect(exchange, "not-the-token")) {
            assertTrue(stranger.isConnected());
            ReplicaSilentException e = assertThrows(ReplicaSilentException.class, () -> exchange.acceptAll(SHORT));
            assertEquals("replica 0/1 did not connect within 0.3 s", e.getMessage());
        }
    }

    @Test
    void aReplicaWhoseJvmEndedBeforeItConnectedIsNamedAtOnce() throws Exception {
        try (StepExchange exchange = new StepExchange(2)) {
            // replica 1 ended; the wait would otherwise last LONG
            ReplicaSilentException e =
                    assertThrows(ReplicaSilentException.class, () -> exchange.acceptAll(LONG, index -> index != 1));
            assertEquals("replica 1/2 ended before it connected to the step channel", e.getMessage());
        }
    }

    @Test
    void hangingUpEndsTheWaitForConnections() throws Exception {
        try (StepExchange exchange = new StepExchange(1)) {
            CompletableFuture<ReplicaSilentException> waiting = supplyAsync(() -> {
                try {
                    exchange.acceptAll(LONG);
                    return null;
                } catch (ReplicaSilentException e) {
                    return e;
                }
            });
            exchange.hangUp();
            assertEquals(
                    "replica 0/1 had not connected when the step channel was closed",
                    waiting.get(30, TimeUnit.SECONDS).getMessage());
        }
    }

    @Test
    void aConnectionThatNeverSaysHelloDoesNotHoldTheReplicasOut() throws Exception {
        try (StepExchange exchange = new StepExchange(1);
                Socket mute = new Socket(InetAddress.getLoopbackAddress(), exchange.port());
                Socket replica = connect(exchange, exchange.token())) {
            // the mute connection is accepted first; after its hello wait the replica's is taken
            exchange.acceptAll(LONG);
            assertTrue(replica.isConnected());
            assertEquals(-1, mute.getInputStream().read(), "the mute connection was closed");
        }
    }

    @Test
    void aReportLongerThanItsLimitIsRefusedOnOneLine() throws Exception {
        try (StepExchange exchange = new StepExchange(1);
                Socket replica = connect(exchange, exchange.token())) {
            exchange.acceptAll(LONG);
            OutputStream out = replica.getOutputStream();
            byte[] chunk = new byte[1024 * 1024];
            java.util.Arrays.fill(chunk, (byte) 'x');
            CompletableFuture<Void> writing = runAsync(() -> {
                try {
                    for (int i = 0; i <= StepExchange.REPORT_CHARS / chunk.length; i++) out.write(chunk);
                } catch (java.io.IOException e) {
                    // the parent closed the line on the refusal
                }
            });
            ReplicaSilentException e = assertThrows(ReplicaSilentException.class, () -> exchange.reports(0, LONG));
            assertEquals(
                    "replica 0/1's report of step 1 is unreadable or broke: a report line longer than 67108864"
                            + " characters",
                    e.getMessage());
            exchange.hangUp();
            writing.get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aParentThatDoesNotAnswerEndsTheReplicasSearchWithAProblem() throws Exception {
        try (StepExchange exchange = new StepExchange(1);
                StepChannel channel = StepChannel.open(spec(exchange, 0), search(), SHORT)) {
            exchange.acceptAll(LONG);
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> channel.decide(List.of(step(10)), iterations(10)));
            assertTrue(e.getMessage().startsWith("the parent gave no answer for step 1"), e.getMessage());
        }
    }

    /** Replica {@code index}: connects, reports its first step of {@code perIteration} transactions an iteration. */
    private static StepDecision oneStep(StepExchange exchange, int index, int perIteration) {
        try (StepChannel channel = StepChannel.open(spec(exchange, index), search(), LONG)) {
            return channel.decide(List.of(step(perIteration)), iterations(perIteration));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static ReplicaStepSpec spec(StepExchange exchange, int index) {
        return ReplicaStepSpec.of(
                exchange.port(),
                exchange.token(),
                index,
                List.of(1, 3),
                new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 1));
    }

    private static CapacitySearch search() {
        return new CapacitySearch(spec0().steps(), List.of());
    }

    private static ReplicaStepSpec spec0() {
        return ReplicaStepSpec.of(
                0, "", 0, List.of(1, 3), new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 1));
    }

    private static StepFigures step(int perIteration) {
        return StepFiguresFromIterations.of(LoadLevel.users(1), iterations(perIteration), 0.99, 0, Double.NaN);
    }

    /** A warm-up and three measured iterations of 1 s, each of {@code n} transactions of 1..n ms. */
    static List<IterationResult> iterations(int n) {
        return List.of(
                iteration(Phase.WARMUP, 0, n),
                iteration(Phase.MEASUREMENT, 0, n),
                iteration(Phase.MEASUREMENT, 1, n),
                iteration(Phase.MEASUREMENT, 2, n));
    }

    private static IterationResult iteration(Phase phase, int index, int n) {
        Histogram h = new Histogram(3);
        for (int i = 1; i <= n; i++) h.recordValue(i * 1_000_000L);
        return new IterationResult(
                phase,
                0,
                index,
                Duration.ofSeconds(1),
                List.of(new TransactionResult("T", "T", "sample.T", n, 0, 0, h)));
    }

    private static Socket connect(StepExchange exchange, String token) throws Exception {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), exchange.port());
        OutputStream out = s.getOutputStream();
        out.write(("{\"replica\":0,\"token\":\"" + token + "\"}\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        return s;
    }
}
