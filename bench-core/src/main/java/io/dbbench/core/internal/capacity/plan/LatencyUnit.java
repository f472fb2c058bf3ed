package io.dbbench.core.internal.capacity.plan;

/** The time units a latency SLO's limit may be written in; the evaluation reports in the same unit. */
public enum LatencyUnit {
    NANOSECONDS("ns", 1),
    MICROSECONDS("us", 1e3),
    MILLISECONDS("ms", 1e6),
    SECONDS("s", 1e9);

    private final String symbol;
    private final double nanos;

    LatencyUnit(String symbol, double nanos) {
        this.symbol = symbol;
        this.nanos = nanos;
    }

    /** ns, us, ms, s. */
    public String symbol() {
        return symbol;
    }

    /** Nanoseconds in one of this unit. */
    public double nanos() {
        return nanos;
    }

    /** The unit written as {@code symbol} (µs is accepted for us); null when none is. */
    static LatencyUnit bySymbol(String symbol) {
        String s = symbol.equals("µs") || symbol.equals("μs") ? "us" : symbol;
        for (LatencyUnit u : values()) {
            if (u.symbol.equals(s)) return u;
        }
        return null;
    }
}
