package io.dbbench.it.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.engine.ConnectionSource;
import io.dbbench.core.internal.engine.DirectConnectionSource;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.server.SoeServerProvider;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Round trips per SOE transaction, counted on the sessions' sockets by a real run, against the statements
 * each form sends: client-side Browse Products is one turn per statement (the customer read, the logon
 * insert one time in three, each product read, the commit); the server-side one is its single call and
 * the client's commit, plus the once-per-connection setPLSQLCOMMIT call and its commit.
 */
class SoeTrafficIT {
    private static final int USERS = 8;
    private static final long TRANSACTIONS = 800;

    @Test
    void browseProductsTakesOneTurnPerStatementClientSideAndOneCallServerSide() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("soe_traffic");
        // the server-side schema holds the client-side one's tables too: both forms run on it
        new SoeServerProvider()
                .schemaInstaller(db.dialect())
                .create(
                        new WorkloadContext(db.dataSource(), db.dialect(), Map.of()),
                        new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));

        RunResult client = run(db, "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts");
        TransactionTraffic clientBrowse = onlyTransaction(client);
        DmlTotals statements = client.dmlTotals();
        assertEquals(
                statements.selects() + statements.inserts() + statements.commits() + statements.rollbacks(),
                clientBrowse.totals().roundTrips(),
                "client-side: one turn per statement sent, " + statements);

        RunResult server = run(db, "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.BrowseProducts");
        TransactionTraffic serverBrowse = onlyTransaction(server);
        long extra = serverBrowse.totals().roundTrips() - 2 * serverBrowse.executions();
        // each session's first transaction also calls setPLSQLCOMMIT and commits it: two turns per session
        assertTrue(
                extra >= 2 && extra <= 2L * USERS && extra % 2 == 0,
                "server-side: call + commit per transaction, and 2 per session once; extra " + extra);

        assertTrue(
                clientBrowse.roundTripsPerTransaction() > 2 * serverBrowse.roundTripsPerTransaction(),
                "1..23 product reads against one call");
        assertTrue(
                clientBrowse.bytesInPerTransaction() > 2 * serverBrowse.bytesInPerTransaction(),
                "product rows against a short reply");
    }

    private static TransactionTraffic onlyTransaction(RunResult r) {
        assertEquals(Map.of(), r.errorsByCode());
        assertTrue(r.details().traffic().measured(), "traffic counted on a jdbc:postgresql: run");
        TransactionTraffic t = r.details().traffic().transactions().get(0);
        assertEquals(TRANSACTIONS, t.executions());
        assertEquals(r.details().traffic().total(), new TransactionTraffic("total", t.executions(), t.totals()));
        return t;
    }

    /** Browse Products alone, so the run's DML totals are its statements. */
    private static RunResult run(EmbeddedDatabase.Database db, String className) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("SOE traffic IT")
                .connect(db.jdbcUrl(), db.user(), db.password())
                .users(USERS)
                .maxTransactions(TRANSACTIONS)
                .transaction("Browse Products", "BP", className, 1)
                .build();
        try (ConnectionSource connections =
                DirectConnectionSource.forHeldUsers(db.jdbcUrl(), config.connection(), USERS, "soe-traffic-it")) {
            return new LoadEngine(
                            config,
                            db.dialect(),
                            connections,
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(11))
                    .run();
        }
    }
}
