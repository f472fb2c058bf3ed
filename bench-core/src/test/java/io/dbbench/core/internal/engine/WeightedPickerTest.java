package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WeightedPickerTest {
    @Test
    void picksInProportionToWeightAndNeverAZeroWeight() {
        WeightedPicker p = new WeightedPicker(new int[] {20, 0, 90, 50});
        int[] counts = new int[4];
        SplittableRandom random = new SplittableRandom(3);
        int n = 160_000;
        for (int i = 0; i < n; i++) counts[p.pick(random)]++;
        assertEquals(0, counts[1]);
        assertEquals(20 / 160.0, counts[0] / (double) n, 0.005);
        assertEquals(90 / 160.0, counts[2] / (double) n, 0.005);
        assertEquals(50 / 160.0, counts[3] / (double) n, 0.005);
    }

    @Test
    void refusesNegativeOrAllZeroWeights() {
        assertThrows(IllegalArgumentException.class, () -> new WeightedPicker(new int[] {1, -1}));
        assertThrows(IllegalArgumentException.class, () -> new WeightedPicker(new int[] {0, 0}));
    }
}
