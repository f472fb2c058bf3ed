package io.dbbench.workloads.stubs;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlScript;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;

/**
 * Creates the stubs' two tables ({@code sp_stub_data}, {@value #DATA_ROWS} rows; {@code sp_stub_log},
 * empty) and the functions SP1..SP6 that work on them. The size is fixed: the stubs measure call
 * overhead, not data volume, so the install scale is not used. SQL lives in
 * {@code io/dbbench/workloads/stubs/<dialect>/{create,drop}.sql}.
 */
public final class StubsSchemaInstaller implements SchemaInstaller {
    public static final String DATA_TABLE = "sp_stub_data";
    public static final String LOG_TABLE = "sp_stub_log";
    public static final int DATA_ROWS = 1_000;
    public static final List<String> FUNCTIONS = List.of("sp1", "sp2", "sp3", "sp4", "sp5", "sp6");
    public static final List<String> SUPPORTED_DIALECTS = List.of("oracle", "postgresql");

    private final String dialectName;

    private StubsSchemaInstaller(String dialectName) {
        this.dialectName = dialectName;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no SQL for it */
    public static StubsSchemaInstaller forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        if (!SUPPORTED_DIALECTS.contains(dialect.name())) {
            throw new UnsupportedOperationException("the stored-procedure stubs have no schema for dialect '"
                    + dialect.name() + "'; supported: " + String.join(", ", SUPPORTED_DIALECTS));
        }
        return new StubsSchemaInstaller(dialect.name());
    }

    /** The table and all six functions: a stub schema missing a function is not there (--create reinstalls it). */
    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        return missing(context).isEmpty();
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
        try (Connection connection = context.dataSource().getConnection()) {
            script("drop.sql").execute(connection);
            if (!connection.getAutoCommit()) connection.commit();
        }
    }

    SqlScript script(String fileName) {
        return SqlScript.load(StubsSchemaInstaller.class, dialectName + "/" + fileName);
    }
}
