package io.dbbench.workloads.sh;

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
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Creates, loads and drops the Sales History schema. A create runs, in order: the tables
 * ({@code <dialect>/tables.sql}, metadata first) with SH_LOAD_STATE = 'loading'; the rows ({@link ShLoader});
 * the keys and indexes ({@code indexes.sql}) and statistics ({@code statistics.sql}), one statement per
 * loader task; SH_LOAD_STATE = 'complete'. A create that stops leaves 'loading' behind: {@link #status}
 * calls it partial, a new create refuses to run over it, and {@link #drop} removes it.
 *
 * <p>The tables are prefixed {@code sh_} so that the schema can live in one database beside Order Entry,
 * whose {@code customers} table and {@code products} view would otherwise clash.
 */
public final class ShSchemaInstaller implements SchemaInstaller {
    public static final List<String> SUPPORTED_DIALECTS = List.of("oracle", "postgresql");
    public static final String LOAD_STATE_KEY = "SH_LOAD_STATE";
    public static final String LOAD_LOADING = "loading";
    public static final String LOAD_COMPLETE = "complete";
    public static final String SCALE_KEY = "SH_SCALE";
    public static final String SEED_KEY = "SH_SEED";

    /**
     * Disk per sale: scale 1 measured 94 MB on PostgreSQL with keys and indexes (every table, about 94 bytes
     * per sale), and the write-ahead log writes about as much again during the load; rounded up.
     */
    static final long BYTES_PER_SALE = 250;

    private static final Pattern INDEX_NAME =
            Pattern.compile("(?i)(?:ALTER TABLE (\\w+) ADD CONSTRAINT (\\w+)|CREATE INDEX (\\w+) ON (\\w+))");

    private final String dialect;

    private ShSchemaInstaller(String dialect) {
        this.dialect = dialect;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static ShSchemaInstaller forDialect(Dialect dialect) {
        Objects.requireNonNull(dialect, "dialect");
        if (!SUPPORTED_DIALECTS.contains(dialect.name())) {
            throw new UnsupportedOperationException("Sales History has no schema for dialect '" + dialect.name()
                    + "'; supported: " + String.join(", ", SUPPORTED_DIALECTS));
        }
        return new ShSchemaInstaller(dialect.name());
    }

    @Override
    public long estimatedBytes(double scale) {
        double bytes = Math.max(0, scale) * ShVolumes.SALES_AT_SCALE_ONE * BYTES_PER_SALE;
        return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
    }

    /** Absent without any table; partial with tables missing or a load state other than complete. */
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            List<String> missing = new ArrayList<>();
            for (String table : ShTable.allTableNames()) if (!SchemaObjects.tableExists(c, table)) missing.add(table);
            if (missing.size() == ShTable.allTableNames().size())
                return new SchemaStatus(SchemaStatus.State.ABSENT, "");
            if (!missing.isEmpty()) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "tables missing: " + String.join(", ", missing));
            }
            String state = metadata(c).get(LOAD_STATE_KEY);
            if (!c.getAutoCommit()) c.commit();
            if (!LOAD_COMPLETE.equals(state)) {
                return new SchemaStatus(SchemaStatus.State.PARTIAL, "load state '" + state + "'");
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
        ShVolumes volumes = ShVolumes.of(options.scale());
        LoadProgress progress = options.progress();
        SchemaStatus before = status(context);
        if (before.state() != SchemaStatus.State.ABSENT) {
            throw new SchemaExistsException(
                    "a Sales History schema is already there (" + before + "): drop it first (sh drop),"
                            + " or create with --replace",
                    before);
        }
        progress.phase("create tables");
        try (Connection c = context.dataSource().getConnection()) {
            c.setAutoCommit(true);
            script("tables.sql").execute(c);
        }
        Map<String, String> start = new LinkedHashMap<>();
        start.put(LOAD_STATE_KEY, LOAD_LOADING);
        start.put(
                SCALE_KEY,
                BigDecimal.valueOf(options.scale()).stripTrailingZeros().toPlainString());
        start.put(SEED_KEY, Long.toString(options.seed()));
        writeMetadata(context, start);

        progress.plannedRows(volumes.totalRows());
        progress.phase("load data");
        new ShLoader(dialect, options.seed(), volumes).load(context.dataSource(), options.threads(), progress);
        progress.phase("create keys and indexes");
        runInParallel(context, options.threads(), "indexes.sql", "index");
        progress.phase("gather statistics");
        runInParallel(context, options.threads(), "statistics.sql", "statistics");
        writeMetadata(context, Map.of(LOAD_STATE_KEY, LOAD_COMPLETE));
    }

    /** Drops every table of the schema that is there (their keys and indexes go with them). */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            for (String table : ShTable.allTableNames()) {
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

    /** Key (upper case) to value of sh_metadata. */
    static Map<String, String> metadata(Connection c) throws SQLException {
        Map<String, String> out = new HashMap<>();
        try (PreparedStatement ps =
                        c.prepareStatement("SELECT metadata_key, metadata_value FROM " + ShTable.METADATA_TABLE);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                if (rs.getString(1) != null) out.put(rs.getString(1).trim().toUpperCase(Locale.ROOT), rs.getString(2));
            }
        }
        return out;
    }

    private static void writeMetadata(WorkloadContext context, Map<String, String> entries) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement delete =
                            c.prepareStatement("DELETE FROM " + ShTable.METADATA_TABLE + " WHERE metadata_key = ?");
                    PreparedStatement insert = c.prepareStatement("INSERT INTO " + ShTable.METADATA_TABLE
                            + " (metadata_key, metadata_value) VALUES (?, ?)")) {
                for (Map.Entry<String, String> e : entries.entrySet()) {
                    delete.setString(1, e.getKey());
                    delete.executeUpdate();
                    insert.setString(1, e.getKey());
                    insert.setString(2, e.getValue());
                    insert.executeUpdate();
                }
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        }
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
        ParallelJdbc.run(context.dataSource(), threads, tasks, "sh", "Sales History", what);
    }

    /** The script for this installer's dialect, e.g. {@code postgresql/indexes.sql}. */
    SqlScript script(String fileName) {
        return SqlScript.load(ShSchemaInstaller.class, dialect + "/" + fileName);
    }
}
