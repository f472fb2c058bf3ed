package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RunIdsTest {
    @Test
    void replicasTakeTurnsAndNeverHandOutTheSameId() {
        Set<Long> all = new HashSet<>();
        for (int r = 0; r < 3; r++) {
            RunIds ids = new RunIds(100, r, 3);
            for (int i = 0; i < 50; i++) {
                long id = ids.next();
                assertTrue(all.add(id), "an id handed out twice");
                assertEquals(r, id % 3, "replica " + r + " owns the ids = " + r + " (mod 3)");
            }
        }
        assertEquals(150, all.size());
        assertEquals(101, all.stream().mapToLong(Long::longValue).min().orElseThrow());
        assertEquals(250, all.stream().mapToLong(Long::longValue).max().orElseThrow(), "no gaps: 101..250");
    }

    @Test
    void aReplicaOpeningAfterOthersInsertedStillNeverTakesTheirIds() {
        RunIds early = new RunIds(100, 0, 2);
        Set<Long> earlyIds = new HashSet<>();
        for (int i = 0; i < 5; i++) earlyIds.add(early.next()); // 102, 104, ..., 110
        for (long late = 101; late <= 111; late++) { // replica 1 reads whatever maximum is there when it opens
            RunIds ids = new RunIds(late, 1, 2);
            for (int i = 0; i < 10; i++) {
                long id = ids.next();
                assertTrue(id > late && id % 2 == 1 && !earlyIds.contains(id), "max " + late + ": " + id);
            }
        }
    }

    @Test
    void aSingleRunCountsOnFromTheMaximum() {
        RunIds ids = new RunIds(7);
        assertEquals(List.of(8L, 9L, 10L), List.of(ids.next(), ids.next(), ids.next()));
        assertEquals(10, ids.highest());
    }

    @Test
    void ofAReplicaTakesItsResidueClassAndOfNoneCountsOnAlone() {
        RunIds replica = RunIds.of(100, new ReplicaIdentity(1, 3));
        assertEquals(List.of(103L, 106L), List.of(replica.next(), replica.next()));
        RunIds alone = RunIds.of(100, null);
        assertEquals(List.of(101L, 102L), List.of(alone.next(), alone.next()));
    }
}
