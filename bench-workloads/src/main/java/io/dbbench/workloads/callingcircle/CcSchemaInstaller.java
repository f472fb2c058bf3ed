package io.dbbench.workloads.callingcircle;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.ParallelJdbc;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlScript;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Creates, loads and drops the Calling Circle schema. A create runs, in order: the tables
 * ({@code <dialect>/tables.sql}), the rows ({@link CcLoader}), the keys and indexes ({@code indexes.sql})
 * and statistics ({@code statistics.sql}), one statement per loader task. The keys come last, so a create
 * that stopped leaves at least one missing: {@link #status} calls that partial, a new create refuses to run
 * over it, and {@link #drop} removes it.
 */
public final class CcSchemaInstaller implements SchemaInstaller {
    public static final List<String> SUPPORTED_DIALECTS = List.of("oracle", "postgresql");

    /**
     * Disk per customer, estimated rather than measured: about 17 rows (a customer, an account, 5 circle
     * members, 10 calls) of 40 to 100 bytes with their keys, and the write-ahead log writing them again.
     */
    static final long BYTES_PER_CUSTOMER = 3_072;

    private static final Pattern INDEX_NAME =
            Pattern.compile("(?i)(?:ALTER TABLE (\\w+) ADD CONSTRAINT (\\w+)|CREATE INDEX (\\w+) ON (\\w+))");

    private final String dialect;

    private CcSchemaInstaller(String dialect) {
        this.dialect = dialect;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static CcSchemaInstaller forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        if (!SUPPORTED_DIALECTS.contains(dialect.name())) {
            throw new UnsupportedOperationException("Calling Circle has no schema for dialect '" + dialect.name()
                    + "'; supported: " + String.join(", ", SUPPORTED_DIALECTS));
        }
        return new CcSchemaInstaller(dialect.name());
    }

    @Override
    public long estimatedBytes(double scale) {
        double bytes = Math.max(0, scale) * CcVolumes.CUSTOMERS_AT_SCALE_ONE * BYTES_PER_CUSTOMER;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }

    /** Absent without any table; partial with a table, a key or an index missing. */
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            List<String> missing = new ArrayList<>();
            for (String table : CcTable.allTableNames()) if (!SchemaObjects.tableExists(c, table)) missing.add(table);
            if (missing.size() == CcTable.allTableNames().size())
                return new SchemaStatus(SchemaStatus.State.ABSENT, "");
            if (!missing.isEmpty()) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "tables missing: " + String.join(", ", missing));
            }
            Set<String> keys = missingIndexes(c);
            if (!keys.isEmpty()) {
                return new SchemaStatus(
                        SchemaStatus.State.PARTIAL, "keys or indexes missing: " + String.join(", ", keys));
            }
            return new SchemaStatus(SchemaStatus.State.COMPLETE, "");
        }
    }

    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        return status(context).state() == SchemaStatus.State.COMPLETE;
    }

    @Override
    public String partial(WorkloadContext context) throws SQLException {
        SchemaStatus status = status(context);
        return status.state() == SchemaStatus.State.PARTIAL ? status.detail() : null;
    }

    /** @throws SchemaExistsException when any of the schema is there (drop it first) */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        CcVolumes volumes = CcVolumes.of(options.scale());
        LoadProgress progress = options.progress();
        SchemaStatus before = status(context);
        if (before.state() != SchemaStatus.State.ABSENT) {
            throw new SchemaExistsException(
                    "a Calling Circle schema is already there (" + before + "): drop it first (cc drop),"
                            + " or create with --replace",
                    before);
        }
        progress.phase("create tables");
        try (Connection c = context.dataSource().getConnection()) {
            c.setAutoCommit(true);
            script("tables.sql").execute(c);
        }
        progress.plannedRows(volumes.totalRows());
        progress.phase("load data");
        new CcLoader(dialect, options.seed(), volumes).load(context.dataSource(), options.threads(), progress);
        progress.phase("create keys and indexes");
        runInParallel(context, options.threads(), "indexes.sql", "index");
        progress.phase("gather statistics");
        runInParallel(context, options.threads(), "statistics.sql", "statistics");
    }

    /** Drops every table of the schema that is there (their keys and indexes go with them). */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String table : CcTable.allTableNames()) {
                if (SchemaObjects.tableExists(c, table)) {
                    s.execute("DROP TABLE " + table + (dialect.equals("oracle") ? " PURGE" : ""));
                }
            }
        }
    }

    /** Index (and primary key) name to its table, as {@code indexes.sql} creates them. */
    public Map<String, String> expectedIndexes() {
        Map<String, String> out = new LinkedHashMap<>();
        for (String sql : script("indexes.sql").sqlTexts()) {
            Matcher m = INDEX_NAME.matcher(sql);
            if (!m.lookingAt()) throw new IllegalStateException("not a key or an index in indexes.sql: " + sql);
            if (m.group(2) != null) out.put(m.group(2), m.group(1));
            else out.put(m.group(3), m.group(4));
        }
        return out;
    }

    /** The keys and indexes of {@code indexes.sql} that are not there, sorted. */
    Set<String> missingIndexes(Connection c) throws SQLException {
        Set<String> missing = new TreeSet<>();
        for (Map.Entry<String, String> e : expectedIndexes().entrySet()) {
            if (!indexNames(c, e.getValue()).contains(e.getKey().toLowerCase(Locale.ROOT))) missing.add(e.getKey());
        }
        return missing;
    }

    /** Lower-case names of the table's indexes (primary keys included), through JDBC metadata. */
    private static Set<String> indexNames(Connection c, String table) throws SQLException {
        DatabaseMetaData meta = c.getMetaData();
        String folded = meta.storesUpperCaseIdentifiers() ? table.toUpperCase(Locale.ROOT) : table;
        Set<String> names = new TreeSet<>();
        try (ResultSet rs = meta.getIndexInfo(c.getCatalog(), c.getSchema(), folded, false, true)) {
            while (rs.next()) {
                String name = rs.getString("INDEX_NAME");
                if (name != null) names.add(name.toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }

    /** Each statement of the script one task: index builds on different tables overlap. */
    private void runInParallel(WorkloadContext context, int threads, String fileName, String what) throws SQLException {
        SqlScript script = script(fileName);
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (String sql : script.sqlTexts()) {
            tasks.add(c -> {
                c.setAutoCommit(true);
                try (Statement s = c.createStatement()) {
                    s.execute(sql);
                } catch (SQLException e) {
                    throw new SQLException(
                            e.getMessage() + " [" + script.source() + ": " + sql + "]",
                            e.getSQLState(),
                            e.getErrorCode(),
                            e);
                }
            });
        }
        ParallelJdbc.run(context.dataSource(), threads, tasks, "cc", "Calling Circle", what);
    }

    /** The script for this installer's dialect, e.g. {@code postgresql/indexes.sql}. */
    SqlScript script(String fileName) {
        return SqlScript.load(CcSchemaInstaller.class, dialect + "/" + fileName);
    }
}
