package io.dbbench.netprobe;

/**
 * The bounds checks the probes' configs and the protocol's test specs share, so that an out-of-range
 * option or field reads the same wherever it is refused.
 */
public final class Bounds {
    private Bounds() {}

    /**
     * Throws IllegalArgumentException naming the option (as the user typed it) or field when
     * {@code value} is outside min..max; returns {@code value}.
     */
    public static long check(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be " + min + ".." + max + ", got " + value);
        }
        return value;
    }

    /**
     * Worker {@code index}'s share of a count bound spread over {@code workers} (the first ones take the
     * remainder); Long.MAX_VALUE when {@code total} is 0, meaning no count bound.
     */
    public static long shareOf(long total, int workers, int index) {
        if (total == 0) {
            return Long.MAX_VALUE;
        }
        return total / workers + (index < total % workers ? 1 : 0);
    }
}
