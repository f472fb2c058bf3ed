package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link BenchmarkBuilder#compareMixed}: A's and B's transactions mixed in the same sessions, on the
 * lock-step clock of {@link ABCompareTest} (a transaction's cost is the virtual time it advances).
 */
class ABMixedTest {
    private final LockstepClock clock = new LockstepClock();

    private Transaction costing(long millis) {
        return clock.costing(millis);
    }

    private BenchmarkBuilder builder() {
        return Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .clock(clock)
                .users(1) // the clock is shared: with two sessions each one's response time holds the other's cost
                .seed(5)
                .warmup(1, Duration.ofSeconds(1))
                .iterations(4, Duration.ofSeconds(1));
    }

    @Test
    @Timeout(120)
    void twiceTheCostIsSlowerFromOneRunWhoseIterationsAreThePairs() throws Exception {
        ABResult ab = builder().compareMixed("old query", costing(7), "new query", costing(14));

        assertEquals(ABResult.Interleaving.TRANSACTIONS, ab.interleaving());
        assertEquals(1, ab.runsA().size());
        assertSame(ab.runsA().get(0), ab.runsB().get(0), "one run holds both sides");
        RunResult run = ab.runsA().get(0);
        assertEquals(5, run.details().iterations().size(), "the warm-up, then 4 measured iterations");
        for (IterationResult i : run.details().iterations()) {
            if (i.phase() != Phase.MEASUREMENT) continue;
            for (TransactionResult t : i.transactions())
                assertTrue(
                        t.completed() > 10,
                        "both sides ran in every iteration: " + t.shortName() + " " + t.completed());
        }

        PairedComparison mean = ab.meanLatency();
        assertEquals(Verdict.SLOWER, mean.verdict(), ab.summary());
        assertEquals(2.0, mean.ratio(), 1e-9, "each side's mean is its own cost, whatever the mix");
        PairedComparison tps = ab.tps();
        assertEquals(Verdict.SLOWER, tps.verdict(), ab.summary());
        assertEquals(0.5, tps.ratio(), 1e-9, "TPS from the means: a session doing only B would do half as many");
        assertTrue(ab.summary().contains("transactions mixed in the same sessions"), ab.summary());
        assertTrue(ab.summary().contains("TPS (1 / mean) B/A 0.500"), ab.summary());

        AssertionError gate = assertThrows(
                AssertionError.class,
                () -> BenchmarkAssert.that(ab).hasNoFailures().noSlowerThan(10));
        assertTrue(gate.getMessage().startsWith("B's TPS is worse than A's by 50.0% > 10.0% limit"), gate.getMessage());
        assertTrue(gate.getMessage().contains("iter     A count"), "the pairs are shown: " + gate.getMessage());
    }

    @Test
    @Timeout(120)
    void theSameCostPassesTheGate() throws Exception {
        ABResult ab = builder().compareMixed("old query", costing(7), "same query", costing(7));
        assertEquals(Verdict.NO_DIFFERENCE, ab.meanLatency().verdict(), ab.summary());
        assertEquals(1.0, ab.tps().ratio(), 1e-9, ab.summary());
        assertDoesNotThrow(
                () -> BenchmarkAssert.that(ab).hasNoFailures().noSlowerThan(5).ratioAtLeast(0.99));
    }

    @Test
    @Timeout(120)
    void failuresAreCountedForTheSideThatThrew() throws Exception {
        AtomicLong calls = new AtomicLong();
        Transaction failingNow = ctx -> {
            clock.advance(7_000_000L);
            if (calls.incrementAndGet() % 10 == 0) throw new SQLException("every tenth call fails", "40001");
            return Outcome.COMMITTED;
        };
        ABResult ab = builder().compareMixed("steady", costing(7), "flaky", failingNow);

        assertEquals(0, ab.failuresA());
        assertTrue(ab.failuresB() > 0, ab.summary());
        AssertionError e = assertThrows(
                AssertionError.class, () -> BenchmarkAssert.that(ab).hasNoFailures());
        assertTrue(
                e.getMessage().startsWith("0 transaction(s) of A and " + ab.failuresB() + " of B failed"),
                e.getMessage());
    }

    @Test
    void whatCannotMakePairsIsRefusedNamingTheMethod() {
        Transaction tx = costing(7);
        assertEquals(
                "compareMixed(...) needs iterations(n, length) with n >= 2: each iteration is one pair, and the "
                        + "paired test needs 2 pairs or more",
                assertThrows(IllegalArgumentException.class, () -> builder()
                                .iterations(1, Duration.ofSeconds(1))
                                .compareMixed("a", tx, "b", tx))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> builder().compareMixed("a", tx, "a", tx))
                .getMessage()
                .startsWith("compareMixed(...): A and B are both named 'a'"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> builder().transaction("c", 1, tx).compareMixed("a", tx, "b", tx))
                .getMessage()
                .startsWith("compareMixed(...) runs only its two transactions"));
    }

    @Test
    void oneMixedRunMustBeBothSides() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new ABResult(
                        "a", "b", java.util.List.of(), java.util.List.of(), 0.99, ABResult.Interleaving.TRANSACTIONS));
    }
}
