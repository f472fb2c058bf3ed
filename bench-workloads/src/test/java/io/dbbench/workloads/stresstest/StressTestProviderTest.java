package io.dbbench.workloads.stresstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.fakes.FakeJdbc;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StressTestProviderTest {
    private static final List<String> PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.stresstest.",
            "com.dom.benchmarking.swingbench.benchmarks.stresstest.",
            "io.dbbench.workloads.stresstest.");
    private static final List<String> NAMES =
            List.of("StressTestInsert", "StressTestSelect", "StressTestUpdate", "StressTestDelete");

    @Test
    void serviceLoaderFindsTheProvider() {
        List<WorkloadProvider> stress = WorkloadRegistry.load().providers().stream()
                .filter(p -> p.name().equals("Stress Test"))
                .toList();
        assertEquals(1, stress.size());
        assertInstanceOf(StressTestProvider.class, stress.get(0));
    }

    @Test
    void everyPrefixAndNameResolves() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        for (String prefix : PREFIXES) {
            for (String name : NAMES) {
                Optional<WorkloadRegistry.Resolved> resolved = registry.resolve(prefix + name);
                assertTrue(resolved.isPresent(), prefix + name);
                assertEquals("Stress Test", resolved.get().provider().name());
                assertEquals(name, resolved.get().transactionName());
            }
        }
        assertTrue(registry.knownClassNames()
                .containsAll(PREFIXES.stream()
                        .flatMap(p -> NAMES.stream().map(n -> p + n))
                        .toList()));
    }

    @Test
    void nearMissesDoNotResolve() {
        WorkloadRegistry registry = WorkloadRegistry.load();
        assertEquals(Optional.empty(), registry.resolve("com.dom.benchmarking.swingbench.stresstest.StressTestMerge"));
        assertEquals(
                Optional.empty(), registry.resolve("com.dom.benchmarking.swingbench.transactions.StressTestInsert"));
        assertEquals(Optional.empty(), registry.resolve("io.dbbench.workloads.stresstest.stresstestinsert"));
    }

    @Test
    void declaresNamesInSwingBenchOrder() {
        StressTestProvider provider = new StressTestProvider();
        assertEquals(NAMES, new ArrayList<>(provider.transactionNames()));
        assertEquals(PREFIXES, provider.classNamePrefixes());
    }

    @Test
    void installerForBothDialectsAndANamedRefusalOtherwise() {
        StressTestProvider provider = new StressTestProvider();
        assertInstanceOf(StressTestSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("postgresql")));
        assertInstanceOf(StressTestSchemaInstaller.class, provider.schemaInstaller(new FakeDialect("oracle")));
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> provider.schemaInstaller(new FakeDialect("mysql")));
        assertEquals("Stress Test has no schema for dialect 'mysql'; supported: oracle, postgresql", e.getMessage());
    }

    @Test
    void openStartsTheCounterAtTheTablesMaximumId() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc().queryRows(sql -> List.of(List.of(4242L)));
        try (Workload workload = new StressTestProvider().open(context(jdbc))) {
            assertEquals(4242L, ((StressTestWorkload) workload).highestId());
        }
        assertEquals(
                "SELECT MAX(id) FROM stresstesttable",
                jdbc.events("executeQuery").get(0).sql());
        assertEquals(1, jdbc.events("close").size(), "the set-up connection is closed");
    }

    @Test
    void openOnAnEmptyTableStartsAtZero() throws SQLException {
        List<Object> nullMax = new ArrayList<>();
        nullMax.add(null);
        FakeJdbc jdbc = new FakeJdbc().queryRows(sql -> List.of(nullMax));
        assertEquals(0L, StressTestWorkload.open(context(jdbc)).highestId());
    }

    @Test
    void openFailureSaysWhatWasReadAndKeepsCodes() {
        FakeJdbc jdbc = new FakeJdbc().failOnExecute(new SQLException("relation does not exist", "42P01", 0));
        SQLException e = assertThrows(SQLException.class, () -> StressTestWorkload.open(context(jdbc)));
        assertEquals(
                "Stress Test could not read the highest id of stresstesttable (is the schema installed?): "
                        + "relation does not exist",
                e.getMessage());
        assertEquals("42P01", e.getSQLState());
    }

    @Test
    void unknownTransactionNameIsRefusedWithTheKnownOnes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new StressTestWorkload(new RunIds(0))
                        .newTransaction("StressTestMerge"));
        assertEquals(
                "Stress Test has no transaction 'StressTestMerge'; known: "
                        + "StressTestInsert, StressTestSelect, StressTestUpdate, StressTestDelete",
                e.getMessage());
    }

    static WorkloadContext context(FakeJdbc jdbc) {
        return new WorkloadContext(jdbc.dataSource(), new FakeDialect("postgresql"), Map.of());
    }
}
