package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.fakes.FakeDialect;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SoeSchemaInstallerTest {
    /** Records every step; answers status() with what it is told. */
    static final class RecordingSteps implements SchemaSteps {
        final List<String> calls = new ArrayList<>();
        SchemaStatus status = new SchemaStatus(SchemaStatus.State.ABSENT, "");
        boolean serverCode;
        SQLException failLoad;

        @Override
        public SchemaStatus status() {
            calls.add("status");
            return status;
        }

        @Override
        public void drop() {
            calls.add("drop");
        }

        @Override
        public void runScript(String fileName, Map<String, String> placeholders) {
            calls.add(fileName + (placeholders.isEmpty() ? "" : " " + new java.util.TreeMap<>(placeholders)));
        }

        @Override
        public void runScriptsPerTable(List<String> fileNames, int threads) {
            calls.add(String.join("+", fileNames) + " per table x" + threads);
        }

        @Override
        public void runStatementsInParallel(List<String> fileNames, int threads) {
            calls.add(String.join("+", fileNames) + " in parallel x" + threads);
        }

        @Override
        public void writeMetadata(Map<String, String> entries) {
            calls.add("metadata " + entries);
        }

        @Override
        public void load(SoeDataGenerator data, int threads, LoadProgress progress) throws SQLException {
            calls.add(
                    "load seed " + data.seed() + " customers " + data.volumes().customers() + " x" + threads);
            if (failLoad != null) throw failLoad;
        }

        @Override
        public boolean hasServerCode() {
            return serverCode;
        }

        @Override
        public void installServerCode() {
            calls.add("orderentry.sql");
        }
    }

    private static final WorkloadContext CONTEXT = new WorkloadContext(null, new FakeDialect("postgresql"), Map.of());

    private static SoeSchemaInstaller installer(RecordingSteps steps) {
        return new SoeSchemaInstaller("postgresql", c -> steps);
    }

    private static InstallOptions options(List<String> phases) {
        return new InstallOptions(0.01, 3, 5, new LoadProgress() {
            @Override
            public void phase(String description) {
                phases.add(description);
            }
        });
    }

    @Test
    void createsMarkerFirstDataThenKeysAndIndexesAndMarksCompleteLast() throws SQLException {
        RecordingSteps steps = new RecordingSteps();
        List<String> phases = new ArrayList<>();
        installer(steps).create(CONTEXT, options(phases));
        assertEquals(
                List.of(
                        "status",
                        "metadata.sql",
                        "metadata {SOE_LOAD_STATE=loading, SOE_SCALE=0.01, SOE_SEED=5}",
                        "tables.sql",
                        "load seed 5 customers 10000 x3",
                        "keys.sql+indexes.sql in parallel x3",
                        "constraints.sql",
                        "sequences.sql {address_seq_start=15001, card_details_seq_start=15001, customer_seq_start=10001, "
                                + "logon_seq_start=23801, orders_seq_start=14301}",
                        "views.sql",
                        "statistics.sql per table x3",
                        "metadata {SOE_MIN_CUSTOMER_ID=1, SOE_MAX_CUSTOMER_ID=10000, SOE_MIN_ORDER_ID=1, SOE_MAX_ORDER_ID=14300, "
                                + "SOE_LOAD_STATE=complete}"),
                steps.calls);
        assertEquals(
                List.of(
                        "create tables",
                        "load data",
                        "create indexes",
                        "create constraints",
                        "create sequences",
                        "create views",
                        "gather statistics",
                        "no server-side code for postgresql",
                        "write metadata"),
                phases);
    }

    @Test
    void installsServerCodeWhenItsResourceExists() throws SQLException {
        RecordingSteps steps = new RecordingSteps();
        steps.serverCode = true;
        List<String> phases = new ArrayList<>();
        installer(steps).create(CONTEXT, options(phases));
        assertTrue(phases.contains("install server-side code"));
        int code = steps.calls.indexOf("orderentry.sql");
        assertTrue(code > steps.calls.indexOf("views.sql") && code < steps.calls.size() - 1);
    }

    @Test
    void refusesAnExistingOrPartialSchemaUnlessReplacing() throws SQLException {
        for (SchemaStatus.State state : List.of(SchemaStatus.State.PARTIAL, SchemaStatus.State.COMPLETE)) {
            RecordingSteps steps = new RecordingSteps();
            steps.status = new SchemaStatus(state, "why");
            SchemaExistsException e = assertThrows(
                    SchemaExistsException.class, () -> installer(steps).create(CONTEXT, options(new ArrayList<>())));
            assertTrue(
                    e.getMessage()
                            .startsWith("an Order Entry schema is already there: "
                                    + state.name().toLowerCase(java.util.Locale.ROOT) + " (why)"),
                    e.getMessage());
            assertEquals(List.of("status"), steps.calls);

            installer(steps).create(CONTEXT, options(new ArrayList<>()), true);
            assertEquals(List.of("status", "status", "drop", "metadata.sql"), steps.calls.subList(0, 4));
        }
    }

    @Test
    void aFailedLoadLeavesTheLoadingMarkerAndStopsThere() {
        RecordingSteps steps = new RecordingSteps();
        steps.failLoad = new SQLException("disk full");
        assertThrows(SQLException.class, () -> installer(steps).create(CONTEXT, options(new ArrayList<>())));
        assertEquals("load seed 5 customers 10000 x3", steps.calls.get(steps.calls.size() - 1));
        assertFalse(steps.calls.stream().anyMatch(c -> c.contains("complete")));
    }

    @Test
    void existsOnlyWhenComplete() throws SQLException {
        RecordingSteps steps = new RecordingSteps();
        for (SchemaStatus.State state : SchemaStatus.State.values()) {
            steps.status = new SchemaStatus(state, "");
            assertEquals(state == SchemaStatus.State.COMPLETE, installer(steps).exists(CONTEXT));
        }
    }

    @Test
    void partialSaysWhyOnlyForAHalfLoadedSchema() throws SQLException {
        RecordingSteps steps = new RecordingSteps();
        steps.status = new SchemaStatus(SchemaStatus.State.PARTIAL, "load state 'loading'");
        assertEquals("partial (load state 'loading')", installer(steps).partial(CONTEXT));
        for (SchemaStatus.State state : List.of(SchemaStatus.State.ABSENT, SchemaStatus.State.COMPLETE)) {
            steps.status = new SchemaStatus(state, "");
            assertNull(installer(steps).partial(CONTEXT), state.name());
        }
    }

    @Test
    void rejectsDialectsWithoutDdlAndScalesWithoutCustomers() {
        UnsupportedOperationException e = assertThrows(
                UnsupportedOperationException.class, () -> SoeSchemaInstaller.forDialect(new FakeDialect("h2")));
        assertEquals("Order Entry has no schema for dialect 'h2'; supported: oracle, postgresql", e.getMessage());
        RecordingSteps steps = new RecordingSteps();
        assertThrows(IllegalArgumentException.class, () -> installer(steps)
                .create(CONTEXT, new InstallOptions(0.0000001, 1, 1, LoadProgress.NONE)));
        assertTrue(steps.calls.isEmpty());
    }

    @Test
    void scaleIsWrittenShort() {
        assertEquals("0.01", io.dbbench.workloads.bulk.LoadStateTable.formatScale(0.01));
        assertEquals("1", io.dbbench.workloads.bulk.LoadStateTable.formatScale(1.0));
        assertEquals("2.5", io.dbbench.workloads.bulk.LoadStateTable.formatScale(2.5));
    }
}
