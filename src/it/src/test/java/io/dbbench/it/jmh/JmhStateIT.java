package io.dbbench.it.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.jmh.example.CustomTransactionBenchmark;
import io.dbbench.jmh.example.SoeTransactionBenchmark;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The JMH states on the embedded PostgreSQL, under jmh-core's own Runner (in this JVM: forks(0), so the
 * database settings travel as system properties): the example benchmarks must give a result with a
 * plausible score, and the rows their transactions change must have changed in the database.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JmhStateIT {
    private static final List<String> PROPERTIES = List.of("dbbench.url", "dbbench.user", "dbbench.password");

    private EmbeddedDatabase.Database db;

    @BeforeAll
    void installSchemas() throws SQLException {
        db = EmbeddedDatabase.newDatabase("jmh_state");
        WorkloadContext context = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        StressTestSchemaInstaller.forDialect(db.dialect())
                .create(context, new InstallOptions(0.001, 1, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        System.setProperty("dbbench.url", db.jdbcUrl());
        System.setProperty("dbbench.user", db.user());
        System.setProperty("dbbench.password", db.password());
    }

    @AfterAll
    void clearProperties() {
        PROPERTIES.forEach(System::clearProperty);
    }

    /** Short iterations in this JVM, one thread: enough to run every set-up, call and tear-down for real. */
    private static ChainedOptionsBuilder quick(Class<?> benchmark) {
        return new OptionsBuilder()
                .include("^" + Pattern.quote(benchmark.getName()) + "\\.")
                .forks(0)
                .threads(1)
                .warmupIterations(1)
                .warmupTime(TimeValue.milliseconds(500))
                .measurementIterations(2)
                .measurementTime(TimeValue.seconds(1))
                .shouldFailOnError(true);
    }

    /** A score for one database call: above nothing, below the whole iteration (µs/op). */
    private static void assertPlausibleMicrosPerCall(RunResult run) {
        Result<?> primary = run.getPrimaryResult();
        assertEquals("us/op", primary.getScoreUnit(), run.getParams().getBenchmark());
        double score = primary.getScore();
        assertTrue(score > 1 && score < 1_000_000, run.getParams().getBenchmark() + " scored " + score + " us/op");
    }

    @Test
    void theSoeExampleMeasuresTheTransactionNamedByItsParameterOnTheDatabase() throws Exception {
        long ordersBefore = db.count("SELECT COUNT(*) FROM orders");
        long stressRowsBefore = db.count("SELECT COUNT(*) FROM stresstesttable");

        Collection<RunResult> results = new Runner(quick(SoeTransactionBenchmark.class)
                        .param(
                                "transaction",
                                "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.NewOrderProcess",
                                "StressTestInsert")
                        .mode(Mode.AverageTime)
                        .build())
                .run();

        assertEquals(2, results.size(), "one result per transaction parameter");
        List<String> measured = new ArrayList<>();
        for (RunResult r : results) {
            assertPlausibleMicrosPerCall(r);
            measured.add(r.getParams().getParam("transaction"));
        }
        assertTrue(measured.contains("StressTestInsert"), measured.toString());
        assertTrue(db.count("SELECT COUNT(*) FROM orders") > ordersBefore, "NewOrderProcess placed orders");
        assertTrue(
                db.count("SELECT COUNT(*) FROM stresstesttable") > stressRowsBefore, "StressTestInsert inserted rows");
    }

    @Test
    void sampleTimeGivesPercentilesOfTheDefaultTransaction() throws Exception {
        long logonsBefore = db.count("SELECT COUNT(*) FROM logon");

        Collection<RunResult> results = new Runner(quick(SoeTransactionBenchmark.class)
                        .mode(Mode.SampleTime)
                        .build())
                .run();

        assertEquals(1, results.size());
        RunResult r = results.iterator().next();
        assertEquals(
                "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts",
                r.getParams().getParam("transaction"));
        assertPlausibleMicrosPerCall(r);
        var stats = r.getPrimaryResult().getStatistics();
        assertTrue(stats.getN() > 10, "samples: " + stats.getN());
        assertTrue(stats.getPercentile(99) >= stats.getPercentile(50), "p99 below p50");
        assertTrue(db.count("SELECT COUNT(*) FROM logon") > logonsBefore, "BrowseProducts logs some customers on");
    }

    @Test
    void theCustomExampleRunsTheUsersOwnTransaction() throws Exception {
        long countersBefore = db.count("SELECT COALESCE(SUM(aint), 0) FROM stresstesttable");

        Collection<RunResult> results =
                new Runner(quick(CustomTransactionBenchmark.class).build()).run();

        assertEquals(1, results.size());
        assertPlausibleMicrosPerCall(results.iterator().next());
        long increments = db.count("SELECT COALESCE(SUM(aint), 0) FROM stresstesttable") - countersBefore;
        assertTrue(increments > 10, "counters incremented " + increments + " times");
    }
}
