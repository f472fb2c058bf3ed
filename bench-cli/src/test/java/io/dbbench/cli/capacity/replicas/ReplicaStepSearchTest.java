package io.dbbench.cli.capacity.replicas;

import static io.dbbench.cli.capacity.replicas.ThreadPerTask.runAsync;
import static io.dbbench.cli.capacity.replicas.ThreadPerTask.supplyAsync;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadSteps;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.internal.capacity.plan.StopReason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The parent's search over two replicas on the loopback channel, the replicas played by {@link StepChannel}s: each
 * step's reports merged, the search's decision taken on the merged step, each replica told its share or to stop; a
 * replica that ends mid-search stops the others, keeps the steps merged before, names it, and runs the problem hook.
 */
class ReplicaStepSearchTest {
    private static final Duration LONG = Duration.ofSeconds(60);

    private static final MeasurementPlan PLAN =
            new MeasurementPlan(1, Duration.ofSeconds(1), 3, Duration.ofSeconds(1), 1);

    @Test
    void eachStepIsMergedDecidedOnAndEachReplicaToldItsShare() throws Exception {
        try (StepExchange exchange = new StepExchange(2)) {
            List<StepDecision> lines = new ArrayList<>();
            ReplicaStepSearch search = search(exchange, (figures, decision) -> lines.add(decision));
            CompletableFuture<Void> parent = runAsync(search);
            // replica 0 runs 30 transactions an iteration, replica 1 20: the merged step has both
            CompletableFuture<List<StepDecision>> r0 = supplyAsync(() -> steps(exchange, 0, 30, 2));
            CompletableFuture<List<StepDecision>> r1 = supplyAsync(() -> steps(exchange, 1, 20, 2));
            List<StepDecision> told0 = r0.get(60, TimeUnit.SECONDS);
            List<StepDecision> told1 = r1.get(60, TimeUnit.SECONDS);
            parent.get(60, TimeUnit.SECONDS);

            assertEquals(LoadLevel.users(2), told0.get(0).next(), "replica 0's share of 4 users");
            assertEquals(LoadLevel.users(2), told1.get(0).next(), "replica 1's share of 4 users");
            assertEquals(StopReason.LIST_END, told0.get(1).primaryCause().reason());
            assertEquals(StopReason.LIST_END, told1.get(1).primaryCause().reason());
            List<StepFigures> steps = search.steps();
            assertEquals(2, steps.size());
            assertEquals((30 + 20) * 4, steps.get(0).stepCompleted(), "the merged step is both replicas'");
            assertEquals(LoadLevel.users(4), steps.get(1).load());
            assertEquals(2, lines.size());
            assertEquals(
                    List.of(0, 1),
                    search.reports().get(1).stream()
                            .map(StepExchange.Report::replica)
                            .toList());
            assertNull(search.problem());
        }
    }

    @Test
    void aReplicaThatEndsStopsTheOthersKeepsTheMergedStepsAndIsNamed() throws Exception {
        try (StepExchange exchange = new StepExchange(2)) {
            AtomicBoolean hook = new AtomicBoolean();
            ReplicaStepSearch search =
                    search(exchange, (figures, decision) -> {}).onProblem(() -> hook.set(true));
            CompletableFuture<Void> parent = runAsync(search);
            CompletableFuture<List<StepDecision>> r0 = supplyAsync(() -> steps(exchange, 0, 30, 2));
            // replica 1 ends after its first step: its line closes before it reports the second
            CompletableFuture<List<StepDecision>> r1 = supplyAsync(() -> steps(exchange, 1, 20, 1));
            List<StepDecision> told0 = r0.get(60, TimeUnit.SECONDS);
            r1.get(60, TimeUnit.SECONDS);
            parent.get(60, TimeUnit.SECONDS);

            assertEquals(StopReason.STALLED, told0.get(1).primaryCause().reason(), "replica 0 was told to stop");
            assertEquals(1, search.steps().size(), "the step merged before is kept");
            assertEquals(
                    "the capacity search ended at 4 users: replica 1/2 ended before it reported step 2",
                    search.problem());
            assertEquals(LoadLevel.users(4), search.failedStep());
            assertTrue(hook.get(), "the replicas' JVMs are stopped");
        }
    }

    @Test
    void anEndAfterAStopWasAskedIsAnInterruptionNotAReplicasFault() throws Exception {
        try (StepExchange exchange = new StepExchange(2)) {
            ReplicaStepSearch search =
                    search(exchange, (figures, decision) -> {}).interruptedWhen(() -> true);
            CompletableFuture<Void> parent = runAsync(search);
            CompletableFuture<List<StepDecision>> r0 = supplyAsync(() -> steps(exchange, 0, 30, 1));
            CompletableFuture<List<StepDecision>> r1 = supplyAsync(() -> steps(exchange, 1, 20, 1));
            r0.get(60, TimeUnit.SECONDS);
            r1.get(60, TimeUnit.SECONDS);
            parent.get(60, TimeUnit.SECONDS);
            assertEquals("the capacity search was interrupted at 4 users (a stop was asked)", search.problem());
            assertFalse(search.problem().contains("replica"), search.problem());
        }
    }

    /** The parent's search of 2, then 4 users over two replicas. */
    private static ReplicaStepSearch search(
            StepExchange exchange, io.dbbench.core.internal.capacity.run.StepListener l) {
        LoadSteps ladder = new LoadSteps(LoadKind.USERS, List.of(LoadLevel.users(2), LoadLevel.users(4)), false, 0);
        return new ReplicaStepSearch(
                exchange, new CapacitySearch(ladder, List.of()), 2, 0, l, LONG, Duration.ofSeconds(4));
    }

    /** Replica {@code index}: connects, runs {@code count} steps of {@code perIteration}, returns what it was told. */
    private static List<StepDecision> steps(StepExchange exchange, int index, int perIteration, int count) {
        ReplicaStepSpec spec = ReplicaStepSpec.of(exchange.port(), exchange.token(), index, List.of(1, 2), PLAN);
        List<StepDecision> told = new ArrayList<>();
        try (StepChannel channel = StepChannel.open(spec, new CapacitySearch(spec.steps(), List.of()), LONG)) {
            List<StepFigures> done = new ArrayList<>();
            for (int k = 0; k < count; k++) {
                // its share of the step: 1 user, then 2
                done.add(StepFiguresFromIterations.of(
                        LoadLevel.users(k + 1), StepExchangeTest.iterations(perIteration), 0.99, 0, Double.NaN));
                told.add(channel.decide(done, StepExchangeTest.iterations(perIteration)));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return told;
    }
}
