package io.dbbench.workloads.stresstest;

import static io.dbbench.workloads.stresstest.StressTestProviderTest.context;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.JdbcEvent;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

class StressTestSchemaInstallerTest {

    private static SchemaInstaller installer(String dialect) {
        return new StressTestProvider().schemaInstaller(new FakeDialect(dialect));
    }

    /** The calls that matter for the order of an install: DDL, batches, commits, rollbacks. */
    private static List<String> outline(FakeJdbc jdbc) {
        return jdbc.events().stream()
                .filter(e ->
                        List.of("execute", "executeBatch", "commit", "rollback").contains(e.method()))
                .map(e -> switch (e.method()) {
                    case "execute" -> e.sql().split("\\s+")[0] + " " + e.sql().split("\\s+")[1];
                    case "executeBatch" -> "batch " + e.args().size();
                    default -> e.method();
                })
                .toList();
    }

    @Test
    void estimatesTheDiskItsCreateNeeds() {
        SchemaInstaller installer = StressTestSchemaInstaller.forDialect(new FakeDialect("postgresql"));
        assertEquals(1_000_000L * 1024, installer.estimatedBytes(1));
        assertEquals(Long.MAX_VALUE, installer.estimatedBytes(1e30));
    }

    @Test
    void scaleMeansMillionsOfRows() {
        assertEquals(10_000, StressTestSchemaInstaller.rowsFor(0.01));
        assertEquals(1_000_000, StressTestSchemaInstaller.rowsFor(1.0));
        assertEquals(1, StressTestSchemaInstaller.rowsFor(0.0000006));
        assertEquals(0, StressTestSchemaInstaller.rowsFor(0));
        for (double bad : new double[] {-0.5, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> StressTestSchemaInstaller.rowsFor(bad));
            assertEquals("Stress Test scale must be a finite number >= 0, got " + bad, e.getMessage());
        }
    }

    @Test
    void createMakesTheTableLoadsInCommittedBatchesThenIndexes() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc();
        installer("postgresql").create(context(jdbc), 0.0025);

        assertEquals(
                List.of(
                        "CREATE TABLE",
                        "commit",
                        "batch 1000",
                        "commit",
                        "batch 1000",
                        "commit",
                        "batch 500",
                        "commit",
                        "CREATE INDEX",
                        "commit"),
                outline(jdbc));
        assertEquals(List.of(false), jdbc.events("setAutoCommit").get(0).args());
        List<Long> ids = jdbc.events("executeBatch").stream()
                .flatMap(b -> b.args().stream())
                .map(row -> (Long) ((List<?>) row).get(0))
                .toList();
        assertEquals(2500, ids.size());
        for (int i = 0; i < ids.size(); i++) assertEquals(i + 1L, ids.get(i));
        assertEquals(
                StressTestWorkload.INSERT_SQL,
                jdbc.events("executeBatch").get(0).sql());
    }

    @Test
    void theInitialDataIsTheSameOnEveryInstall() throws SQLException {
        FakeJdbc first = new FakeJdbc();
        FakeJdbc second = new FakeJdbc();
        installer("postgresql").create(context(first), 0.0012);
        installer("oracle").create(context(second), 0.0012);
        List<List<Object>> a =
                first.events("executeBatch").stream().map(JdbcEvent::args).toList();
        List<List<Object>> b =
                second.events("executeBatch").stream().map(JdbcEvent::args).toList();
        assertEquals(a, b);
        assertEquals(2, a.size());
    }

    @Test
    void oracleCreateUsesOracleDdl() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc().upperCaseIdentifiers(true);
        installer("oracle").create(context(jdbc), 0.0000004); // rounds to 0 rows: no batch at all
        List<String> ddl = jdbc.events("execute").stream().map(JdbcEvent::sql).toList();
        assertEquals(2, ddl.size());
        assertTrue(ddl.get(0).contains("BINARY_DOUBLE"), ddl.get(0));
        assertTrue(jdbc.events("executeBatch").isEmpty());
    }

    @Test
    void aFailedDdlStatementIsNamedByFileAndLineAndRolledBack() {
        FakeJdbc jdbc =
                new FakeJdbc().failOnExecute(new SQLException("permission denied for schema public", "42501", 0));
        SQLException e =
                assertThrows(SQLException.class, () -> installer("postgresql").create(context(jdbc), 0.001));
        assertEquals(
                "io/dbbench/workloads/stresstest/postgresql/create.sql line 4: permission denied for schema public",
                e.getMessage());
        assertEquals("42501", e.getSQLState());
        assertEquals(List.of("CREATE TABLE", "rollback"), outline(jdbc)); // attempted, failed, rolled back
    }

    @Test
    void aFailedBatchSaysWhichIdsKeepsCodesRollsBackAndBuildsNoIndex() {
        SQLException cause = new SQLException("duplicate key value violates unique constraint", "23505", 0);
        FakeJdbc jdbc = new FakeJdbc().failOnBatch(cause);
        SQLException e =
                assertThrows(SQLException.class, () -> installer("postgresql").create(context(jdbc), 0.0015));
        assertEquals(
                "Stress Test load of stresstesttable failed in the batch of ids 1..1000 (of 1500): "
                        + "duplicate key value violates unique constraint",
                e.getMessage());
        assertEquals("23505", e.getSQLState());
        assertEquals(cause, e.getCause());
        assertEquals(List.of("CREATE TABLE", "commit", "rollback"), outline(jdbc));
    }

    @Test
    void anInterruptedLoadStopsBetweenBatchesAndKeepsTheFlag() {
        FakeJdbc jdbc = new FakeJdbc();
        Thread.currentThread().interrupt();
        try {
            SQLException e = assertThrows(
                    SQLException.class, () -> installer("postgresql").create(context(jdbc), 0.002));
            assertEquals("Stress Test load of stresstesttable interrupted after 0 of 2000 rows", e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted());
        } finally {
            Thread.interrupted(); // leave the test thread clean for the next test
        }
        assertEquals(List.of("CREATE TABLE", "commit", "rollback"), outline(jdbc));
    }

    @Test
    void dropDoesNothingWhenTheTableIsAbsent() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc().tableExists(false);
        installer("postgresql").drop(context(jdbc));
        assertTrue(jdbc.events("execute").isEmpty());
        assertEquals(1, jdbc.events("getTables").size());
    }

    @Test
    void dropRunsTheDialectsDropWhenPresent() throws SQLException {
        FakeJdbc jdbc = new FakeJdbc().tableExists(true).upperCaseIdentifiers(true);
        installer("oracle").drop(context(jdbc));
        assertEquals(
                List.of("DROP TABLE stresstesttable PURGE"),
                jdbc.events("execute").stream().map(JdbcEvent::sql).toList());
        assertEquals("STRESSTESTTABLE", jdbc.events("getTables").get(0).args().get(2));
    }

    @Test
    void existsAsksTheMetadataForTheFoldedName() throws SQLException {
        assertTrue(installer("postgresql").exists(context(new FakeJdbc().tableExists(true))));
        FakeJdbc absent = new FakeJdbc().tableExists(false);
        assertFalse(installer("postgresql").exists(context(absent)));
        assertEquals("stresstesttable", absent.events("getTables").get(0).args().get(2));
    }
}
