package io.dbbench.core.internal.measure;

import io.dbbench.core.Internal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The order of a sweep's layouts in each round of repeats: ABC, CBA, BCA, ACB, CAB, BAC, ... (rotate by
 * one every second round, reverse every other one), so each layout runs early and late equally often
 * and warm-up, caches and drift do not favour whichever runs first.
 */
@Internal("bench-cli's replica sweep, which orders its layouts as a benchmark does")
public final class SweepOrder {
    private SweepOrder() {}

    /** The indexes 0..count-1 in the order of round {@code round} (0-based). */
    public static List<Integer> round(int round, int count) {
        if (round < 0 || count < 1) throw new IllegalArgumentException("round " + round + " of " + count + " layouts");
        List<Integer> order = new ArrayList<>();
        int shift = (round / 2) % count;
        for (int i = 0; i < count; i++) order.add((i + shift) % count);
        if (round % 2 == 1) Collections.reverse(order);
        return order;
    }
}
