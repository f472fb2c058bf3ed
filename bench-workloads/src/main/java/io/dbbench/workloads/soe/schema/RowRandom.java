package io.dbbench.workloads.soe.schema;

/**
 * A tiny reseedable random generator (SplitMix64). Every generated row reseeds it from (seed, table, key),
 * so a row's values depend on nothing else: the same seed and scale give the same rows whichever thread
 * generates which range, in whatever chunks. Our own algorithm, not a JDK one, so data stays identical
 * across JDK versions.
 */
final class RowRandom {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private long state;

    /** Starts the stream for one row (or one group of rows) of one table. */
    RowRandom reseed(long seed, long salt, long key) {
        state = mix64(seed ^ mix64(salt * GOLDEN_GAMMA + mix64(key)));
        return this;
    }

    long nextLong() {
        state += GOLDEN_GAMMA;
        return mix64(state);
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

    /** Stafford's variant 13 of the MurmurHash3 finalizer, as SplitMix64 uses. */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
