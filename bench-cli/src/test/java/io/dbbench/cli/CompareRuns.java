package io.dbbench.cli;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Small runs for the compare command's tests: one transaction type ("Browse Products", BP) whose
 * latencies are 1..100 × {@code 10 µs × scale}; measured iteration i lasts 10 s at {@code tps[i]}.
 */
public final class CompareRuns {
    private static final String BP = "Browse Products";

    private CompareRuns() {}

    public static RunResult run(double latencyScale, double... tps) {
        List<IterationResult> iterations = new ArrayList<>();
        Histogram total = new Histogram(3);
        long completed = 0;
        for (int i = 0; i < tps.length; i++) {
            TransactionResult tx = transaction(Math.round(tps[i] * 10), latencyScale);
            total.add(tx.latencyNanos());
            completed += tx.completed();
            iterations.add(new IterationResult(Phase.MEASUREMENT, 0, i, Duration.ofSeconds(10), List.of(tx)));
        }
        RunConfig config = RunConfig.builder()
                .name("compare-test")
                .connect("//localhost/x", "soe", "not-a-secret")
                .users(1)
                .runTime(Duration.ofMinutes(1))
                .transaction(BP, "BP", "test.BP", 100)
                .build();
        Duration window = Duration.ofSeconds(10L * Math.max(1, tps.length));
        RunResult plain = new RunResult(
                new RunLabel("compare-test", ""),
                new RunTiming(Instant.parse("2026-11-22T08:00:00Z"), window, window, Duration.ofMillis(5)),
                config,
                Map.of(),
                List.of(new TransactionResult(BP, "BP", "test.BP", completed, 0, 0, total)),
                new DmlTotals(0, 0, 0, 0, 0, 0),
                List.of(),
                List.of(),
                0,
                Map.of(),
                EndReason.RUN_TIME);
        return plain.withDetails(new RunDetails(null, List.of(), iterations, 0, null));
    }

    /** {@link #run} as if started at {@code start}: the run order an A/B job's files carry. */
    public static RunResult startingAt(Instant start, double latencyScale, double... tps) {
        RunResult r = run(latencyScale, tps);
        RunTiming t = r.timing();
        return new RunResult(
                r.label(),
                new RunTiming(start, t.run(), t.statistics(), t.logon()),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason(),
                r.details(),
                r.fingerprint());
    }

    /** {@code run} whose Browse Products executions each sent {@code out} bytes, received {@code in}, took {@code turns}. */
    public static RunResult withTraffic(RunResult run, long out, long in, long turns) {
        long n = run.transactions().get(0).completed();
        return run.withDetails(run.details()
                .withTraffic(
                        new io.dbbench.core.result.RunTraffic(List.of(new io.dbbench.core.result.TransactionTraffic(
                                BP, n, new io.dbbench.core.result.TrafficTotals(out * n, in * n, turns * n))))));
    }

    public static Path write(Path file, RunResult run) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            new ResultsJsonWriter().write(run, out);
        }
        return file;
    }

    private static TransactionResult transaction(long completed, double scale) {
        Histogram latency = new Histogram(3);
        long unitNanos = Math.round(10_000 * scale);
        for (int k = 1; k <= 100; k++) {
            long count = completed / 100 + (k <= completed % 100 ? 1 : 0);
            if (count > 0) latency.recordValueWithCount(k * unitNanos, count);
        }
        return new TransactionResult(BP, "BP", "test.BP", completed, 0, 0, latency);
    }
}
