package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SoeClientProviderTest {
    private static final List<String> PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.transactions.",
            "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.",
            "io.dbbench.workloads.soe.client.");
    private static final List<String> NAMES = List.of(
            "NewCustomerProcess",
            "UpdateCustomerDetails",
            "BrowseProducts",
            "NewOrderProcess",
            "ProcessOrders",
            "BrowseAndUpdateOrders",
            "SalesRepsOrdersQuery",
            "WarehouseOrdersQuery",
            "WarehouseActivityQuery",
            "OrdersByCountyQuery");

    @Test
    void serviceLoaderFindsTheProvider() {
        List<WorkloadProvider> found = WorkloadRegistry.load().providers().stream()
                .filter(p -> p.name().equals("Order Entry (client-side)"))
                .toList();
        assertEquals(1, found.size());
        assertInstanceOf(SoeClientProvider.class, found.get(0));
    }

    @Test
    void everyPrefixAndNameResolves() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String prefix : PREFIXES) {
            for (String name : NAMES) {
                Optional<WorkloadRegistry.Resolved> resolved = registry.resolve(prefix + name);
                assertTrue(resolved.isPresent(), prefix + name);
                assertEquals(
                        "Order Entry (client-side)", resolved.get().provider().name());
                assertEquals(name, resolved.get().transactionName());
            }
        }
    }

    @Test
    void ourPrefixNamesRealClasses() throws Exception {
        for (String name : NAMES) {
            Class<?> c = Class.forName("io.dbbench.workloads.soe.client." + name);
            assertTrue(Transaction.class.isAssignableFrom(c), c.getName());
        }
    }

    @Test
    void nearMissesDoNotResolve() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        assertEquals(
                Optional.empty(),
                registry.resolve("com.dom.benchmarking.swingbench.transactions.NewCustomerProcessV2"));
        assertEquals(
                Optional.empty(), registry.resolve("com.dom.benchmarking.swingbench.transactions.newOrderProcess"));
        assertEquals(
                Optional.empty(), registry.resolve("com.dom.benchmarking.swingbench.transactions.SoeClientProvider"));
    }

    @Test
    void declaresNamesInSwingBenchOrder() {
        SoeClientProvider provider = new SoeClientProvider();
        assertEquals(NAMES, new ArrayList<>(provider.transactionNames()));
        assertEquals(PREFIXES, provider.classNamePrefixes());
    }

    @Test
    void theSchemaInstallerIsOrderEntrysForBothDialectsAndANamedRefusalOtherwise() {
        SoeClientProvider provider = new SoeClientProvider();
        assertInstanceOf(SoeSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("postgresql")));
        assertInstanceOf(SoeSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("oracle")));
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> provider.schemaInstaller(new FakeDialect("mysql")));
        assertTrue(e.getMessage().contains("'mysql'"), e.getMessage());
    }

    @Test
    void openReadsTheMetadataOnceAndEveryNameMakesATransaction() throws SQLException {
        ScriptedJdbc jdbc = new ScriptedJdbc()
                .answering(call -> List.of(
                        row("SOE_MIN_CUSTOMER_ID", "1"), row("SOE_MAX_CUSTOMER_ID", "1000"),
                        row("SOE_MIN_ORDER_ID", "1"), row("SOE_MAX_ORDER_ID", "1430")));
        try (Workload workload = new SoeClientProvider().open(context(jdbc, "postgresql"))) {
            assertEquals(new SoeMetadata(1, 1000, 1, 1430), ((SoeClientWorkload) workload).metadata());
            for (String name : NAMES) {
                assertEquals(name, workload.newTransaction(name).getClass().getSimpleName());
            }
        }
        assertEquals(
                1,
                jdbc.calls().stream()
                        .filter(c -> c.method().equals("executeQuery"))
                        .count());
    }

    @Test
    void openOnAMissingSchemaSaysWhatItTriedToReadAndKeepsTheCode() {
        ScriptedJdbc jdbc = new ScriptedJdbc()
                .failingQueries(new SQLException("relation \"orderentry_metadata\" does not exist", "42P01"));
        SQLException e =
                assertThrows(SQLException.class, () -> new SoeClientProvider().open(context(jdbc, "postgresql")));
        assertEquals(
                "Order Entry (client-side) could not read the Order Entry metadata (is the SOE schema installed?): "
                        + "relation \"orderentry_metadata\" does not exist",
                e.getMessage());
        assertEquals("42P01", e.getSQLState());
    }

    @Test
    void anotherDialectIsRefusedAtOpenByName() {
        SQLException e = assertThrows(
                SQLException.class, () -> new SoeClientProvider().open(context(new ScriptedJdbc(), "mysql")));
        assertEquals(
                "Order Entry (client-side) has no SQL for dialect 'mysql'; supported: oracle, postgresql",
                e.getMessage());
    }

    @Test
    void unknownTransactionNameIsRefusedWithTheKnownOnes() {
        SoeClientWorkload workload = new SoeClientWorkload(SoeFixtures.METADATA, SoeFixtures.POSTGRES);
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> workload.newTransaction("NewCustomerProcessV2"));
        assertEquals(
                "Order Entry (client-side) has no transaction 'NewCustomerProcessV2'; known: "
                        + String.join(", ", NAMES),
                e.getMessage());
    }

    static WorkloadContext context(ScriptedJdbc jdbc, String dialect) {
        return new WorkloadContext(jdbc.dataSource(), new FakeDialect(dialect), Map.of());
    }
}
