package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.stats.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * Scripted capacity steps for the decision tests: a step's per-iteration TPS is given, everything else
 * has a plain default (one type "New Order" / NO, 10 ms mean, p99 20 ms, no failures, no think time)
 * that a test overrides where it matters. Nothing depends on a clock or the machine.
 */
final class StepBuilder {
    static final String NEW_ORDER = "New Order";
    static final double MILLIS = 1e6;
    /** Seconds per measured iteration, to turn TPS into counts. */
    static final double ITERATION_SECONDS = 10;

    private final LoadLevel load;
    private final double[] tps;
    private double meanMillis = 10;
    private double p99Millis = 20;
    private double failedFraction;
    private double meanThinkMillisPerTransaction;
    private double clientCpuPercent = Double.NaN;
    private long warmupCompleted;
    private Long completedOverride;
    private Long failedOverride;

    private StepBuilder(LoadLevel load, double[] tps) {
        this.load = load;
        this.tps = tps.clone();
    }

    static StepBuilder users(int users, double... tps) {
        return new StepBuilder(LoadLevel.users(users), tps);
    }

    static StepBuilder rate(double perSecond, double... tps) {
        return new StepBuilder(LoadLevel.rate(perSecond), tps);
    }

    StepBuilder meanMillis(double millis) {
        this.meanMillis = millis;
        return this;
    }

    StepBuilder p99Millis(double millis) {
        this.p99Millis = millis;
        return this;
    }

    /** Failed over all ended transactions, e.g. 0.002 for 0.2 %. */
    StepBuilder failedFraction(double fraction) {
        this.failedFraction = fraction;
        return this;
    }

    StepBuilder meanThinkMillisPerTransaction(double millis) {
        this.meanThinkMillisPerTransaction = millis;
        return this;
    }

    StepBuilder clientCpuPercent(double percent) {
        this.clientCpuPercent = percent;
        return this;
    }

    StepBuilder warmupCompleted(long completed) {
        this.warmupCompleted = completed;
        return this;
    }

    /** Measured completed count instead of TPS × iteration length (e.g. 0 for a stalled step). */
    StepBuilder completed(long completed) {
        this.completedOverride = completed;
        return this;
    }

    /** Measured failed count instead of one from {@link #failedFraction} (e.g. all failed when completed is 0). */
    StepBuilder failed(long failed) {
        this.failedOverride = failed;
        return this;
    }

    StepFigures build() {
        Score score = Score.of(tps, 0.99);
        long completed = completedOverride != null
                ? completedOverride
                : Math.round((tps.length == 0 ? 0 : score.mean()) * ITERATION_SECONDS * tps.length);
        long failed =
                failedOverride != null ? failedOverride : Math.round(completed * failedFraction / (1 - failedFraction));
        double none = Double.NaN;
        boolean any = completed > 0;
        TransactionFigures type = new TransactionFigures(
                NEW_ORDER,
                "NO",
                completed,
                failed,
                any ? meanMillis * MILLIS : none,
                any ? meanMillis * 0.8 * MILLIS : none,
                any ? p99Millis * 0.7 * MILLIS : none,
                any ? p99Millis * 0.8 * MILLIS : none,
                any ? p99Millis * MILLIS : none,
                any ? p99Millis * 1.5 * MILLIS : none);
        TransactionFigures all = new TransactionFigures(
                TransactionFigures.ALL,
                null,
                type.completed(),
                type.failed(),
                type.meanNanos(),
                type.p50Nanos(),
                type.p90Nanos(),
                type.p95Nanos(),
                type.p99Nanos(),
                type.p999Nanos());
        return new StepFigures(
                load,
                score,
                all,
                new ArrayList<>(List.of(type)),
                completed + warmupCompleted,
                failed,
                meanThinkMillisPerTransaction * MILLIS,
                clientCpuPercent);
    }
}
