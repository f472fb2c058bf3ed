package io.dbbench.workloads.stubs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.statements.StatementRunnerProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

/** SwingBench's stub and statement-runner ClassNames resolve to ours; each stub calls its own function, which the scripts create. */
class StubsProviderTest {
    private final WorkloadRegistry registry = WorkloadRegistry.load();

    @Test
    void theSixStubClassNamesResolveAndCallTheirFunction() {
        for (int i = 1; i <= 6; i++) {
            WorkloadRegistry.Resolved r = registry.resolve(
                            "com.dom.benchmarking.swingbench.storedprocedures.StoredProcedure" + i)
                    .orElseThrow();
            assertTrue(r.provider() instanceof StubsProvider);
            assertEquals("StoredProcedure" + i, r.transactionName());
            assertEquals("{? = call sp" + i + "(?)}", new StoredProcedureCall(i).sql());
        }
        assertTrue(registry.resolve("com.dom.benchmarking.swingbench.storedprocedures.StoredProcedure7")
                .isEmpty());
    }

    @Test
    void theStatementRunnerClassNameResolves() {
        WorkloadRegistry.Resolved r = registry.resolve(
                        "com.dom.benchmarking.swingbench.benchmarks.statementrunner.SQLStatementRunner")
                .orElseThrow();
        assertTrue(r.provider() instanceof StatementRunnerProvider);
    }

    @Test
    void bothDialectsCreateEveryFunctionAndOtherDialectsAreRefused() {
        for (String dialect : StubsSchemaInstaller.SUPPORTED_DIALECTS) {
            SqlScript create = SqlScript.load(StubsSchemaInstaller.class, dialect + "/create.sql");
            String all = String.join("\n", create.sqlTexts()).toLowerCase(java.util.Locale.ROOT);
            for (int i = 1; i <= 6; i++) assertTrue(all.contains("function sp" + i + "("), dialect + " lacks sp" + i);
            assertTrue(all.contains("create table sp_stub_data") && all.contains("create table sp_stub_log"), dialect);
            assertTrue(SqlScript.load(StubsSchemaInstaller.class, dialect + "/drop.sql")
                            .statements()
                            .size()
                    >= 1);
        }
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> StubsSchemaInstaller.forDialect(new FakeDialect("sqlite")));
        assertTrue(e.getMessage().contains("supported: oracle, postgresql"), e.getMessage());
        assertEquals(List.of("oracle", "postgresql"), StubsSchemaInstaller.SUPPORTED_DIALECTS);
    }
}
