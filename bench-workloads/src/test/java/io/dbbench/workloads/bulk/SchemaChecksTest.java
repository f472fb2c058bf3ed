package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.fakes.FakeJdbc;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The checks the validators share say what they found in the words the validators said it before. */
class SchemaChecksTest {
    @Test
    void validateRunsTheChecksInAutocommitAndReportsThem() throws SQLException {
        FakeJdbc db = new FakeJdbc();
        WorkloadContext context =
                new WorkloadContext(db.dataSource(), io.dbbench.core.dialect.Dialects.postgresql(), Map.of());
        ValidationReport report = SchemaChecks.validate(context, (c, checks) -> {
            assertTrue(c.getAutoCommit());
            checks.add(ValidationCheck.passed("one", "fine"));
            checks.add(ValidationCheck.failed("two", "not fine"));
        });
        assertEquals(
                List.of(ValidationCheck.passed("one", "fine"), ValidationCheck.failed("two", "not fine")),
                report.checks());
        assertEquals(1, db.events("setAutoCommit").size());
    }

    @Test
    void tablesPassWithHowManyAreThere() throws SQLException {
        List<ValidationCheck> checks = new ArrayList<>();
        Connection c = new FakeJdbc().tableExists(true).connection();
        assertEquals(List.of(), SchemaChecks.tables(c, List.of("a_one", "a_two"), checks));
        assertEquals(List.of(ValidationCheck.passed("tables", "2 present")), checks);
    }

    @Test
    void tablesFailNamingTheMissingOnes() throws SQLException {
        List<ValidationCheck> checks = new ArrayList<>();
        Connection c = new FakeJdbc().tableExists(false).connection();
        assertEquals(List.of("a_one", "a_two"), SchemaChecks.tables(c, List.of("a_one", "a_two"), checks));
        assertEquals(List.of(ValidationCheck.failed("tables", "missing: a_one, a_two")), checks);
    }

    @Test
    void noneAddsUpEveryCount() throws SQLException {
        Connection c = new FakeJdbc()
                .queryRows(sql -> List.of(List.of(sql.contains("x") ? 2L : 1L)))
                .connection();
        assertEquals(
                ValidationCheck.failed("calls", "3 calls from nowhere"),
                SchemaChecks.none(c, "calls", "all fine", "calls from nowhere", "SELECT x", "SELECT y"));
        Connection clean = new FakeJdbc().queryRows(sql -> List.of(List.of(0L))).connection();
        assertEquals(
                ValidationCheck.passed("calls", "all fine"),
                SchemaChecks.none(clean, "calls", "all fine", "calls from nowhere", "SELECT x"));
    }

    @Test
    void aCountThatFailsIsAFailedCheck() throws SQLException {
        Connection c = new FakeJdbc()
                .failOnExecute(new SQLException("no such table", "42P01"))
                .connection();
        ValidationCheck check = SchemaChecks.none(c, "calls", "all fine", "bad", "SELECT x");
        assertFalse(check.ok());
        assertEquals("could not check: no such table", check.detail());
    }

    @Test
    void loadStateSaysWhatToDoAboutAnUnfinishedLoad() {
        assertEquals(ValidationCheck.passed("load state", "complete"), SchemaChecks.loadState("complete", "redo"));
        assertEquals(
                ValidationCheck.failed("load state", "'loading': the load did not finish; redo it"),
                SchemaChecks.loadState("loading", "redo it"));
        assertEquals(
                ValidationCheck.failed("load state", "'null': the load did not finish; redo it"),
                SchemaChecks.loadState(null, "redo it"));
    }

    @Test
    void aCreateWritesLoadingScaleAndSeedInThatOrder() {
        LoadStateTable table = new LoadStateTable("x_metadata", "X_LOAD_STATE");
        InstallOptions options = new InstallOptions(0.5, 1, 42, io.dbbench.core.workload.LoadProgress.NONE);
        Map<String, String> start = table.loading("X_SCALE", "X_SEED", options);
        assertEquals(List.of("X_LOAD_STATE", "X_SCALE", "X_SEED"), List.copyOf(start.keySet()));
        assertEquals(List.of("loading", "0.5", "42"), List.copyOf(start.values()));
    }

    @Test
    void aLoadedTableIsNamedByItsLayout() {
        LoadedTable t = () -> BulkTable.parse("t_one", "id:I8 name:T");
        assertEquals("t_one", t.tableName());
        assertEquals(List.of("id", "name"), t.columns());
        assertEquals(List.of("t_one", "t_one"), LoadedTable.names(t, t));
        assertTrue(t.bulk().insertSql().startsWith("INSERT INTO t_one"));
    }
}
