package io.dbbench.workloads.soe.schema;

import io.dbbench.core.workload.LoadProgress;
import io.dbbench.workloads.bulk.ChunkedLoader;
import io.dbbench.workloads.bulk.ParallelJdbc;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.sql.SqlScript;
import io.dbbench.workloads.sql.SqlStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** {@link SchemaSteps} over JDBC, with the SQL resources of one dialect. */
final class JdbcSchemaSteps implements SchemaSteps {
    /** Rows per load chunk: small enough to spread over threads, big enough that a COPY/commit is cheap. */
    static final long ROWS_PER_CHUNK = 100_000;
    /** Rows per committed array insert off PostgreSQL. */
    static final int ORACLE_BATCH_ROWS = 5_000;
    /** maintenance_work_mem of a PostgreSQL index-building session. */
    static final String POSTGRES_INDEX_BUILD_MEMORY = "256MB";

    private final DataSource dataSource;
    private final String dialect;
    private final SoeScripts scripts;

    JdbcSchemaSteps(DataSource dataSource, String dialect) {
        this.dataSource = dataSource;
        this.dialect = dialect;
        this.scripts = new SoeScripts(dialect);
    }

    @Override
    public SchemaStatus status() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return SoeMetadata.LOAD_STATE.status(c, SoeSchemaInstaller.TABLES);
        }
    }

    @Override
    public void drop() throws SQLException {
        runScript("drop.sql", Map.of());
    }

    @Override
    public void runScript(String fileName, Map<String, String> placeholders) throws SQLException {
        execute(scripts.load(fileName, placeholders));
    }

    @Override
    public void runScriptsPerTable(List<String> fileNames, int threads) throws SQLException {
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (Map.Entry<String, List<SqlStatement>> group :
                scripts.statementsByTable(fileNames).entrySet()) {
            SqlScript script =
                    new SqlScript(String.join("+", fileNames) + " (" + group.getKey() + ")", group.getValue());
            tasks.add(c -> {
                c.setAutoCommit(true);
                script.execute(c);
            });
        }
        ParallelJdbc.run(dataSource, threads, tasks, "soe", "Order Entry", "DDL");
    }

    @Override
    public void runStatementsInParallel(List<String> fileNames, int threads) throws SQLException {
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (String file : fileNames) {
            SqlScript script = scripts.load(file, Map.of());
            for (SqlStatement statement : script.statements()) {
                SqlScript single = new SqlScript(script.source(), List.of(statement));
                tasks.add(c -> {
                    c.setAutoCommit(true);
                    if ("postgresql".equals(dialect)) {
                        // index builds sort whole tables: give them room (this session only)
                        try (java.sql.Statement s = c.createStatement()) {
                            s.execute("SET maintenance_work_mem = '" + POSTGRES_INDEX_BUILD_MEMORY + "'");
                        }
                    }
                    single.execute(c);
                });
            }
        }
        ParallelJdbc.run(dataSource, threads, tasks, "soe", "Order Entry", "DDL");
    }

    @Override
    public void writeMetadata(Map<String, String> entries) throws SQLException {
        SoeMetadata.LOAD_STATE.write(dataSource, entries);
    }

    @Override
    public void load(SoeDataGenerator data, int threads, LoadProgress progress) throws SQLException {
        ChunkedLoader loader = new ChunkedLoader(dialect, ORACLE_BATCH_ROWS, progress, "loading %s keys %d..%d");
        for (TableRows rows : data.tables()) {
            long keysPerChunk = Math.max(1, Math.round(ROWS_PER_CHUNK / rows.rowsPerKey()));
            loader.table(rows.table().bulk(), rows.keyCount(), keysPerChunk, (from, to, sink) -> {
                rows.write(from, to + 1, sink);
            });
        }
        loader.run(dataSource, threads, "soe", "Order Entry");
    }

    @Override
    public boolean hasServerCode() {
        return scripts.exists(SoeScripts.SERVER_CODE);
    }

    @Override
    public void installServerCode() throws SQLException {
        // another workload's file: run as written, no placeholders
        execute(SqlScript.load(io.dbbench.workloads.soe.SoeConstants.class, dialect + "/" + SoeScripts.SERVER_CODE));
    }

    /** Runs a script on one connection, in autocommit. */
    private void execute(SqlScript script) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(true);
            script.execute(c);
        }
    }
}
