package io.dbbench.core.internal.replica;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TpsReading;
import io.dbbench.core.result.TransactionInterval;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Replica results built by hand: a known start, a known count per second, a known latency. */
final class Replicas {
    static final Instant START_AT = Instant.parse("2026-11-23T10:00:00Z");

    private Replicas() {}

    /**
     * @param offsetMillis when the replica started, from {@link #START_AT}
     * @param perSecond    transactions completed in each of its {@code seconds} one-second intervals
     */
    static RunResult replica(
            int index, int count, long offsetMillis, int seconds, long perSecond, long latencyNanos, EndReason reason) {
        Instant start = START_AT.plusMillis(offsetMillis);
        long total = perSecond * seconds;
        Histogram h = new Histogram(3);
        if (total > 0) h.recordValueWithCount(latencyNanos, total);
        TransactionResult t = new TransactionResult("T", "T", "x", total, index, 0, h);
        List<TpsReading> readings = new ArrayList<>();
        List<IntervalSample> intervals = new ArrayList<>();
        for (int s = 1; s <= seconds; s++) {
            long end = start.toEpochMilli() + s * 1000L;
            readings.add(new TpsReading(end, perSecond));
            intervals.add(new IntervalSample(
                    end, s * 1000L, 2, Map.of("T", new TransactionInterval(perSecond, 0, latencyNanos, latencyNanos))));
        }
        IterationResult it = new IterationResult(Phase.MEASUREMENT, 0, 0, Duration.ofSeconds(seconds), List.of(t));
        RunConfig config = config().build();
        return new RunResult(
                new RunLabel("m", ""),
                new RunTiming(start, Duration.ofSeconds(seconds), Duration.ofSeconds(seconds), Duration.ofMillis(5)),
                config,
                Map.of(),
                List.of(t),
                new DmlTotals(total, 0, 0, 0, total, 0),
                readings,
                intervals,
                0,
                Map.of("E1", 1L),
                reason,
                new RunDetails(null, List.of(), List.of(it), 0, null)
                        .withReplica(new ReplicaRun(index, count, START_AT)));
    }

    /** The same run, as if it had been given another config. */
    static RunResult withConfig(RunResult r, RunConfig config) {
        return new RunResult(
                r.label(),
                r.timing(),
                config,
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details());
    }

    /** The same run with these entries (e.g. a statement's next to its transaction's). */
    static RunResult withTransactions(RunResult r, List<TransactionResult> transactions) {
        return new RunResult(
                r.label(),
                r.timing(),
                r.config(),
                r.environment(),
                transactions,
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details());
    }

    static io.dbbench.core.config.RunConfigBuilder config() {
        return RunConfig.builder().name("m").users(2).transaction("T", "T", "x", 1);
    }

    static ReplicaInput input(int index, RunResult r) {
        return ReplicaInput.of("results-r" + index + ".json", r);
    }
}
