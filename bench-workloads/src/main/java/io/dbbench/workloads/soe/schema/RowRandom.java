package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.SplitMix64;

/**
 * A tiny reseedable random generator ({@link SplitMix64} as a stream). Every generated row reseeds it from (seed, table, key),
 * so a row's values depend on nothing else: the same seed and scale give the same rows whichever thread
 * generates which range, in whatever chunks. Our own algorithm, not a JDK one, so data stays identical
 * across JDK versions.
 */
final class RowRandom {
    private long state;

    /** Starts the stream for one row (or one group of rows) of one table. */
    RowRandom reseed(long seed, long salt, long key) {
        state = SplitMix64.rowSeed(seed, salt, key);
        return this;
    }

    long nextLong() {
        state += SplitMix64.GOLDEN_GAMMA;
        return SplitMix64.mix64(state);
    }

    /** Uniform in [0, bound), bound > 0 and < 2^31. */
    int nextInt(int bound) {
        return (int) (((nextLong() >>> 33) * bound) >>> 31);
    }

    /** Uniform in [min, max], both inclusive. */
    int between(int min, int max) {
        return min + nextInt(max - min + 1);
    }

    /** Uniform in [0, bound), bound > 0. */
    long nextLong(long bound) {
        return (nextLong() >>> 1) % bound;
    }

    /** True with probability percent / 100. */
    boolean percent(int percent) {
        return nextInt(100) < percent;
    }

    <T> T pick(java.util.List<T> list) {
        return list.get(nextInt(list.size()));
    }
}
