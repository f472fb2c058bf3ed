package io.dbbench.it.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The worked example of embedding dbbench in a JUnit 5 test (the README shows the same code): the
 * test has its own DataSource (here the embedded PostgreSQL; a Testcontainers database's works the
 * same), runs Order Entry for a warm-up and 3 measured iterations, and asserts on the result object.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EmbeddingExampleIT {
    private DataSource dataSource;

    @BeforeAll
    void orderEntrySchema() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("embedding");
        dataSource = db.dataSource();
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(
                        new WorkloadContext(dataSource, db.dialect(), Map.of()),
                        new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
    }

    @Test
    void orderEntryForThreeIterationsOnMyDataSource() throws Exception {
        // the stock SwingBench-format config: its transactions, weights and think times
        RunConfig soe = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("SOE_Client_Side.xml"))
                .config();

        BenchmarkResult result = Benchmark.builder(soe)
                .dataSource(dataSource)
                .users(4)
                .warmup(1, Duration.ofSeconds(2))
                .iterations(3, Duration.ofSeconds(2))
                .seed(42)
                .build()
                .run();

        RunResult run = result.single();
        assertEquals(0, run.totalFailed(), "failures: " + run.errorsByCode());
        assertEquals(3, run.details().measuredIterations().size());
        IterationScores scores = IterationScores.of(run, 0.999);
        assertTrue(scores.transactionsPerSecond().mean() > 10, "TPS " + scores.transactionsPerSecond());
        assertEquals(3, scores.transactionsPerSecond().n());
        assertTrue(Double.isFinite(scores.transactionsPerSecond().error()), "score ± error over 3 iterations");
    }

    @Test
    void liveFiguresGoToMicrometerTaggedWithTheTopology() throws Exception {
        RunConfig soe = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("SOE_Client_Side.xml"))
                .config();
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        AtomicBoolean tagged = new AtomicBoolean();
        ProgressListener probe = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                // the meters of the previous interval are there while the run goes on
                if (!registry.find("dbbench.transactions")
                        .tags("topology", "2x2", "service.team", "checkout")
                        .counters()
                        .isEmpty()) {
                    tagged.set(true);
                }
            }
        };

        RunResult run = Benchmark.builder(soe)
                .dataSource(dataSource)
                .users(4)
                .topologies("2x2")
                .runTime(Duration.ofSeconds(3))
                .meterRegistry(registry, Tags.of("service.team", "checkout"))
                .listener(probe)
                .build()
                .run()
                .single();

        assertTrue(tagged.get(), "dbbench.transactions tagged topology=2x2 during the run");
        assertEquals("2x2", run.details().topology());
        assertTrue(registry.find("dbbench.tps").gauges().isEmpty(), "a run's gauges are removed when it ends");
        double completed = registry.find("dbbench.transactions").tag("outcome", "completed").counters().stream()
                .mapToDouble(Counter::count)
                .sum();
        assertEquals(run.totalCompleted(), (long) completed, "counters keep the run's totals for the last scrape");
    }
}
