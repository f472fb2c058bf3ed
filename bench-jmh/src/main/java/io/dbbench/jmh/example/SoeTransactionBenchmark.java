package io.dbbench.jmh.example;

import io.dbbench.core.workload.Outcome;
import io.dbbench.jmh.state.WorkloadTransactionState;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One Order Entry (or any dbbench workload) transaction per invocation, on a real database: JMH's
 * figures are then the transaction's own response time, with none of the engine's think times or
 * weighted mix. {@code -p transaction=...} picks it (default Browse Products, client-side); {@code -t N}
 * runs N sessions at once, each on its own connection, sharing one opened workload.
 *
 * <p>Two modes: {@link Mode#AverageTime} for the mean time per transaction, and {@link Mode#SampleTime},
 * which samples individual calls and reports percentiles (p50 ... p99.99): database latencies have long
 * tails, and a mean alone hides them. Run one with {@code -bm avgt} or {@code -bm sample}.
 *
 * <pre>
 * DBBENCH_PASSWORD=... java -jar bench-jmh/target/benchmarks.jar SoeTransaction \
 *     -p transaction=com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.NewOrderProcess \
 *     -jvmArgs "-Ddbbench.url=jdbc:postgresql://db:5432/soe -Ddbbench.user=soe"
 * </pre>
 */
@BenchmarkMode({Mode.AverageTime, Mode.SampleTime})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class SoeTransactionBenchmark {
    /** The outcome goes back to JMH, so nothing the transaction computed can be optimised away. */
    @Benchmark
    public Outcome transaction(WorkloadTransactionState state) throws SQLException, InterruptedException {
        return state.execute();
    }
}
