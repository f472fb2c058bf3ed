package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class SplitMix64Test {
    @Test
    void rowBitsAreTheSequenceFromTheRowSeed() {
        LongSupplier bits = SplitMix64.rowBits(7, 0xCC01L, 42);
        long state = SplitMix64.rowSeed(7, 0xCC01L, 42);
        for (int i = 0; i < 5; i++) {
            state += SplitMix64.GOLDEN_GAMMA;
            assertEquals(SplitMix64.mix64(state), bits.getAsLong());
        }
    }

    @Test
    void belowAndPickStayInRangeForAnyBits() {
        for (long value : new long[] {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 0x9E3779B97F4A7C15L}) {
            LongSupplier bits = () -> value;
            int i = SplitMix64.below(bits, 7);
            long l = SplitMix64.belowLong(bits, 1_000_000_000_000L);
            assertTrue(i >= 0 && i < 7, "below " + i);
            assertTrue(l >= 0 && l < 1_000_000_000_000L, "belowLong " + l);
            assertEquals(Math.floorMod(value, 7L), i);
            assertEquals(
                    List.of("a", "b", "c").get((int) Math.floorMod(value, 3L)),
                    SplitMix64.pick(List.of("a", "b", "c"), bits));
        }
    }
}
