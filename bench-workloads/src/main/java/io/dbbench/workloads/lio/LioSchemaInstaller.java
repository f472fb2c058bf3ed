package io.dbbench.workloads.lio;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The logical-I/O tables as a {@link io.dbbench.core.workload.SchemaInstaller}, so {@code lio create | validate | drop} are the same
 * schema commands as soe's and tpcds's. Each call takes a connection of the context's pool for its work.
 */
public final class LioSchemaInstaller extends DialectSchemaInstaller {
    /** Rows per data table at scale 1: {@code lio create}'s default. */
    public static final long ROWS_AT_SCALE_ONE = 10_000;
    /** Rows of lio_scan that {@link #create(WorkloadContext, InstallOptions)} makes: {@code lio create}'s default. */
    public static final long DEFAULT_SCAN_ROWS = 1_000;

    private final LioSchema schema;

    private LioSchemaInstaller(String dialect, LioSchema schema) {
        super(dialect, LioSchemaInstaller.class, "lio", "logical I/O");
        this.schema = schema;
    }

    /** @throws UnsupportedOperationException for a database other than PostgreSQL and Oracle */
    public static LioSchemaInstaller forDialect(Dialect dialect) {
        return new LioSchemaInstaller(dialect.name(), LioSchema.forDialect(dialect));
    }

    /** Complete: lio_t1..lio_tN and lio_scan and nothing else; partial: some of them, or a stray lio_ table. */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            return status(schema.allTables(c), schema.status(c));
        }
    }

    static SchemaStatus status(List<String> all, LioSchema.Status found) {
        if (all.isEmpty()) return SchemaStatus.absent();
        int expected = found.tables().size() + (found.hasScanTable() ? 1 : 0);
        if (!found.exists()) return SchemaStatus.partial("no lio_t1; found " + all);
        if (!found.hasScanTable()) return SchemaStatus.partial("lio_scan missing");
        if (all.size() != expected) {
            return SchemaStatus.partial(
                    "stray tables beside lio_t1..lio_t" + found.tables().size() + ": " + all);
        }
        return SchemaStatus.complete(found.tables().size() + " data table(s)");
    }

    /** Never: a run's --create goes by {@link #exists}, the data tables alone. */
    @Override
    public String partial(WorkloadContext context) {
        return null;
    }

    /** True when the data tables are there (a run can start on them). */
    @Override
    public boolean exists(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            return schema.status(c).exists();
        }
    }

    /**
     * One data table at {@code scale} x {@value #ROWS_AT_SCALE_ONE} rows (at least {@link LioSchema#MIN_ROWS})
     * and lio_scan of {@value #DEFAULT_SCAN_ROWS} rows: {@code lio create}'s defaults at scale 1.
     */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        create(context, 1, rowsAtScale(options.scale()), DEFAULT_SCAN_ROWS, done -> {});
    }

    static long rowsAtScale(double scale) {
        return Math.max(LioSchema.MIN_ROWS, Math.round(scale * ROWS_AT_SCALE_ONE));
    }

    /**
     * Creates lio_t1..lio_t{@code tables} of {@code rows} rows and lio_scan of {@code scanRows} rows.
     *
     * @param onTableDone called with the number of data tables done so far (for progress)
     * @throws IllegalStateException when lio tables are there already (drop them first)
     */
    public void create(WorkloadContext context, int tables, long rows, long scanRows, IntConsumer onTableDone)
            throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            schema.create(c, tables, rows, scanRows, onTableDone);
        }
    }

    @Override
    public void drop(WorkloadContext context) throws SQLException {
        dropAll(context);
    }

    /** Drops every lio_ table there is; returns how many. Fine when there are none. */
    public int dropAll(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            return schema.drop(c);
        }
    }
}
