package io.dbbench.jmh.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.WorkloadRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Against the real workloads (bench-workloads is on the test class path, as in benchmarks.jar). */
class TransactionNamesTest {
    private final WorkloadRegistry registry = WorkloadRegistry.load();

    @Test
    void aSwingBenchClassNameResolvesAsInAConfig() {
        WorkloadRegistry.Resolved r = TransactionNames.resolve(
                registry, "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts");
        assertEquals("Order Entry (client-side)", r.provider().name());
        assertEquals("BrowseProducts", r.transactionName());
        assertEquals(
                "Order Entry (server-side)",
                TransactionNames.resolve(registry, " io.dbbench.workloads.soe.server.BrowseProducts ")
                        .provider()
                        .name());
    }

    @Test
    void aBareNameResolvesWhenOneWorkloadHasIt() {
        WorkloadRegistry.Resolved r = TransactionNames.resolve(registry, "StressTestInsert");
        assertEquals("Stress Test", r.provider().name());
        assertEquals("StressTestInsert", r.transactionName());
    }

    @Test
    void aBareNameThatSeveralWorkloadsHaveListsTheClassNamesToChooseFrom() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> TransactionNames.resolve(registry, "NewOrderProcess"));
        assertTrue(e.getMessage().contains("io.dbbench.workloads.soe.client.NewOrderProcess"), e.getMessage());
        assertTrue(e.getMessage().contains("io.dbbench.workloads.soe.server.NewOrderProcess"), e.getMessage());
    }

    @Test
    void anUnknownNameListsTheKnownClassNames() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> TransactionNames.resolve(registry, "com.example.Nope"));
        assertTrue(e.getMessage().contains("Unknown transaction 'com.example.Nope'"), e.getMessage());
        assertTrue(e.getMessage().contains("io.dbbench.workloads.stresstest.StressTestSelect"), e.getMessage());
    }

    @Test
    void noNameOrNoWorkloadSaysWhatIsMissing() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TransactionNames.resolve(registry, " "))
                .getMessage()
                .contains("-p transaction="));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> TransactionNames.resolve(new WorkloadRegistry(List.of()), "StressTestInsert"))
                .getMessage()
                .contains("add bench-workloads"));
    }
}
