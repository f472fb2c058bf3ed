package io.dbbench.core.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What the database server's own counters grew by over a run's statistics window (an AWR-like summary),
 * read by the server package's ServerCounterWindow; docs/server-counters.md lists the counters.
 *
 * @param counters    counter name to its growth over the window, in the order read; empty when unavailable
 * @param windowNanos the time between the two readings
 * @param unavailable why the counters could not be read (one line), or null when they were
 */
public record ServerSummary(Map<String, Long> counters, long windowNanos, String unavailable) {
    public ServerSummary {
        Objects.requireNonNull(counters, "counters");
        if (windowNanos < 0) throw new IllegalArgumentException("windowNanos " + windowNanos + " < 0");
        counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
    }

    /** Counters that could not be read, and why. */
    public static ServerSummary unavailable(String why) {
        return new ServerSummary(Map.of(), 0, Objects.requireNonNull(why, "why"));
    }

    public boolean isAvailable() {
        return unavailable == null;
    }

    /** The counter's growth per second of the window, NaN when the window is empty. */
    public double perSecond(String name) {
        Long v = counters.get(name);
        return v == null || windowNanos == 0 ? Double.NaN : v * 1e9 / windowNanos;
    }

    /** The counter's growth per transaction, NaN when there were none. */
    public double perTransaction(String name, long transactions) {
        Long v = counters.get(name);
        return v == null || transactions <= 0 ? Double.NaN : (double) v / transactions;
    }
}
