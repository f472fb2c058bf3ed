package io.dbbench.core.internal.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The database server's cumulative counters at one moment, by name (e.g. {@code commits},
 * {@code wal bytes}), in the order they were read. Only differences of two snapshots mean anything.
 *
 * @param values counter name to cumulative value
 * @param readAtNanos {@link System#nanoTime()} (or the injected clock) when the snapshot was read
 */
public record CounterSnapshot(Map<String, Long> values, long readAtNanos) {
    public CounterSnapshot {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * What happened between this snapshot and {@code later}: later − this, per counter present in both
     * (a counter that went backwards was reset by the server, e.g. {@code pg_stat_reset()}, and is left out
     * rather than reported negative).
     */
    public CounterDelta until(CounterSnapshot later) {
        Map<String, Long> delta = new LinkedHashMap<>();
        values.forEach((name, before) -> {
            Long after = later.values.get(name);
            if (after != null && after >= before) delta.put(name, after - before);
        });
        return new CounterDelta(delta, later.readAtNanos - readAtNanos);
    }
}
