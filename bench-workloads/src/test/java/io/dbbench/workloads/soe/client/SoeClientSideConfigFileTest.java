package io.dbbench.workloads.soe.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.workload.WorkloadRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * configs/SOE_Client_Side.xml (shipped at the repository root) is in SwingBench's 2.6 format, reads
 * cleanly through our config reader and carries the stock client-side transaction list and weights.
 */
class SoeClientSideConfigFileTest {
    private static final Path CONFIG =
            Path.of(System.getProperty("basedir", "."), "..", "configs", "SOE_Client_Side.xml");

    private static ParsedConfig read() throws Exception {
        assertTrue(
                Files.isRegularFile(CONFIG),
                "missing " + CONFIG.toAbsolutePath().normalize());
        return new SwingBenchConfigReader(WorkloadRegistry.load()).read(CONFIG);
    }

    @Test
    void hasTheTwoSixHeaderAndIndent() throws Exception {
        List<String> lines = Files.readAllLines(CONFIG, StandardCharsets.UTF_8);
        assertEquals("<?xml version = '1.0' encoding = 'UTF-8'?>", lines.get(0));
        assertEquals("<SwingBenchConfiguration xmlns=\"http://www.dominicgiles.com/swingbench/config\">", lines.get(1));
        assertEquals("   <Name>Order Entry (jdbc)</Name>", lines.get(2));
        for (String line : lines) {
            int indent = line.length() - line.stripLeading().length();
            assertEquals(0, indent % 3, "3-space indent: '" + line + "'");
            assertFalse(line.contains("\t"), "no tabs: '" + line + "'");
        }
    }

    @Test
    void readsWithoutWarnings() throws Exception {
        ParsedConfig parsed = read();
        assertEquals(List.of(), parsed.warnings());
        assertFalse(parsed.passwordEncrypted());
        RunConfig config = parsed.config();
        assertEquals("Order Entry (jdbc)", config.name());
        assertEquals("soe", config.connection().userName());
        assertEquals("soe", config.connection().password().reveal());
        assertEquals("//localhost/soe", config.connection().connectString());
        assertEquals(
                Map.of("StatementCaching", "50", "FetchSize", "20"),
                config.connection().properties());
        LoadConfig load = config.load();
        assertEquals(0, load.minDelayMillis());
        assertEquals(0, load.maxDelayMillis());
        assertEquals(0, load.interMinDelayMillis());
        assertEquals(0, load.interMaxDelayMillis());
        assertEquals(Duration.ZERO, load.runTime());
        assertEquals(-1, load.maxTransactions());
        assertEquals(Preferences.TimingUnit.MILLISECONDS, config.preferences().timingsIn());
    }

    @Test
    void stockClientSideTransactionListResolvesToThisWorkload() throws Exception {
        RunConfig config = read().config();
        WorkloadRegistry registry = WorkloadRegistry.load();
        List<String> rows = config.transactions().stream()
                .map(t -> t.id() + " / " + t.shortName() + " / " + t.weight() + " / " + t.enabled())
                .toList();
        assertEquals(
                List.of(
                        "Customer Registration / NCR / 20 / true",
                        "Update Customer Details / UCD / 10 / true",
                        "Browse Products / BP / 90 / true",
                        "Order Products / OP / 50 / true",
                        "Process Orders / PO / 5 / true",
                        "Browse Orders / BO / 15 / true",
                        "Sales Rep Query / SQ / 2 / true",
                        "Warehouse Query / WQ / 1 / true",
                        "Warehouse Activity Query / WA / 1 / true"),
                rows);
        List<String> names = List.of(
                "NewCustomerProcess",
                "UpdateCustomerDetails",
                "BrowseProducts",
                "NewOrderProcess",
                "ProcessOrders",
                "BrowseAndUpdateOrders",
                "SalesRepsOrdersQuery",
                "WarehouseOrdersQuery",
                "WarehouseActivityQuery");
        for (int i = 0; i < names.size(); i++) {
            TransactionConfig t = config.transactions().get(i);
            assertEquals("com.dom.benchmarking.swingbench.transactions." + names.get(i), t.className());
            WorkloadRegistry.Resolved resolved = registry.resolve(t.className()).orElseThrow();
            assertEquals(SoeClientProvider.NAME, resolved.provider().name());
            assertEquals(names.get(i), resolved.transactionName());
        }
    }
}
