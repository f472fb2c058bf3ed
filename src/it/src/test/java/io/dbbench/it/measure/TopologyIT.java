package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pool topologies on a real PostgreSQL: every service's pool shows in pg_stat_activity under its own
 * application name with exactly its size, users beyond the pool's size queue on it (their wait is
 * measured apart), and the CLI prints one comparison over a list of topologies.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TopologyIT {
    private EmbeddedDatabase.Database db;

    @BeforeAll
    void installSchema() throws SQLException {
        db = EmbeddedDatabase.newDatabase("topology");
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(
                        new WorkloadContext(db.dataSource(), db.dialect(), Map.of()),
                        new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
    }

    private RunConfig soeClientSide() throws Exception {
        RunConfig config = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("SOE_Client_Side.xml"))
                .config();
        return config.withConnection(config.connection()
                .withConnectString(db.jdbcUrl())
                .withUserName(db.user())
                .withPassword(Secret.of(db.password())));
    }

    /** Connections by application name, as the database sees them, for our pools only. */
    private Map<String, Integer> connectionsByApplication() {
        Map<String, Integer> counts = new TreeMap<>();
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT application_name, COUNT(*) FROM pg_stat_activity "
                                + "WHERE datname = current_database() AND application_name LIKE 'dbbench-%' GROUP BY application_name")) {
            while (rs.next()) counts.put(rs.getString(1), rs.getInt(2));
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return counts;
    }

    /** Our connections as pg_stat_activity shows them, once they are gone or the time is up. */
    private Map<String, Integer> closedWithin(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        Map<String, Integer> seen = connectionsByApplication();
        while (!seen.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            seen = connectionsByApplication();
        }
        return seen;
    }

    @Test
    void eachServiceIsItsOwnPoolOfItsSizeAndExtraUsersQueueOnIt() throws Exception {
        Map<String, Integer> seenMidRun = new ConcurrentHashMap<>();
        ProgressListener probe = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                if (seenMidRun.isEmpty()
                        && snapshot.elapsedNanos() >= Duration.ofSeconds(2).toNanos()) {
                    seenMidRun.putAll(connectionsByApplication());
                }
            }
        };
        // 2 services of 3 connections, 8 users: 4 per service, one more than its pool
        BenchmarkResult result = Benchmark.builder(soeClientSide())
                .jdbcUrl(db.jdbcUrl())
                .users(8)
                .topologies("3x2")
                .warmup(1, Duration.ofSeconds(1))
                .iterations(2, Duration.ofSeconds(2))
                .seed(11)
                .listener(probe)
                .build()
                .run();

        assertEquals(Map.of("dbbench-3x2-s1", 3, "dbbench-3x2-s2", 3), seenMidRun);
        RunResult r = result.single();
        assertEquals("3x2", r.details().topology());
        List<ServiceResult> services = r.details().services();
        assertEquals(List.of(4, 4), services.stream().map(ServiceResult::users).toList());
        assertEquals(
                List.of(3, 3), services.stream().map(ServiceResult::connections).toList());
        assertEquals(
                r.totalCompleted(),
                services.stream().mapToLong(ServiceResult::completed).sum());
        for (ServiceResult s : services) {
            assertTrue(s.completed() > 0, s.name());
            assertTrue(s.poolWaitNanos().getTotalCount() > 0, s.name() + " pool waits");
            // four users on three connections: some transactions had to wait for a connection
            assertTrue(
                    s.poolWaitNanos().getMaxValue() > 100_000,
                    s.name() + " longest wait " + s.poolWaitNanos().getMaxValue());
        }
        assertEquals(2, r.details().measuredIterations().size());
        assertEquals(0, r.totalFailed(), "failures: " + r.errorsByCode());
        // the pools are closed after the run; backends leave pg_stat_activity a moment later
        assertEquals(Map.of(), closedWithin(Duration.ofSeconds(10)));
    }

    @Test
    void theCliRunsEachTopologyInTurnAndPrintsOneComparison(@TempDir Path dir) throws Exception {
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("SOE_Client_Side.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "4",
                "-s",
                "--topology",
                "4x1,2x2",
                "--iterations",
                "2x1s",
                "-r",
                xml.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in output");
        assertTrue(run.out().contains("Topology comparison"), run.out());
        assertTrue(run.out().contains("dbbench-2x2-s2"), "per-service breakdown: " + run.out());
        for (String label : List.of("4x1", "2x2")) {
            assertTrue(Files.exists(dir.resolve("results-" + label + ".xml")), label + " results.xml");
            assertTrue(Files.exists(dir.resolve("results-" + label + ".html")), label + " results.html");
            try (InputStream in = Files.newInputStream(dir.resolve("results-" + label + ".json"))) {
                RunResult r = new ResultsJsonReader().read(in);
                assertEquals(label, r.details().topology());
                assertEquals(2, r.details().measuredIterations().size());
                assertTrue(r.totalCompleted() > 0);
            }
        }
        String sideBySide = Files.readString(dir.resolve("results.html"));
        assertTrue(
                sideBySide.contains("\"base\" : \"4x1\"") && sideBySide.contains("\"candidate\" : \"2x2\""),
                "results.html: the topologies side by side, 2x2 compared with 4x1");
        assertFalse(sideBySide.contains(db.password()), "password in the report");
    }

    @Test
    void aSweepWithRepeatsInterleavesTheLayoutsAndJudgesThemAgainstTheFirst() {
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("SOE_Client_Side.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "4",
                "-nr",
                "--topology",
                "4x1,2x2",
                "--iterations",
                "2x1s",
                "--repeats",
                "2");

        assertEquals(0, run.exitCode(), run.err());
        List<String> starts = run.out()
                .lines()
                .filter(l -> l.startsWith("== topology "))
                .map(l -> l.substring(12, 15) + l.substring(l.indexOf("repeat")))
                .toList();
        assertEquals(
                List.of("4x1repeat 1 of 2 ==", "2x2repeat 1 of 2 ==", "2x2repeat 2 of 2 ==", "4x1repeat 2 of 2 =="),
                starts,
                "ABC then CBA: " + run.out());
        assertTrue(run.out().contains("Sweep: score ± error at 99%"), run.out());
        String row = run.out()
                .lines()
                .filter(l -> l.startsWith("2x2 "))
                .reduce((a, b) -> b)
                .orElse("");
        assertTrue(
                row.contains(" 4 ")
                        && (row.contains("faster") || row.contains("slower") || row.contains("not significant at 99%")),
                "2x2 judged against 4x1 over 4 iterations: " + row);
    }
}
