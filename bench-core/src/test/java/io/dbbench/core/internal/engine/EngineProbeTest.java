package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

class EngineProbeTest {
    private static final Outcome ORDER = Outcome.committed(DmlCounts.of(3, 2, 1, 0, 1, 0));

    @Test
    void oneStepRunsOneTransactionAndRecordsIt() throws Exception {
        AtomicIntegerArray calls = new AtomicIntegerArray(2);
        EngineProbe probe = EngineProbe.create(
                new int[] {0, 1},
                type -> ctx -> {
                    calls.incrementAndGet(type);
                    return ORDER;
                },
                42);

        probe.newSession().step();

        assertEquals(0, calls.get(0), "weight 0 is never picked");
        assertEquals(1, calls.get(1));
        EngineProbe.Recorded recorded = probe.drain();
        assertEquals(new EngineProbe.Recorded(1, 0, 0, new DmlTotals(3, 2, 1, 0, 1, 0), TrafficTotals.ZERO), recorded);
        assertEquals(
                new EngineProbe.Recorded(0, 0, 0, DmlTotals.ZERO, TrafficTotals.ZERO),
                probe.drain(),
                "a drain takes what it returns");
    }

    @Test
    void sessionsShareTheRunsRecorders() throws Exception {
        EngineProbe probe =
                EngineProbe.create(new int[] {20, 10, 90}, type -> ctx -> Outcome.rolledBack(DmlCounts.NONE), 7);
        EngineProbe.ProbeSession first = probe.newSession();
        EngineProbe.ProbeSession second = probe.newSession();
        for (int i = 0; i < 5; i++) first.step();
        second.execute(2);
        second.execute(0);

        assertEquals(new EngineProbe.Recorded(7, 0, 7, DmlTotals.ZERO, TrafficTotals.ZERO), probe.drain());
    }

    @Test
    void aFailingTransactionIsRolledBackAndCountedAsFailedByTheRealPath() throws Exception {
        EngineProbe probe = EngineProbe.create(
                new int[] {1},
                type -> ctx -> {
                    throw new SQLException("no such row", "P0002");
                },
                1);
        EngineProbe.ProbeSession session = probe.newSession();
        session.step();
        session.step();

        assertEquals(
                new EngineProbe.Recorded(0, 2, 0, new DmlTotals(0, 0, 0, 0, 0, 2), TrafficTotals.ZERO), probe.drain());
    }

    @Test
    void aCountedSessionRecordsEachTransactionsTrafficOnItsType() throws Exception {
        EngineProbe probe = EngineProbe.create(new int[] {1, 1}, type -> ctx -> ORDER, 3);
        EngineProbe.ProbeSession counted = probe.newCountedSession(100, 250);
        EngineProbe.ProbeSession plain = probe.newSession();
        for (int i = 0; i < 4; i++) counted.step();
        plain.step();

        EngineProbe.Recorded recorded = probe.drain();
        assertEquals(5, recorded.completed());
        assertEquals(
                new TrafficTotals(400, 1000, 4), recorded.traffic(), "the counted session's four, not the plain one's");
    }
}
