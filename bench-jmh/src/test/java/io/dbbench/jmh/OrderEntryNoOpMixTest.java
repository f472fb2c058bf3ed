package io.dbbench.jmh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.core.workload.Transaction;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OrderEntryNoOpMixTest {
    @Test
    void theMixIsTheStockOrderEntryOne() {
        assertArrayEquals(new int[] {20, 10, 90, 50, 5, 15, 2, 1, 1}, OrderEntryNoOpMix.weights());
        assertEquals(9, OrderEntryNoOpMix.transactionTypes());
    }

    @Test
    void everyTypeIsItsOwnClassSoTheEnginesCallSiteStaysVirtual() throws Exception {
        Set<Class<?>> classes = new HashSet<>();
        for (int type = 0; type < OrderEntryNoOpMix.transactionTypes(); type++) {
            Transaction t = OrderEntryNoOpMix.transaction(type);
            assertNotNull(t.execute(null), "type " + type);
            classes.add(t.getClass());
        }
        assertEquals(9, classes.size());
        assertThrows(IllegalArgumentException.class, () -> OrderEntryNoOpMix.transaction(9));
    }

    @Test
    void aWeightedSequenceFollowsTheWeights() {
        int[] sequence = OrderEntryNoOpMix.weightedSequence(1 << 16, 3);
        int[] counts = new int[9];
        for (int type : sequence) counts[type]++;
        // 194 in total: Browse Products (90) about 46 %, the three queries (1 or 2) under 1.5 % each
        assertEquals(90.0 / 194, counts[2] / (double) sequence.length, 0.01);
        assertEquals(50.0 / 194, counts[3] / (double) sequence.length, 0.01);
        assertEquals(1.0 / 194, counts[8] / (double) sequence.length, 0.002);
        assertArrayEquals(sequence, OrderEntryNoOpMix.weightedSequence(1 << 16, 3), "same seed, same sequence");
    }

    @Test
    void aSequenceLengthMustBeAPowerOfTwo() {
        assertThrows(IllegalArgumentException.class, () -> OrderEntryNoOpMix.weightedSequence(1000, 1));
    }
}
