package io.dbbench.netprobe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BoundsTest {
    @Test
    void checkPassesValuesInsideTheBoundsAndNamesTheOptionOtherwise() {
        assertEquals(1, Bounds.check("-P (streams)", 1, 1, 128));
        assertEquals(128, Bounds.check("-P (streams)", 128, 1, 128));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Bounds.check("-P (streams)", 129, 1, 128));
        assertEquals("-P (streams) must be 1..128, got 129", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Bounds.check("--count", -1, 0, Long.MAX_VALUE));
    }

    @Test
    void shareOfSpreadsACountBoundWithTheRemainderOnTheFirstWorkers() {
        assertEquals(4, Bounds.shareOf(10, 3, 0));
        assertEquals(3, Bounds.shareOf(10, 3, 1));
        assertEquals(3, Bounds.shareOf(10, 3, 2));
        assertEquals(0, Bounds.shareOf(2, 3, 2), "more workers than the count: the last ones get none");
        assertEquals(Long.MAX_VALUE, Bounds.shareOf(0, 3, 1), "0 means no count bound");
    }
}
