package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.IntervalSample;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.embedded.EmbeddedPostgres;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The database goes away for a few seconds in the middle of a run: the run completes, its results
 * count the failures, and transactions succeed again after the database is back. This test waits in
 * real time because the outage is real; it is bounded (run time 14 s, join 90 s).
 */
class DatabaseOutageIT {
    @TempDir
    Path dir;

    @Test
    void aRunSurvivesTheDatabaseGoingAwayAndCountsTheFailures() throws Exception {
        try (EmbeddedPostgres pg = EmbeddedPostgres.start(EmbeddedPostgres.Options.defaults())) {
            PGSimpleDataSource ds = new PGSimpleDataSource();
            ds.setUrl(pg.jdbcUrl());
            ds.setUser(pg.user());
            ds.setPassword(pg.password());
            StressTestSchemaInstaller.forDialect(io.dbbench.core.dialect.Dialects.postgresql())
                    .create(new WorkloadContext(ds, io.dbbench.core.dialect.Dialects.postgresql(), Map.of()), 0.01);

            Path xml = dir.resolve("results.xml");
            CompletableFuture<CliProcess.Run> run = CompletableFuture.supplyAsync(() -> CliProcess.inProcess(
                    "-c",
                    CliProcess.config("Stress_Test.xml").toString(),
                    "-cs",
                    pg.jdbcUrl(),
                    "-u",
                    pg.user(),
                    "-p",
                    pg.password(),
                    "-uc",
                    "4",
                    "-rt",
                    "0:00.14",
                    "-intermin",
                    "2",
                    "-intermax",
                    "5",
                    "-r",
                    xml.toString(),
                    "-s",
                    "--max-failed-pct",
                    "100"));

            TimeUnit.SECONDS.sleep(4);
            pg.stop();
            TimeUnit.SECONDS.sleep(3);
            pg.start();

            CliProcess.Run done = run.get(90, TimeUnit.SECONDS);
            assertEquals(0, done.exitCode(), done.err());
            RunResult result;
            try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
                result = new ResultsJsonReader().read(in);
            }
            assertEquals(EndReason.RUN_TIME, result.endReason());
            assertTrue(result.totalFailed() > 0, "failures during the outage were counted: " + result.errorsByCode());
            assertTrue(result.errorsByCode().values().stream()
                            .mapToLong(Long::longValue)
                            .sum()
                    > 0);
            List<IntervalSample> samples = result.intervals();
            long beforeOutage = samples.subList(0, 3).stream()
                    .mapToLong(IntervalSample::completed)
                    .sum();
            long afterRestart = samples.subList(samples.size() - 3, samples.size()).stream()
                    .mapToLong(IntervalSample::completed)
                    .sum();
            assertTrue(beforeOutage > 0, "worked before the outage");
            assertTrue(afterRestart > 0, "worked again after the restart: " + samples);
            assertTrue(Files.size(xml) > 0);
        }
    }
}
