package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.CliProcess;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Pool topologies on Oracle ({@link OracleDatabase}): every service's pool labels its sessions with
 * DBMS_APPLICATION_INFO, so V$SESSION.MODULE shows each pool under its own name with exactly its size.
 * Reading V$SESSION needs an account that may (SYSTEM in the container; ORACLE_ADMIN_USER otherwise).
 */
class TopologyOracleIT {
    @Test
    void eachServiceShowsInVSessionUnderItsOwnModule() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        StressTestSchemaInstaller installer = StressTestSchemaInstaller.forDialect(Dialects.oracle());
        installer.drop(ctx);
        installer.create(ctx, new InstallOptions(0.001, 1, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));

        RunConfig xml = new SwingBenchConfigReader(WorkloadRegistry.load())
                .read(CliProcess.config("Stress_Test.xml"))
                .config();
        RunConfig config = xml.withConnection(xml.connection()
                .withConnectString(oracle.jdbcUrl())
                .withUserName(oracle.user())
                .withPassword(Secret.of(oracle.password())));
        Map<String, Integer> expected = Map.of("dbbench-2x2-s1", 2, "dbbench-2x2-s2", 2);
        // the engine swallows a listener's exceptions: keep the first, and the last sessions seen, to report them
        AtomicReference<Throwable> probeError = new AtomicReference<>();
        AtomicReference<Map<String, Integer>> seenMidRun = new AtomicReference<>(Map.of());
        ProgressListener probe = new ProgressListener() {
            @Override
            public void onInterval(ProgressSnapshot snapshot) {
                // every interval after the pools are up, until both show their full size once
                if (expected.equals(seenMidRun.get())
                        || probeError.get() != null
                        || snapshot.elapsedNanos() < Duration.ofSeconds(2).toNanos()) return;
                try {
                    seenMidRun.set(sessionsByModule(oracle));
                } catch (RuntimeException e) {
                    probeError.compareAndSet(null, e);
                }
            }
        };
        // 2 services of 2 connections, 4 users; 12 s leaves several intervals to see them in
        RunResult r = Benchmark.builder(config)
                .jdbcUrl(oracle.jdbcUrl())
                .users(4)
                .topologies("2x2")
                .warmup(1, Duration.ofSeconds(1))
                .iterations(1, Duration.ofSeconds(12))
                .seed(3)
                .listener(probe)
                .build()
                .run()
                .single();

        assertNull(
                probeError.get(),
                () -> "reading V$SESSION mid-run failed: " + probeError.get().getMessage());
        assertEquals(expected, seenMidRun.get());
        assertEquals(0, r.totalFailed(), "failures: " + r.errorsByCode());
        installer.drop(ctx);
    }

    private static Map<String, Integer> sessionsByModule(OracleDatabase.Target oracle) {
        Map<String, Integer> counts = new TreeMap<>();
        try (Connection c = oracle.adminDataSource().getConnection();
                PreparedStatement ps = c.prepareStatement("SELECT module, COUNT(*) FROM v$session"
                        + " WHERE username = UPPER(?) AND module LIKE 'dbbench-%' GROUP BY module")) {
            ps.setString(1, oracle.user());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) counts.put(rs.getString(1), rs.getInt(2));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading V$SESSION as " + oracle.adminUser() + ": " + e.getMessage(), e);
        }
        return counts;
    }
}
