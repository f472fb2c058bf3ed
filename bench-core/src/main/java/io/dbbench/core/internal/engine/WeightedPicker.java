package io.dbbench.core.internal.engine;

import java.util.random.RandomGenerator;

/** Picks an index with probability proportional to its weight. Immutable; safe to share. */
final class WeightedPicker {
    private final int[] cumulativeWeights;
    private final int totalWeight;

    WeightedPicker(int[] weights) {
        cumulativeWeights = new int[weights.length];
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            if (weights[i] < 0) throw new IllegalArgumentException("weight " + i + " is negative: " + weights[i]);
            sum = Math.addExact(sum, weights[i]);
            cumulativeWeights[i] = sum;
        }
        if (sum == 0) throw new IllegalArgumentException("all weights are 0");
        totalWeight = sum;
    }

    int pick(RandomGenerator random) {
        int r = random.nextInt(totalWeight);
        // a handful of transactions: a linear scan beats a binary search here
        for (int i = 0; i < cumulativeWeights.length; i++) {
            if (r < cumulativeWeights[i]) return i;
        }
        throw new IllegalStateException("unreachable: r=" + r + " total=" + totalWeight);
    }
}
