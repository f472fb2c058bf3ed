package io.dbbench.jmh;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import io.dbbench.core.internal.metrics.MicrometerProgressListener;
import io.micrometer.core.instrument.Tags;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What live metrics cost the sampler thread: one interval of {@code transactionsPerInterval} completed
 * transactions (five types, response times from 0.2 to 50 ms) published to the Prometheus registry that
 * {@code --metrics-port} serves, latency histograms included. The two sizes separate the fixed cost of an
 * interval from the cost per transaction (dividing one score by its size would mix them). Three forks of ten iterations: on a shared machine one short fork gave an error larger than
 * the mean. Run: {@code java -jar bench-jmh/target/benchmarks.jar MetricsPublish}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(3)
@State(Scope.Benchmark)
public class MetricsPublishBenchmark {
    private static final int TYPES = 5;

    @Param({"1000", "100000"})
    public int transactionsPerInterval;

    private PrometheusMeterRegistry registry;
    private MicrometerProgressListener listener;
    private ProgressSnapshot snapshot;

    @Setup
    public void setUp() {
        registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        listener = new MicrometerProgressListener(registry, Tags.of("run", "bench", "topology", "4x2"));
        SplittableRandom random = new SplittableRandom(20_240_601L);
        List<TransactionProgress> transactions = new ArrayList<>();
        for (int t = 0; t < TYPES; t++) {
            Histogram h = new Histogram(3);
            for (int i = 0; i < transactionsPerInterval / TYPES; i++) {
                h.recordValue(200_000 + (long) (random.nextDouble() * random.nextDouble() * 50_000_000));
            }
            transactions.add(new TransactionProgress("T" + t, "T" + t, h.getTotalCount(), 0, h.getMean(), h));
        }
        snapshot = new ProgressSnapshot(
                0, 1_000_000_000L, -1, 8, 8, 0, transactionsPerInterval, 0, 0, 0, 0, true, transactions);
    }

    @TearDown
    public void tearDown() {
        listener.close();
        registry.close();
    }

    @Benchmark
    public void publishInterval() {
        listener.onInterval(snapshot);
    }
}
