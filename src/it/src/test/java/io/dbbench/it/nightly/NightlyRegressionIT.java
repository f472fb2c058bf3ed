package io.dbbench.it.nightly;

import io.dbbench.core.compare.ComparisonOptions;
import io.dbbench.core.compare.RegressionGate;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.ScoreTable;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The nightly regression gate ({@code mvn -B verify -Pnightly}; never in the default build): Order Entry
 * client-side on the embedded PostgreSQL, 1 warm-up and 5 measured iterations, written to
 * target/nightly/results.json and compared with the baseline checked in at src/it/nightly/baseline.json.
 * The build fails on a significant slow-down beyond the threshold, or when there is no baseline to
 * compare with ({@code -Dnightly.updateBaseline=true} writes one from this run). A baseline belongs to
 * the machine it was measured on. The same recipe, for a user's own project, is in the README.
 */
class NightlyRegressionIT {
    private static long seconds(String property, long fallback) {
        return Long.parseLong(System.getProperty(property, Long.toString(fallback)));
    }

    @Test
    void orderEntryIsNoSlowerThanTheBaseline() throws Exception {
        Path baseline = Path.of(System.getProperty("nightly.baseline", "nightly/baseline.json"));
        Path results = Path.of(System.getProperty("nightly.results", "target/nightly/results.json"));
        double failIfSlowerPercent = Double.parseDouble(System.getProperty("nightly.failIfSlowerPercent", "10"));

        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("nightly");
        SoeSchemaInstaller.forDialect(db.dialect()).create(new WorkloadContext(db.dataSource(), db.dialect(), Map.of()),
                new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        RunConfig soe = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("SOE_Client_Side.xml")).config();
        RunResult run = Benchmark.builder(soe).dataSource(db.dataSource()).users(4).seed(42)
                .warmup(1, Duration.ofSeconds(seconds("nightly.warmupSeconds", 5)))
                .iterations(5, Duration.ofSeconds(seconds("nightly.iterationSeconds", 5)))
                .build().run().single();
        assertEquals(0, run.totalFailed(), "failures: " + run.errorsByCode());
        System.out.print(new ScoreTable().render(IterationScores.of(run)));

        Files.createDirectories(results.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(results)) {
            new ResultsJsonWriter().write(run, out);
        }
        if (Boolean.getBoolean("nightly.updateBaseline")) {
            Files.createDirectories(baseline.toAbsolutePath().getParent());
            Files.copy(results, baseline, StandardCopyOption.REPLACE_EXISTING);
            System.out.println("nightly: wrote the baseline " + baseline.toAbsolutePath() + " from this run; check it in");
            return;
        }
        if (!Files.exists(baseline)) {
            fail("nightly: no baseline at " + baseline.toAbsolutePath() + "; this run is in " + results.toAbsolutePath()
                    + ". Rerun with -Dnightly.updateBaseline=true on the machine the nightly runs on, and check it in.");
        }
        RegressionGate.Verdict verdict = new RegressionGate(ComparisonOptions.defaults()
                .withFailIfSlowerPercent(failIfSlowerPercent)).check(baseline, run);
        System.out.println(verdict.report());
        assertTrue(verdict.passed(), verdict.report());
    }
}
