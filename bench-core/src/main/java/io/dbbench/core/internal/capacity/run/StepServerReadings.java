package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.server.CounterSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The two server-counter readings of each capacity step: one when its measured iterations start (its warm-up's end;
 * without warm-up, the previous step's end, or the load's start), one when its last iteration ends. Asked for on the
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
     * missing, failed or not yet in keeps none ({@link #unread} says why).
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

    /**
     * Why each of the first {@code count} finished steps has no server counters, in order: null for a step whose two
     * readings were both taken, else the first of them that was not, with its reason (a failed reading is its step's
     * alone: the others keep theirs).
     */
    List<String> unread(int count) {
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (i >= steps.size()) {
                out.add(NOT_ASKED);
                continue;
            }
            String start = why(steps.get(i).start());
            out.add(start != null ? start : why(steps.get(i).end()));
        }
        return out;
    }

    static final String NOT_ASKED = "the server's counters were not read at both of its boundaries";
    static final String NOT_IN = "the server's counters were not read at both of its boundaries before the run ended";

    /** Why {@code reading} gave nothing, or null when it was taken. */
    private static String why(CompletableFuture<CounterSnapshot> reading) {
        if (reading == null) return NOT_ASKED;
        if (!reading.isDone()) return NOT_IN;
        if (!reading.isCompletedExceptionally()) return null;
        try {
            reading.join();
            return null;
        } catch (CompletionException | CancellationException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            return cause.getMessage() == null ? cause.toString() : cause.getMessage();
        }
    }

    private static CounterSnapshot taken(CompletableFuture<CounterSnapshot> reading) {
        if (reading == null || !reading.isDone() || reading.isCompletedExceptionally()) return null;
        return reading.getNow(null);
    }

    private record Boundaries(CompletableFuture<CounterSnapshot> start, CompletableFuture<CounterSnapshot> end) {}
}
