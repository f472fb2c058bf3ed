package io.dbbench.cli.console;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.measure.BenchmarkListener;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * Where a benchmark with iterations, repeats or several topologies stands: one line when each iteration
 * begins, saying which, and how long the whole benchmark has left. The estimate is the current run's
 * remaining time from the engine plus, for each run still to come, the mean length of the runs so far
 * (logons and pool start-up included), or the plan's length before any run has finished.
 *
 * <p>These are single lines on a terminal too: the live interval lines go on between them, and a line
 * redrawn in place would be scrolled away by the next of those. (Loads draw a redrawn line: nothing else
 * prints while a schema loads; see {@code LoadConsole}.)
 */
public final class IterationProgress implements BenchmarkListener, ProgressListener {
    private final PrintWriter out;
    private final MeasurementPlan plan;
    private final int runs;
    private final LongSupplier nanoClock;
    private int runIndex = -1;
    private int repeat;
    private int repeats;
    private long runStartNanos;
    private long finishedRunsNanos;
    private int lastIteration = -1;

    /** @param runs how many runs the benchmark makes: topologies × repeats */
    public IterationProgress(PrintWriter out, MeasurementPlan plan, int runs, LongSupplier nanoClock) {
        this.out = out;
        this.plan = plan;
        this.runs = runs;
        this.nanoClock = nanoClock;
    }

    @Override
    public synchronized void runStarting(Topology topology, int users, int repeat, int repeats) {
        long now = nanoClock.getAsLong();
        if (runIndex >= 0) finishedRunsNanos += now - runStartNanos;
        runIndex++;
        runStartNanos = now;
        this.repeat = repeat;
        this.repeats = repeats;
        lastIteration = -1;
    }

    @Override
    public void runFinished(Topology topology, int repeat, RunResult result) {}

    @Override
    public synchronized void onInterval(ProgressSnapshot snapshot) {
        int iteration = iterationAt(snapshot.elapsedNanos());
        if (iteration == lastIteration || iteration < 0) return;
        lastIteration = iteration;
        out.println(line(iteration, snapshot.remainingNanos()));
        out.flush();
    }

    /**
     * 0-based over warm-up then measured iterations of one repeat; -1 past the end. The interval that ends
     * at {@code elapsedNanos} lies in the iteration that contains its last nanosecond.
     */
    int iterationAt(long elapsedNanos) {
        long at = Math.max(0, elapsedNanos - 1);
        long warmup = plan.warmupTotal().toNanos();
        if (at < warmup) return (int) (at / plan.warmupLength().toNanos());
        long measured = (at - warmup) / plan.iterationLength().toNanos();
        return measured >= plan.measurementIterations() ? -1 : plan.warmupIterations() + (int) measured;
    }

    /** e.g. {@code -- measured iteration 2 of 5, repeat 1 of 3: about 0:04:10 left}. */
    String line(int iteration, long remainingInRunNanos) {
        StringBuilder line = new StringBuilder("-- ");
        if (iteration < plan.warmupIterations()) {
            line.append("warm-up iteration ")
                    .append(iteration + 1)
                    .append(" of ")
                    .append(plan.warmupIterations());
        } else {
            line.append("measured iteration ")
                    .append(iteration - plan.warmupIterations() + 1)
                    .append(" of ")
                    .append(plan.measurementIterations());
        }
        if (repeats > 1)
            line.append(", repeat ").append(repeat + 1).append(" of ").append(repeats);
        if (runs > repeats)
            line.append(", run ").append(runIndex + 1).append(" of ").append(runs);
        long left = remainingNanos(remainingInRunNanos);
        if (left >= 0) line.append(": about ").append(clock(left)).append(" left");
        return line.toString();
    }

    /** The whole benchmark's time left: this run's, then the runs to come at the mean length so far. */
    long remainingNanos(long remainingInRunNanos) {
        if (remainingInRunNanos < 0) return -1;
        int after = runs - runIndex - 1;
        long perRun = runIndex > 0
                ? finishedRunsNanos / runIndex
                : plan.repeatLength().toNanos();
        return remainingInRunNanos + after * perRun;
    }

    public static String clock(long nanos) {
        long seconds = (nanos + 500_000_000L) / 1_000_000_000L;
        return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}
