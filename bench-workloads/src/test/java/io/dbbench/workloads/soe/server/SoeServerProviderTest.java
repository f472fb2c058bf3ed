package io.dbbench.workloads.soe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Registration, ClassName aliases and the schema installer of the server-side Order Entry. */
class SoeServerProviderTest {
    private static final List<String> SWINGBENCH_NAMES = List.of(
            "NewCustomerProcess",
            "NewCustomerProcessV2",
            "UpdateCustomerDetails",
            "UpdateCustomerDetailsV2",
            "BrowseProducts",
            "NewOrderProcess",
            "ProcessOrders",
            "BrowseAndUpdateOrders",
            "SalesRepsOrdersQuery",
            "WarehouseOrdersQuery",
            "WarehouseActivityQuery",
            "OrdersByCountyQuery");

    @Test
    void isFoundThroughServiceLoader() {
        List<WorkloadProvider> providers = WorkloadRegistry.load().providers();
        assertTrue(providers.stream().anyMatch(p -> p instanceof SoeServerProvider), providers.toString());
    }

    @Test
    void bothSwingBenchPlsqlGenerationsAndOurPackageResolveEveryTransaction() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String prefix : List.of(
                "com.dom.benchmarking.swingbench.plsqltransactions.",
                "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.",
                "io.dbbench.workloads.soe.server.")) {
            for (String name : SWINGBENCH_NAMES) {
                WorkloadRegistry.Resolved resolved = registry.resolve(prefix + name)
                        .orElseThrow(() -> new AssertionError("does not resolve: " + prefix + name));
                assertEquals("Order Entry (server-side)", resolved.provider().name());
                assertEquals(name, resolved.transactionName());
            }
        }
    }

    @Test
    void clientSideClassNamesAreNotOurs() {
        WorkloadRegistry registry = new WorkloadRegistry(List.of(new SoeServerProvider()));
        assertTrue(registry.resolve("com.dom.benchmarking.swingbench.transactions.NewOrderProcess")
                .isEmpty());
        assertTrue(registry.resolve("com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.NewOrderProcess")
                .isEmpty());
    }

    @Test
    void everyDeclaredTransactionCanBeMade() {
        SoeServerWorkload workload =
                new SoeServerWorkload(new SoeMetadata(1, 10, 1, 10), new PlsqlCommitSetting(false));
        for (String name : new SoeServerProvider().transactionNames()) {
            assertInstanceOf(ServerSideTransaction.class, workload.newTransaction(name), name);
        }
        assertEquals(SWINGBENCH_NAMES, List.copyOf(new SoeServerProvider().transactionNames()));
    }

    @Test
    void usesTheOrderEntrySchemaInstaller() {
        SoeServerProvider provider = new SoeServerProvider();
        assertInstanceOf(SoeSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("postgresql")));
        assertInstanceOf(SoeSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("oracle")));
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> provider.schemaInstaller(new FakeDialect("h2")));
        assertTrue(e.getMessage().contains("h2"), e.getMessage());
    }
}
