package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.compare.Verdict;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.Transaction;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The library's A/B in one job on a clock that only the transactions move, in lock-step with the sampler
 * ({@link LockstepClock}): a transaction's cost is the virtual time it advances, so the verdicts do not
 * depend on the machine's speed or load. Costs of 7 and 14 ms do not divide a second (see the clock).
 */
class ABCompareTest {
    private final LockstepClock clock = new LockstepClock();

    private Transaction costing(long millis) {
        return clock.costing(millis);
    }

    private BenchmarkBuilder builder() {
        return Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .clock(clock)
                .users(1)
                .seed(3)
                .warmup(1, Duration.ofSeconds(1))
                .iterations(4, Duration.ofSeconds(1));
    }

    @Test
    @Timeout(120)
    void twiceTheCostIsSlowerAndFailsTheGateWithThePairs() throws Exception {
        ABResult ab = builder().compare("old query", costing(7), "new query", costing(14));

        PairedComparison mean = ab.meanLatency();
        assertEquals(Verdict.SLOWER, mean.verdict(), ab.summary());
        assertEquals(2.0, mean.ratio(), 1e-3, "only the transaction moves time: its cost is its response time");
        PairedComparison tps = ab.tps();
        assertEquals(Verdict.SLOWER, tps.verdict(), ab.summary());
        // 143 or 144 against 71 or 72 per second: the run's last transaction may fall into its last interval
        assertTrue(tps.ratio() > 0.48 && tps.ratio() < 0.51, ab.summary());

        AssertionError gate = assertThrows(
                AssertionError.class,
                () -> BenchmarkAssert.that(ab).hasNoFailures().noSlowerThan(10));
        // the gate names the change as the TPS ratio gives it: 0.49 to 0.51 reads "by 49.x%" to "by 51.x%"
        Matcher worse =
                Pattern.compile("^B's TPS is worse than A's by (\\d+\\.\\d)%").matcher(gate.getMessage());
        assertTrue(worse.find(), gate.getMessage());
        assertEquals((1 - tps.ratio()) * 100, Double.parseDouble(worse.group(1)), 0.051, gate.getMessage());
        assertTrue(gate.getMessage().contains("pair  order"), "the pairs are shown: " + gate.getMessage());
        assertTrue(gate.getMessage().contains("p<0.0001 over 4 pairs: slower"), gate.getMessage());
        AssertionError ratio = assertThrows(
                AssertionError.class, () -> BenchmarkAssert.that(ab).ratioAtLeast(0.95));
        Matcher below = Pattern.compile("^TPS ratio B/A (0\\.\\d{3}) < 0\\.950").matcher(ratio.getMessage());
        assertTrue(below.find(), ratio.getMessage());
        assertEquals(tps.ratio(), Double.parseDouble(below.group(1)), 0.00051, ratio.getMessage());
        // twice the response time is 100% worse: the limit is on each metric's own change, as in compare
        assertDoesNotThrow(() -> BenchmarkAssert.that(ab).ratioAtLeast(0.45).noSlowerThan(100));
    }

    @Test
    @Timeout(120)
    void theRunsAlternateABBAWithTheSameSettings() throws Exception {
        ABResult ab = builder().compare("A", costing(7), "B", costing(14));
        List<String> order = new ArrayList<>();
        List<RunResult> all = new ArrayList<>(ab.runsA());
        all.addAll(ab.runsB());
        all.sort(Comparator.comparing((RunResult r) -> r.timing().start()));
        for (RunResult r : all) order.add(ab.runsA().contains(r) ? "A" : "B");
        assertEquals(List.of("A", "B", "B", "A", "A", "B", "B", "A"), order);
        for (RunResult r : all) {
            assertEquals(2, r.details().iterations().size(), "each run: the warm-up iteration, then one measured");
            assertEquals(1, r.config().load().users());
        }
        Instant first = all.get(0).timing().start();
        assertTrue(all.get(7).timing().start().isAfter(first));
        assertEquals(4, ab.a().single().details().measuredIterations().size(), "A's runs merged: 4 iterations");
        assertEquals(
                List.of(0, 1, 2, 3),
                ab.runsB().stream()
                        .map(r -> r.details().iterations().get(0).repeat())
                        .toList());
    }

    @Test
    @Timeout(120)
    void anIdenticalPairIsNotSignificantAndPassesTheGate() throws Exception {
        ABResult ab = builder().compare("old query", costing(7), "same query", costing(7));

        PairedComparison mean = ab.meanLatency();
        assertEquals(Verdict.NO_DIFFERENCE, mean.verdict(), ab.summary());
        assertEquals(1.0, mean.ratio(), 0, ab.summary());
        assertTrue(Math.abs(ab.tps().changePercent()) < 2, ab.summary());
        assertDoesNotThrow(() -> BenchmarkAssert.that(ab).noSlowerThan(5).ratioAtLeast(0.95));
    }

    @Test
    @Timeout(120)
    void halfTheCostIsFaster() throws Exception {
        ABResult ab = builder().compare("old query", costing(14), "new query", costing(7));
        assertEquals(Verdict.FASTER, ab.tps().verdict(), ab.summary());
        assertEquals(Verdict.FASTER, ab.meanLatency().verdict(), ab.summary());
        assertDoesNotThrow(() -> BenchmarkAssert.that(ab).noSlowerThan(0).ratioAtLeast(1.9));
    }

    @Test
    void whatCannotMakePairsIsRefusedNamingIt() {
        Transaction tx = costing(7);
        assertEquals(
                "compare(...) needs iterations(n, length) with n >= 2: each iteration is one pair, and the "
                        + "paired test needs 2 pairs or more",
                assertThrows(IllegalArgumentException.class, () -> builder()
                                .iterations(1, Duration.ofSeconds(1))
                                .compare("a", tx, "b", tx))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .runTime(Duration.ofSeconds(1))
                .compare("a", tx, "b", tx));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> builder().repeats(2).compare("a", tx, "b", tx))
                .getMessage()
                .contains("repeats(...) does not apply"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> builder().transaction("c", 1, tx).compare("a", tx, "b", tx))
                .getMessage()
                .contains("drop the transaction(...) and resultsDirectory(...) calls"));
        assertThrows(
                IllegalArgumentException.class,
                () -> builder().resultsDirectory(Path.of("target")).compare("a", tx, "b", tx));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> builder().compare("a", tx, "a", tx))
                .getMessage()
                .contains("both named 'a'"));
        assertThrows(
                IllegalArgumentException.class,
                () -> Benchmark.builder().iterations(2, Duration.ofSeconds(1)).compare("a", tx, "b", tx),
                "no connection mode: as build()");
    }
}
