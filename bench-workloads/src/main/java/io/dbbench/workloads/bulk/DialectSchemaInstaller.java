package io.dbbench.workloads.bulk;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.sql.SchemaObjects;
import io.dbbench.workloads.sql.SqlErrors;
import io.dbbench.workloads.sql.SqlScript;
import java.sql.Connection;
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
 * What the workloads' schema installers share: the dialect's folder of SQL resources
 * ({@code <dialect>/<file>.sql} beside the workload's classes), its absent / partial / complete
 * {@link #status}, from which {@link #exists} and {@link #partial} follow, tables checked and dropped by
 * name, the keys and indexes an {@code indexes.sql} declares, and scripts run one statement per loader
 * task. Each workload's installer says what its schema is and in which order a create builds it.
 */
public abstract class DialectSchemaInstaller implements SchemaInstaller {
    /** Dialect names ({@link Dialect#name()}) with a resource folder, sorted. */
    public static final List<String> SUPPORTED_DIALECTS = List.of("oracle", "postgresql");

    /** A key or an index as an {@code indexes.sql} creates it: ALTER TABLE t ADD CONSTRAINT k, CREATE INDEX i ON t. */
    private static final Pattern INDEX_NAME =
            Pattern.compile("(?i)(?:ALTER TABLE (\\w+) ADD CONSTRAINT (\\w+)|CREATE INDEX (\\w+) ON (\\w+))");

    protected final String dialect;
    private final Class<?> resources;
    private final String threadPrefix;
    private final String workload;

    /**
     * @param resources    a class beside the dialect folders
     * @param threadPrefix the workload's short name, first in loader threads' names
     * @param workload     the workload's name in messages
     */
    protected DialectSchemaInstaller(String dialect, Class<?> resources, String threadPrefix, String workload) {
        this.dialect = dialect;
        this.resources = resources;
        this.threadPrefix = threadPrefix;
        this.workload = workload;
    }

    /**
     * @param noSchema the start of the message, e.g. "Calling Circle has no schema"
     * @return the dialect's name
     * @throws UnsupportedOperationException naming the dialect when there is no SQL for it
     */
    public static String requireSupported(Dialect dialect, String noSchema) {
        Objects.requireNonNull(dialect, "dialect");
        if (!SUPPORTED_DIALECTS.contains(dialect.name())) {
            throw new UnsupportedOperationException(noSchema + " for dialect '" + dialect.name() + "'; supported: "
                    + String.join(", ", SUPPORTED_DIALECTS));
        }
        return dialect.name();
    }

    /** Absent, partial (with why) or complete. */
    public abstract SchemaStatus status(WorkloadContext context) throws SQLException;

    /** True only for a complete schema. */
    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        return status(context).state() == SchemaStatus.State.COMPLETE;
    }

    /** The partial status's detail; null when the schema is absent or complete. */
    @Override
    public String partial(WorkloadContext context) throws SQLException {
        SchemaStatus status = status(context);
        return status.state() == SchemaStatus.State.PARTIAL ? partialReason(status) : null;
    }

    /** How {@link #partial} words a partial status: its detail, unless a workload says more. */
    protected String partialReason(SchemaStatus status) {
        return status.detail();
    }

    /** The script for this installer's dialect, e.g. {@code postgresql/indexes.sql}. */
    public SqlScript script(String fileName) {
        return SqlScript.load(resources, dialect + "/" + fileName);
    }

    /** Bytes of {@code unitsAtScaleOne * scale} units (rows, customers) of {@code bytesPerUnit}, capped. */
    protected static long bytesAtScale(double scale, double unitsAtScaleOne, long bytesPerUnit) {
        double bytes = Math.max(0, scale) * unitsAtScaleOne * bytesPerUnit;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }

    /**
     * {@code round(scale * rowsAtScaleOne)}.
     *
     * @throws IllegalArgumentException naming the workload when the scale is negative or not finite
     */
    public static long rowsAtScale(String workload, double scale, long rowsAtScaleOne) {
        if (!(scale >= 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException(workload + " scale must be a finite number >= 0, got " + scale);
        }
        return Math.round(scale * rowsAtScaleOne);
    }

    /** @throws SchemaExistsException with {@code message} (a format of the status) unless the schema is absent */
    protected static void requireAbsent(SchemaStatus status, String message) throws SchemaExistsException {
        if (status.state() != SchemaStatus.State.ABSENT) {
            throw new SchemaExistsException(String.format(Locale.ROOT, message, status), status);
        }
    }

    /** Runs a script of the dialect's folder on one connection, in autocommit. */
    protected void runScript(WorkloadContext context, String fileName) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            c.setAutoCommit(true);
            script(fileName).execute(c);
        }
    }

    /** What a status asks once every table is there. */
    @FunctionalInterface
    protected interface AllTablesThere {
        SchemaStatus status(Connection c) throws SQLException;
    }

    /**
     * Absent when none of {@code tables} is there, partial naming the missing ones when some are, and what
     * {@code allThere} says on the same connection when all are.
     */
    protected static SchemaStatus tablesStatus(WorkloadContext context, List<String> tables, AllTablesThere allThere)
            throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            List<String> missing = SchemaChecks.missingTables(c, tables);
            if (missing.size() == tables.size()) return SchemaStatus.absent();
            if (!missing.isEmpty()) return SchemaStatus.partial("tables missing: " + String.join(", ", missing));
            return allThere.status(c);
        }
    }

    /**
     * Runs the dialect's {@code drop.sql}, committed; when {@code table} is given, only if that table is
     * there (nothing to drop is fine).
     */
    protected void runDropScript(WorkloadContext context, String table) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            if (table != null && !SchemaObjects.tableExists(c, table)) return;
            script("drop.sql").execute(c);
            if (!c.getAutoCommit()) c.commit();
        }
    }

    /** Drops each of {@code tables} that is there (their keys and indexes go with them). */
    protected void dropTables(WorkloadContext context, List<String> tables) throws SQLException {
        try (Connection c = context.dataSource().getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String table : tables) if (SchemaObjects.tableExists(c, table)) s.execute(dropTableSql(table));
        }
    }

    /** DROP TABLE, purged on Oracle (no recycle bin to fill). */
    protected String dropTableSql(String table) {
        return "DROP TABLE " + table + (dialect.equals("oracle") ? " PURGE" : "");
    }

    /**
     * After a load: builds the keys and indexes of {@code indexes.sql}, then gathers the statistics of {@code
     * statistics.sql}, each statement one task over the loader threads.
     */
    protected void buildIndexesAndStatistics(WorkloadContext context, InstallOptions options) throws SQLException {
        options.progress().phase("create keys and indexes");
        runEachStatement(context, options.threads(), "indexes.sql", "index");
        options.progress().phase("gather statistics");
        runEachStatement(context, options.threads(), "statistics.sql", "statistics");
    }

    /** Each statement of the script one loader task: index builds on different tables overlap. */
    protected void runEachStatement(WorkloadContext context, int threads, String fileName, String what)
            throws SQLException {
        SqlScript script = script(fileName);
        List<ParallelJdbc.Task> tasks = new ArrayList<>();
        for (String sql : script.sqlTexts()) {
            tasks.add(c -> {
                c.setAutoCommit(true);
                try (Statement s = c.createStatement()) {
                    s.execute(sql);
                } catch (SQLException e) {
                    throw SqlErrors.withMessage(e.getMessage() + " [" + script.source() + ": " + sql + "]", e);
                }
            });
        }
        ParallelJdbc.run(context.dataSource(), threads, tasks, threadPrefix, workload, what);
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
    public Set<String> missingIndexes(Connection c) throws SQLException {
        Set<String> missing = new TreeSet<>();
        for (Map.Entry<String, String> e : expectedIndexes().entrySet()) {
            if (!indexNames(c, e.getValue()).contains(e.getKey().toLowerCase(Locale.ROOT))) missing.add(e.getKey());
        }
        return missing;
    }

    /** True when {@code table} has an index (or key) of this name. */
    public static boolean indexExists(Connection c, String table, String index) throws SQLException {
        return indexNames(c, table).contains(index.toLowerCase(Locale.ROOT));
    }

    /** Lower-case names of the table's indexes (primary keys included), through JDBC metadata. */
    private static Set<String> indexNames(Connection c, String table) throws SQLException {
        Set<String> names = new TreeSet<>();
        try (ResultSet rs = c.getMetaData()
                .getIndexInfo(c.getCatalog(), c.getSchema(), SchemaObjects.folded(c, table), false, true)) {
            while (rs.next()) {
                String name = rs.getString("INDEX_NAME");
                if (name != null) names.add(name.toLowerCase(Locale.ROOT));
            }
        }
        return names;
    }
}
