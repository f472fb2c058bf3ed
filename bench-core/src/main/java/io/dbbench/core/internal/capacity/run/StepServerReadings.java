package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.server.CounterSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The two server-counter readings of each capacity step: one when its measured iterations start (its warm-up's end;
 * without warm-up, the previous step's end, or the run's start), one when its last iteration ends. Asked for on the
 * sampler thread, taken on the readings' own thread a moment later: each boundary's reading lags the boundary by
 * the same queueing delay, a few milliseconds, so the two lags mostly cancel. Paired with the steps after the run.
 * Single-threaded: the step driver calls it under its lock.
 */
final class StepServerReadings {
    private final CounterReadings readings;
    /** The reading at the start of the step being measured, or null before it is asked for. */
    private CompletableFuture<CounterSnapshot> from;
    /** One (start, end) per finished step, in order. */
    private final List<Boundaries> steps = new ArrayList<>();

    StepServerReadings(CounterReadings readings) {
        this.readings = readings;
    }

    /** The current step's measured iterations start now; a second call in the same step does nothing. */
    void measuredFrom() {
        if (from == null) from = read();
    }

    /** The reading at the end of the step ending now: asked for before the next step's users are set. */
    CompletableFuture<CounterSnapshot> readEnd() {
        return read();
    }

    /** A reading asked for; one that cannot even be queued is a failed one, never the sampler's exception. */
    private CompletableFuture<CounterSnapshot> read() {
        try {
            return readings.readSoon();
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * The step ended at {@code end} and counts as done; with {@code nextStartsHere} (no warm-up) the next step's
     * measured iterations start at the same reading.
     */
    void stepDone(CompletableFuture<CounterSnapshot> end, boolean nextStartsHere) {
        steps.add(new Boundaries(from, end));
        from = nextStartsHere ? end : null;
    }

    /**
     * The steps' figures with their server counters, where both readings were taken; a step whose reading is
     * missing, failed or not yet in keeps none (the run's server section says why).
     */
    List<StepFigures> addTo(List<StepFigures> figures, int hostCores) {
        List<StepFigures> out = new ArrayList<>(figures.size());
        for (int i = 0; i < figures.size(); i++) {
            StepFigures f = figures.get(i);
            CounterSnapshot start = i < steps.size() ? taken(steps.get(i).start()) : null;
            CounterSnapshot end = i < steps.size() ? taken(steps.get(i).end()) : null;
            out.add(
                    start == null || end == null
                            ? f
                            : f.withServer(StepServerFigures.of(
                                    start.until(end), f.all().completed(), hostCores)));
        }
        return out;
    }

    private static CounterSnapshot taken(CompletableFuture<CounterSnapshot> reading) {
        if (reading == null || !reading.isDone() || reading.isCompletedExceptionally()) return null;
        return reading.getNow(null);
    }

    private record Boundaries(CompletableFuture<CounterSnapshot> start, CompletableFuture<CounterSnapshot> end) {}
}
