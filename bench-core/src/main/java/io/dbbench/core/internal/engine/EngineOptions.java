package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.StartGate;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * How the engine runs, apart from what the benchmark is (that is the RunConfig).
 *
 * @param seed       base of every session's random source; the same seed gives the same choices
 * @param stopGrace  how long in-flight transactions may take to finish once a run ends, before their
 *                   threads are interrupted and their connections closed
 * @param sampleInterval length of one statistics interval (TPS readings are per interval)
 * @param startGate  a common start (replicas): every user logs on, then the first transaction waits for
 *                   the gate's instant, which becomes the load's start; null to start once logged on
 * @param userThreads the kind of thread each user runs on
 */
public record EngineOptions(
        Clock clock,
        long seed,
        List<ProgressListener> listeners,
        Duration stopGrace,
        Duration sampleInterval,
        StartGate startGate,
        UserThreads userThreads) {
    public EngineOptions {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(userThreads, "userThreads");
        listeners = List.copyOf(listeners);
        if (stopGrace.isNegative()) throw new IllegalArgumentException("stopGrace must not be negative");
        if (sampleInterval.isNegative() || sampleInterval.isZero()) {
            throw new IllegalArgumentException("sampleInterval must be positive");
        }
    }

    public static EngineOptions defaults() {
        return new EngineOptions(
                Clock.SYSTEM,
                System.nanoTime(),
                List.of(),
                Duration.ofSeconds(10),
                Duration.ofSeconds(1),
                null,
                UserThreads.PLATFORM);
    }

    public EngineOptions withListeners(List<ProgressListener> v) {
        return new EngineOptions(clock, seed, v, stopGrace, sampleInterval, startGate, userThreads);
    }

    public EngineOptions withClock(Clock v) {
        return new EngineOptions(v, seed, listeners, stopGrace, sampleInterval, startGate, userThreads);
    }

    public EngineOptions withSeed(long v) {
        return new EngineOptions(clock, v, listeners, stopGrace, sampleInterval, startGate, userThreads);
    }

    public EngineOptions withStopGrace(Duration v) {
        return new EngineOptions(clock, seed, listeners, v, sampleInterval, startGate, userThreads);
    }

    public EngineOptions withUserThreads(UserThreads v) {
        return new EngineOptions(clock, seed, listeners, stopGrace, sampleInterval, startGate, v);
    }

    public EngineOptions withStartGate(StartGate v) {
        return new EngineOptions(clock, seed, listeners, stopGrace, sampleInterval, v, userThreads);
    }
}
