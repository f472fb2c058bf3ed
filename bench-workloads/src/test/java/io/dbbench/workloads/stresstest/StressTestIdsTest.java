package io.dbbench.workloads.stresstest;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StressTestIdsTest {
    @Test
    void replicasTakeTurnsAndNeverHandOutTheSameId() {
        Set<Long> all = new HashSet<>();
        for (int r = 0; r < 3; r++) {
            StressTestIds ids = new StressTestIds(100, r, 3);
            for (int i = 0; i < 50; i++) assertTrue(all.add(ids.next()), "an id handed out twice");
            assertEquals(100 + 1 + r + 49 * 3, ids.highest());
        }
        assertEquals(150, all.size());
        assertEquals(101, all.stream().mapToLong(Long::longValue).min().orElseThrow());
        assertEquals(250, all.stream().mapToLong(Long::longValue).max().orElseThrow(), "no gaps: 101..250");
    }

    @Test
    void aSingleRunCountsOnFromTheMaximum() {
        StressTestIds ids = new StressTestIds(7);
        assertEquals(List.of(8L, 9L, 10L), List.of(ids.next(), ids.next(), ids.next()));
        assertEquals(10, ids.highest());
    }
}
