package io.dbbench.core.internal.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The database server's counters over a window: what each grew by, and the window's length, so the same
 * figures read per second and per transaction (an AWR-like summary).
 *
 * @param values counter name to its growth over the window
 * @param windowNanos the time between the two snapshots
 */
public record CounterDelta(Map<String, Long> values, long windowNanos) {
    public CounterDelta {
        if (windowNanos < 0) throw new IllegalArgumentException("windowNanos " + windowNanos + " < 0");
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The counter's growth, empty when the server did not report it. */
    public java.util.OptionalLong get(String name) {
        Long v = values.get(name);
        return v == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(v);
    }

    /** The counter's growth per second of the window; empty when not reported or the window is empty. */
    public OptionalDouble perSecond(String name) {
        Long v = values.get(name);
        if (v == null || windowNanos == 0) return OptionalDouble.empty();
        return OptionalDouble.of(v * 1e9 / windowNanos);
    }

    /** The counter's growth per transaction; empty when not reported or there were no transactions. */
    public OptionalDouble perTransaction(String name, long transactions) {
        Long v = values.get(name);
        if (v == null || transactions <= 0) return OptionalDouble.empty();
        return OptionalDouble.of((double) v / transactions);
    }
}
