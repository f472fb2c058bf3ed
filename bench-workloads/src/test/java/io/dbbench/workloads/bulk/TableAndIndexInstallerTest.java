package io.dbbench.workloads.bulk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.fakes.FakeDialect;
import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.JdbcEvent;
import io.dbbench.workloads.stresstest.StressTestSchemaInstaller;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TableAndIndexInstallerTest {
    /** The Stress Test's scripts under a table and index of its own: the shared part alone. */
    private static final class Installer extends TableAndIndexInstaller {
        Installer() {
            super("postgresql", StressTestSchemaInstaller.class, "t", "Test", "stresstesttable", "t_ix", 1_000, 100);
        }

        /** Each workload loads its own table; these tests cover only the shared estimate, status and drop. */
        @Override
        public void create(WorkloadContext context, InstallOptions options) {
            throw new UnsupportedOperationException("the tests of the shared part never create");
        }
    }

    private static WorkloadContext context(FakeJdbc jdbc) {
        return new WorkloadContext(jdbc.dataSource(), new FakeDialect("postgresql"), Map.of());
    }

    @Test
    void estimatesRowsAtTheScaleTimesBytesPerRow() {
        assertEquals(50_000, new Installer().estimatedBytes(0.5));
        assertEquals(Long.MAX_VALUE, new Installer().estimatedBytes(1e30));
    }

    @Test
    void isAbsentWithoutItsTable() throws SQLException {
        assertEquals(
                SchemaStatus.State.ABSENT,
                new Installer()
                        .status(context(new FakeJdbc().tableExists(false)))
                        .state());
    }

    @Test
    void makesASchemaWhoseStatusIsTheInstallers() throws SQLException {
        SchemaDefinition.Status status = InstallerSchema.of(new Installer(), (installer, context) -> null)
                .status(context(new FakeJdbc().tableExists(false)));
        assertEquals(SchemaDefinition.Status.State.ABSENT, status.state());
    }

    @Test
    void dropsOnlyATableThatIsThere() throws SQLException {
        FakeJdbc absent = new FakeJdbc().tableExists(false);
        new Installer().drop(context(absent));
        assertTrue(absent.events("execute").isEmpty());

        FakeJdbc present = new FakeJdbc().tableExists(true);
        new Installer().drop(context(present));
        assertEquals(
                List.of("DROP TABLE stresstesttable"),
                present.events("execute").stream().map(JdbcEvent::sql).toList());
    }
}
