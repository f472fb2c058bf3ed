package io.dbbench.core.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunTrafficTest {
    private static RunTraffic run(long browseExecutions, long browseTurns) {
        return new RunTraffic(List.of(
                new TransactionTraffic("Browse", browseExecutions, new TrafficTotals(100, 1000, browseTurns)),
                new TransactionTraffic("Order", 10, new TrafficTotals(50, 60, 20))));
    }

    @Test
    void theTotalAddsEveryTypeAndDividesByAllExecutions() {
        TransactionTraffic total = run(30, 300).total();
        assertEquals(40, total.executions());
        assertEquals(new TrafficTotals(150, 1060, 320), total.totals());
        assertEquals(8.0, total.roundTripsPerTransaction());
        assertEquals(1060 / 40.0, total.bytesInPerTransaction());
    }

    @Test
    void aTypeThatNeverRanHasZeroMeans() {
        assertEquals(0.0, new TransactionTraffic("x", 0, TrafficTotals.ZERO).bytesOutPerTransaction());
    }

    @Test
    void runsAddTypeByType() {
        RunTraffic sum = RunTraffic.sum(List.of(run(30, 300), run(10, 50)));
        assertEquals(
                new TransactionTraffic("Browse", 40, new TrafficTotals(200, 2000, 350)),
                sum.transactions().get(0));
        assertEquals(
                new TransactionTraffic("Order", 20, new TrafficTotals(100, 120, 40)),
                sum.transactions().get(1));
    }

    @Test
    void aSumWithAnUncountedRunIsNotCounted() {
        assertFalse(RunTraffic.sum(List.of(run(30, 300), RunTraffic.NONE)).measured());
    }

    @Test
    void runsCountedInDifferentWaysDoNotAdd() {
        RunTraffic oracle = run(30, 300).withMethod(RunTraffic.SESSION_STATISTICS);
        assertEquals(
                RunTraffic.SESSION_STATISTICS,
                RunTraffic.sum(List.of(oracle, oracle)).method());
        assertFalse(RunTraffic.sum(List.of(run(30, 300), oracle)).measured());
    }

    @Test
    void anUnknownMethodIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> run(1, 1).withMethod("guessed"));
    }

    @Test
    void runsOfOtherTransactionsDoNotAdd() {
        RunTraffic other = new RunTraffic(List.of(new TransactionTraffic("Other", 1, TrafficTotals.ZERO)));
        assertThrows(IllegalArgumentException.class, () -> RunTraffic.sum(List.of(run(1, 1), other)));
    }

    @Test
    void negativeCountsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TrafficTotals(-1, 0, 0));
    }
}
