package io.dbbench.core.stats;

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
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Runs with known iterations for the stats and compare tests; nothing depends on the clock or the
 * machine, so renderings of them can be sealed in golden files.
 *
 * <p>Each iteration lasts 10 s and holds two transaction types: "Customer Registration" (NCR, 40 % of
 * the completed transactions) and "Browse Products" (BP, 60 %). Their latencies are 1..100 units,
 * equally often, so p50 ≈ 50, p90 ≈ 90 and p99 ≈ 99 units and the mean ≈ 50.5 units, where a unit is
 * {@code 100 µs × scale} for NCR and {@code 20 µs × scale} for BP (within the histogram's 3 digits).
 * One warm-up iteration of 1 TPS with 10× latencies comes first: it must never be scored.
 */
public final class SampleRuns {
    public static final String NCR = "Customer Registration";
    public static final String BP = "Browse Products";
    public static final long ITERATION_SECONDS = 10;

    private SampleRuns() {}

    /** A run whose measured iteration i has throughput {@code tps[i]} and latencies scaled by {@code scale[i]}. */
    public static RunResult run(double[] tps, double[] scale) {
        return run(tps, scale, scale);
    }

    /** As {@link #run(double[], double[])} with separate latency scales for NCR and BP. */
    public static RunResult run(double[] tps, double[] ncrScale, double[] bpScale) {
        if (tps.length != ncrScale.length || tps.length != bpScale.length) {
            throw new IllegalArgumentException("one scale per iteration");
        }
        List<IterationResult> iterations = new ArrayList<>();
        iterations.add(iteration(Phase.WARMUP, 0, 1, 10, 10));
        for (int i = 0; i < tps.length; i++) {
            iterations.add(iteration(Phase.MEASUREMENT, i, tps[i], ncrScale[i], bpScale[i]));
        }
        return withIterations(iterations);
    }

    /** The same latency scale (1.0) in every iteration. */
    public static RunResult run(double... tps) {
        double[] scale = new double[tps.length];
        Arrays.fill(scale, 1.0);
        return run(tps, scale);
    }

    public static IterationResult iteration(Phase phase, int index, double tps, double scale) {
        return iteration(phase, index, tps, scale, scale);
    }

    public static IterationResult iteration(Phase phase, int index, double tps, double ncrScale, double bpScale) {
        long completed = Math.round(tps * ITERATION_SECONDS);
        long ncr = completed * 4 / 10;
        return new IterationResult(
                phase,
                0,
                index,
                Duration.ofSeconds(ITERATION_SECONDS),
                List.of(
                        transaction(NCR, "NCR", ncr, Math.round(100_000 * ncrScale)),
                        transaction(BP, "BP", completed - ncr, Math.round(20_000 * bpScale))));
    }

    /** {@code completed} transactions with latencies 1..100 × {@code unitNanos}, spread evenly (none when completed is 0). */
    public static TransactionResult transaction(String id, String shortName, long completed, long unitNanos) {
        Histogram latency = new Histogram(3);
        for (int k = 1; k <= 100; k++) {
            long count = completed / 100 + (k <= completed % 100 ? 1 : 0);
            if (count > 0) latency.recordValueWithCount(k * unitNanos, count);
        }
        return new TransactionResult(id, shortName, "sample." + shortName, completed, 0, 0, latency);
    }

    /** A run holding exactly these iterations; whole-run figures are those of the measured iterations summed. */
    public static RunResult withIterations(List<IterationResult> iterations) {
        RunResult plain = plainRun(
                iterations.stream().filter(i -> i.phase() == Phase.MEASUREMENT).toList());
        return plain.withDetails(new RunDetails("2x1", List.of(), iterations, 0, null));
    }

    /** A charbench-style run without iterations, whose whole-run figures are those of {@code tps} for 10 s. */
    public static RunResult withoutIterations(double tps) {
        return plainRun(List.of(iteration(Phase.MEASUREMENT, 0, tps, 1)));
    }

    private static RunResult plainRun(List<IterationResult> measured) {
        List<TransactionResult> totals = new ArrayList<>();
        for (String id : List.of(NCR, BP)) {
            Histogram latency = new Histogram(3);
            long completed = 0;
            String shortName = null;
            for (IterationResult i : measured) {
                for (TransactionResult tx : i.transactions()) {
                    if (!tx.id().equals(id)) continue;
                    latency.add(tx.latencyNanos());
                    completed += tx.completed();
                    shortName = tx.shortName();
                }
            }
            totals.add(new TransactionResult(id, shortName, "sample." + shortName, completed, 0, 0, latency));
        }
        RunConfig config = RunConfig.builder()
                .name("sample")
                .connect("//localhost/sample", "soe", "not-a-secret")
                .users(2)
                .runTime(Duration.ofMinutes(1))
                .transaction(NCR, "NCR", "sample.NCR", 40)
                .transaction(BP, "BP", "sample.BP", 60)
                .build();
        Duration window = Duration.ofSeconds(ITERATION_SECONDS * Math.max(1, measured.size()));
        return new RunResult(
                new RunLabel("sample", ""),
                new RunTiming(Instant.parse("2026-11-22T08:00:00Z"), window, window, Duration.ofMillis(10)),
                config,
                Map.of(),
                totals,
                new DmlTotals(0, 0, 0, 0, 0, 0),
                List.of(),
                List.of(),
                0,
                Map.of(),
                EndReason.RUN_TIME);
    }
}
