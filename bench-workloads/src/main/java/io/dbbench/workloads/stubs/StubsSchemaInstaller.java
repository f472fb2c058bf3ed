package io.dbbench.workloads.stubs;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Creates the stubs' two tables ({@code sp_stub_data}, {@value #DATA_ROWS} rows; {@code sp_stub_log},
 * empty) and the functions SP1..SP6 that work on them. The size is fixed: the stubs measure call
 * overhead, not data volume, so the install scale is not used. SQL lives in
 * {@code io/dbbench/workloads/stubs/<dialect>/{create,drop}.sql}.
 */
public final class StubsSchemaInstaller extends DialectSchemaInstaller {
    public static final String DATA_TABLE = "sp_stub_data";
    public static final String LOG_TABLE = "sp_stub_log";
    public static final int DATA_ROWS = 1_000;
    public static final List<String> FUNCTIONS = List.of("sp1", "sp2", "sp3", "sp4", "sp5", "sp6");

    private StubsSchemaInstaller(String dialect) {
        super(dialect, StubsSchemaInstaller.class, "stubs", "stored-procedure stubs");
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no SQL for it */
    public static StubsSchemaInstaller forDialect(Dialect dialect) {
        return new StubsSchemaInstaller(requireSupported(dialect, "the stored-procedure stubs have no schema"));
    }

    /**
     * Absent with none of the objects, complete with all; partial (naming what is missing) in between. A
     * stub schema missing a function is not there: --create reinstalls it.
     */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        List<String> missing = missing(context);
        if (missing.isEmpty()) return SchemaStatus.complete("");
        if (missing.size() == 1 + FUNCTIONS.size()) return SchemaStatus.absent();
        return SchemaStatus.partial(String.join(", ", missing) + " were missing");
    }

    /** Never: a create drops what a partial install left, so --create may run over it. */
    @Override
    public String partial(WorkloadContext context) {
        return null;
    }

    /** The objects of the stub schema that are not in the database, table first; empty when it is complete. */
    public List<String> missing(WorkloadContext context) throws SQLException {
        List<String> missing = new java.util.ArrayList<>();
        try (Connection connection = context.dataSource().getConnection()) {
            if (!SchemaObjects.tableExists(connection, DATA_TABLE)) missing.add(DATA_TABLE);
            for (String f : FUNCTIONS) if (!SchemaObjects.functionExists(connection, f)) missing.add(f);
        }
        return missing;
    }

    /** Drops what a previous (possibly partial) install left, then creates everything. */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        try (Connection connection = context.dataSource().getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            connection.setAutoCommit(false);
            try {
                options.progress().phase("create stored-procedure stubs SP1..SP6");
                script("drop.sql").execute(connection);
                script("create.sql").execute(connection);
                connection.commit();
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(autoCommit);
            }
        }
    }

    @Override
    public void drop(WorkloadContext context) throws SQLException {
        runDropScript(context, null);
    }
}
