package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.schema.SoeValidator;
import io.dbbench.workloads.soe.server.SoeServerProvider;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server-side Order Entry on real PostgreSQL: the SOE installer creates the schema at scale 0.01 and
 * installs our orderentry.sql; the engine then calls every function many times from 8 sessions, with
 * client commits and with setPLSQLCOMMIT('true'), without one failure; the schema still validates.
 */
class SoeServerSideIT {
    private static final String PREFIX = "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.";
    private static EmbeddedDatabase.Database db;
    private static WorkloadContext context;

    @BeforeAll
    static void createSchema() throws Exception {
        db = EmbeddedDatabase.newDatabase("soe_server");
        context = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        new SoeServerProvider()
                .schemaInstaller(db.dialect())
                .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
    }

    @Test
    void everyFunctionRunsManyTimesWithoutFailureAndTheSchemaStillValidates() throws Exception {
        RunResult result = run("false", 41);
        for (TransactionResult t : result.transactions()) {
            assertEquals(0, t.failed(), t.id() + " failed; errors: " + result.errorsByCode());
            assertTrue(t.completed() >= 40, t.id() + " ran only " + t.completed() + " times");
        }
        assertEquals(Map.of(), result.errorsByCode());
        assertTrue(
                result.dmlTotals().inserts() > 0 && result.dmlTotals().updates() > 0,
                result.dmlTotals().toString());
        // every transaction ends with one commit, by the client on PostgreSQL, or a rollback
        long completed = result.transactions().stream()
                .mapToLong(TransactionResult::completed)
                .sum();
        long rolledBack = result.transactions().stream()
                .mapToLong(TransactionResult::rolledBack)
                .sum();
        assertEquals(completed - rolledBack, result.dmlTotals().commits());
        assertEquals(rolledBack, result.dmlTotals().rollbacks());

        RunResult serverCommits = run("true", 42);
        for (TransactionResult t : serverCommits.transactions()) {
            assertEquals(
                    0,
                    t.failed(),
                    t.id() + " failed with SOE_PLSQL_COMMIT=true; errors: " + serverCommits.errorsByCode());
        }

        ValidationReport report = SoeValidator.forDialect(db.dialect()).validate(context);
        assertTrue(report.ok(), report.format());
    }

    @Test
    void setPlsqlCommitIsRememberedForTheSession() throws Exception {
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("SELECT orderentry.setPLSQLCOMMIT('TRUE')");
            try (ResultSet rs = s.executeQuery("SELECT current_setting('orderentry.commit_in_plsql')")) {
                rs.next();
                assertEquals("true", rs.getString(1));
            }
        }
    }

    /** Every server-side transaction, equally weighted, 8 users, 2,400 transactions. */
    private static RunResult run(String commitInPlsql, long seed) throws Exception {
        RunConfigBuilder builder = RunConfig.builder()
                .name("SOE server-side IT")
                .users(8)
                .maxTransactions(2_400)
                .environment("SOE_PLSQL_COMMIT", commitInPlsql);
        for (String name : new SoeServerProvider().transactionNames())
            builder.transaction(name, name, PREFIX + name, 1);
        RunConfig config = builder.build();
        try (PooledConnectionSource pool =
                PooledConnectionSource.open(db.dataSource(), config.connection(), 8, "soe-server-it")) {
            return new LoadEngine(
                            config,
                            db.dialect(),
                            pool,
                            WorkloadRegistry.load(),
                            EngineOptions.defaults().withSeed(seed))
                    .run();
        }
    }
}
