package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.DirectConnectionSource;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Traffic per SOE transaction from the sessions' V$MYSTAT on Oracle ({@link OracleDatabase}: Oracle Free in
 * Docker, or -Doracle.url; skipped at once without either). Without the dictionary privilege the probe says
 * so in one line; with it, client-side Browse Products takes one round trip per statement it sends (the
 * probes' own left out), the server-side form its call and commit, plus the once-per-session
 * setPLSQLCOMMIT call and its commit, as SoeTrafficIT finds on PostgreSQL's sockets.
 */
class TrafficOracleIT {
    private static final int USERS = 4;
    private static final long TRANSACTIONS = 400;

    @Test
    void browseProductsRoundTripsFromTheSessionsStatisticsClientSideAgainstServerSide() throws Exception {
        OracleDatabase.Target oracle = OracleDatabase.get();
        grantTheDictionaryRole(oracle);
        try (Connection c = oracle.dataSource().getConnection()) {
            assertEquals(Optional.empty(), OracleSessionTraffic.unavailableReason(c), "the probe reads V$MYSTAT");
            OracleSessionTraffic probe = OracleSessionTraffic.open(c);
            assertEquals(1, probe.probeCost().roundTrips(), "one probe is one round trip: " + probe.probeCost());
            assertTrue(probe.probeCost().bytesOut() > 0 && probe.probeCost().bytesIn() > 0, "" + probe.probeCost());
            for (int i = 0; i < 5; i++) {
                assertTrue(probe.refresh());
                assertEquals(0, probe.counts().roundTrips(), "probes alone count nothing: " + probe.probeCost());
                assertEquals(0, probe.counts().bytesSent() + probe.counts().bytesReceived(), "" + probe.probeCost());
            }
        }
        WorkloadContext ctx = new WorkloadContext(oracle.dataSource(), Dialects.oracle(), Map.of());
        SoeSchemaInstaller installer = SoeSchemaInstaller.forDialect(Dialects.oracle());
        installer.drop(ctx); // a database kept from an earlier run
        installer.create(ctx, new InstallOptions(0.01, 2, 7, LoadProgress.NONE));
        try {
            RunResult client = run(oracle, "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts");
            TransactionTraffic clientBrowse = onlyTransaction(client);
            DmlTotals statements = client.dmlTotals();
            assertEquals(
                    statements.selects() + statements.inserts() + statements.commits() + statements.rollbacks(),
                    clientBrowse.totals().roundTrips(),
                    "client-side: one round trip per statement sent, " + statements);

            RunResult server = run(oracle, "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.BrowseProducts");
            TransactionTraffic serverBrowse = onlyTransaction(server);
            long extra = serverBrowse.totals().roundTrips() - 2 * serverBrowse.executions();
            assertTrue(
                    extra >= 2 && extra <= 2L * USERS && extra % 2 == 0,
                    "server-side: call + commit per transaction, and 2 per session once; extra " + extra);
            assertTrue(clientBrowse.roundTripsPerTransaction() > 2 * serverBrowse.roundTripsPerTransaction());
            assertTrue(clientBrowse.bytesInPerTransaction() > 2 * serverBrowse.bytesInPerTransaction());
        } finally {
            installer.drop(ctx);
        }
    }

    /** The test user may read V$MYSTAT once the admin account granted it; a user that already may is left as it is. */
    private static void grantTheDictionaryRole(OracleDatabase.Target oracle) throws SQLException {
        try (Connection c = oracle.dataSource().getConnection()) {
            Optional<String> reason = OracleSessionTraffic.unavailableReason(c);
            if (reason.isEmpty()) return;
            assertTrue(reason.get().startsWith("traffic not counted on Oracle: "), reason.get());
            assertTrue(reason.get().contains("SELECT_CATALOG_ROLE"), reason.get());
            assertFalse(reason.get().contains("\n"), "one line");
        }
        try (Connection c = oracle.adminDataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("GRANT SELECT_CATALOG_ROLE TO " + oracle.user());
        }
    }

    private static TransactionTraffic onlyTransaction(RunResult r) {
        assertEquals(Map.of(), r.errorsByCode());
        RunTraffic traffic = r.details().traffic();
        assertTrue(traffic.measured(), "traffic counted on a jdbc:oracle: run");
        assertEquals(RunTraffic.SESSION_STATISTICS, traffic.method());
        TransactionTraffic t = traffic.transactions().get(0);
        assertEquals(TRANSACTIONS, t.executions());
        return t;
    }

    /** Browse Products alone, so the run's DML totals are its statements. */
    private static RunResult run(OracleDatabase.Target oracle, String className) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("SOE traffic Oracle IT")
                .connect(oracle.jdbcUrl(), oracle.user(), oracle.password())
                .users(USERS)
                .maxTransactions(TRANSACTIONS)
                .transaction("Browse Products", "BP", className, 1)
                .build();
        try (ConnectionSource connections = DirectConnectionSource.forHeldUsers(
                oracle.jdbcUrl(), config.connection(), USERS, "soe-traffic-oracle-it")) {
            return new LoadEngine(
                            config,
                            Dialects.oracle(),
                            connections,
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(11))
                    .run();
        }
    }
}
