package io.dbbench.cli.schema;

import java.util.ArrayList;
import java.util.List;

/**
 * The phases of a load in order, each with how long it ran (until the next one started, or the load ended):
 * what both load consoles sum up at the end. Not thread-safe: the consoles call it under their own lock.
 */
final class PhaseTimes {
    private final List<LoadConsole.Phase> ended = new ArrayList<>();
    private String current;
    private long currentStartNanos;

    /** Ends the running phase, if any, and starts {@code name} at {@code now}. */
    void start(String name, long now) {
        end(now);
        current = name;
        currentStartNanos = now;
    }

    /** Ends the running phase at {@code now}; nothing when none runs. */
    void end(long now) {
        if (current == null) return;
        ended.add(new LoadConsole.Phase(current, now - currentStartNanos));
        current = null;
    }

    boolean running() {
        return current != null;
    }

    long currentStartNanos() {
        return currentStartNanos;
    }

    /** The phases ended so far, in order. */
    List<LoadConsole.Phase> ended() {
        return List.copyOf(ended);
    }
}
