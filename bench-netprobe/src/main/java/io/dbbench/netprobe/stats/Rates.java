package io.dbbench.netprobe.stats;

/** Unit conversions for throughput figures; decimal units, as iperf3 and sockperf print them. */
public final class Rates {
    private Rates() {}

    public static double bitsPerSecond(long bytes, long nanos) {
        return nanos <= 0 ? 0 : bytes * 8.0 * 1e9 / nanos;
    }

    public static double gigabitsPerSecond(long bytes, long nanos) {
        return bitsPerSecond(bytes, nanos) / 1e9;
    }

    /** Megabytes (10^6 bytes) per second. */
    public static double megabytesPerSecond(long bytes, long nanos) {
        return nanos <= 0 ? 0 : bytes * 1e9 / nanos / 1e6;
    }

    public static double perSecond(long count, long nanos) {
        return nanos <= 0 ? 0 : count * 1e9 / nanos;
    }

    public static double seconds(long nanos) {
        return nanos / 1e9;
    }
}
