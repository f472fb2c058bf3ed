package io.dbbench.workloads.soe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.workload.WorkloadRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * configs/SOE_Server_Side_V2.xml (shipped at the repository root) is in SwingBench's 2.7 format, our
 * config reader takes it without a warning, and its transaction list is SwingBench 2.7's server-side V2
 * mix resolving to this workload.
 */
class SoeServerSideConfigFileTest {
    private static final Path CONFIG =
            Path.of(System.getProperty("basedir", "."), "..", "configs", "SOE_Server_Side_V2.xml");

    private static ParsedConfig read() throws Exception {
        assertTrue(
                Files.isRegularFile(CONFIG),
                "missing " + CONFIG.toAbsolutePath().normalize());
        return new SwingBenchConfigReader(WorkloadRegistry.load()).read(CONFIG);
    }

    @Test
    void hasTheTwoSevenHeaderAndIndent() throws Exception {
        List<String> lines = Files.readAllLines(CONFIG, StandardCharsets.UTF_8);
        assertEquals("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>", lines.get(0));
        assertEquals("<SwingBenchConfiguration xmlns=\"http://www.dominicgiles.com/swingbench/config\">", lines.get(1));
        assertEquals("    <Name>\"Order Entry (PLSQL) V2\"</Name>", lines.get(2));
    }

    @Test
    void readsWithoutWarnings() throws Exception {
        ParsedConfig parsed = read();
        assertEquals(List.of(), parsed.warnings());
        RunConfig config = parsed.config();
        assertEquals("\"Order Entry (PLSQL) V2\"", config.name());
        assertEquals("//localhost/soe", config.connection().connectString());
        assertEquals("soe", config.connection().userName());
        assertEquals(Map.of("SOE_PLSQL_COMMIT", "false"), config.environment());
        assertEquals(4, config.load().users());
        assertEquals(0, config.load().minDelayMillis());
        assertEquals(0, config.load().maxDelayMillis());
    }

    @Test
    void transactionListIsTheServerSideV2MixAndResolvesHere() throws Exception {
        WorkloadRegistry registry = WorkloadRegistry.load();
        RunConfig config = read().config();
        List<String> rows = config.transactions().stream()
                .map(SoeServerSideConfigFileTest::row)
                .toList();
        assertEquals(
                List.of(
                        "Customer Registration NCR NewCustomerProcessV2 15 true",
                        "Update Customer Details UCD UpdateCustomerDetailsV2 10 true",
                        "Browse Products BP BrowseProducts 50 true",
                        "Order Products OP NewOrderProcess 40 true",
                        "Process Orders PO ProcessOrders 5 true",
                        "Browse Orders BO BrowseAndUpdateOrders 5 true",
                        "Sales Rep Query SQ SalesRepsOrdersQuery 2 false",
                        "Warehouse Query WQ WarehouseOrdersQuery 2 false",
                        "Warehouse Activity Query WA WarehouseActivityQuery 2 false"),
                rows);
        for (TransactionConfig t : config.transactions()) {
            assertTrue(
                    t.className().startsWith("com.dom.benchmarking.swingbench.benchmarks.orderentryplsql."),
                    t.className());
            WorkloadRegistry.Resolved resolved = registry.resolve(t.className()).orElseThrow();
            assertEquals(SoeServerProvider.NAME, resolved.provider().name());
        }
    }

    private static String row(TransactionConfig t) {
        String simple = t.className().substring(t.className().lastIndexOf('.') + 1);
        return t.id() + " " + t.shortName() + " " + simple + " " + t.weight() + " " + t.enabled();
    }
}
