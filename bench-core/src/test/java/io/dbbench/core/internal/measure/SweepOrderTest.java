package io.dbbench.core.internal.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweepOrderTest {
    @Test
    void roundsGoABCThenCBAThenRotate() {
        assertEquals(List.of(0, 1, 2), SweepOrder.round(0, 3));
        assertEquals(List.of(2, 1, 0), SweepOrder.round(1, 3));
        assertEquals(List.of(1, 2, 0), SweepOrder.round(2, 3));
        assertEquals(List.of(0, 2, 1), SweepOrder.round(3, 3));
        assertEquals(List.of(2, 0, 1), SweepOrder.round(4, 3));
        assertEquals(List.of(1, 0, 2), SweepOrder.round(5, 3));
        assertEquals(List.of(0, 1, 2), SweepOrder.round(6, 3));
    }

    @Test
    void overSixRoundsEveryLayoutTakesEveryPlaceEquallyOften() {
        int[][] placeCounts = new int[3][3];
        for (int r = 0; r < 6; r++) {
            List<Integer> order = SweepOrder.round(r, 3);
            for (int place = 0; place < 3; place++) placeCounts[order.get(place)][place]++;
        }
        for (int[] layout : placeCounts) assertEquals(List.of(2, 2, 2), List.of(layout[0], layout[1], layout[2]));
        assertEquals(List.of(0), SweepOrder.round(5, 1));
        assertThrows(IllegalArgumentException.class, () -> SweepOrder.round(0, 0));
    }
}
