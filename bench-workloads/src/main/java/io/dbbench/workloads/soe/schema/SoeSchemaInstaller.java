package io.dbbench.workloads.soe.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import io.dbbench.workloads.bulk.LoadStateTable;
import io.dbbench.workloads.bulk.LoadedTable;
import io.dbbench.workloads.bulk.SchemaExistsException;
import io.dbbench.workloads.bulk.SchemaStatus;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

/**
 * Creates, loads, checks and drops the Order Entry schema. A create runs, in this order: the metadata
 * table with SOE_LOAD_STATE = 'loading'; the bare tables; the data (parallel, streamed); the indexes
 * (parallel, one per task); primary keys on them and the CHECK; sequences starting after the loaded maxima; views; statistics; the
 * server-side code when its resource exists; the id ranges; SOE_LOAD_STATE = 'complete'. A load that stops
 * anywhere before the end leaves 'loading' behind: {@link #status} calls it partial, {@link #exists} false,
 * a new create refuses to run over it unless asked to replace, and {@link #drop} removes it.
 */
public final class SoeSchemaInstaller extends DialectSchemaInstaller {
    /**
     * Disk per unit of scale: measured on the embedded PostgreSQL 15, whose data directory peaked at 378 MB
     * loading scale 0.05 (tables, indexes and WAL; about 40 MB of it an empty cluster), rounded up.
     */
    static final long BYTES_PER_SCALE = 7L << 30;

    @Override
    public long estimatedBytes(double scale) {
        return bytesAtScale(scale, 1, BYTES_PER_SCALE);
    }

    /** Every table, metadata last. */
    public static final List<String> TABLES = Stream.concat(
                    LoadedTable.names(SoeTable.values()).stream(), Stream.of(SoeMetadata.TABLE))
            .toList();

    public static final String SCALE_KEY = "SOE_SCALE";
    public static final String SEED_KEY = "SOE_SEED";

    /** A sequence of sequences.sql: it hands out its table's ids (the first column) after the loaded ones. */
    record Sequence(String name, SoeTable table, ToLongFunction<SoeVolumes> loaded) {}

    static final List<Sequence> SEQUENCES = List.of(
            new Sequence("customer_seq", SoeTable.CUSTOMERS, SoeVolumes::customers),
            new Sequence("orders_seq", SoeTable.ORDERS, SoeVolumes::orders),
            new Sequence("address_seq", SoeTable.ADDRESSES, SoeVolumes::addresses),
            new Sequence("logon_seq", SoeTable.LOGON, SoeVolumes::logons),
            new Sequence("card_details_seq", SoeTable.CARD_DETAILS, SoeVolumes::cards));

    private final Function<WorkloadContext, SchemaSteps> steps;

    SoeSchemaInstaller(String dialect, Function<WorkloadContext, SchemaSteps> steps) {
        super(dialect, SoeSchemaInstaller.class, "soe", "Order Entry");
        this.steps = steps;
    }

    /** @throws UnsupportedOperationException naming the dialect when there is no DDL for it */
    public static SoeSchemaInstaller forDialect(Dialect dialect) {
        String name = requireSupported(dialect, "Order Entry has no schema");
        return new SoeSchemaInstaller(name, context -> new JdbcSchemaSteps(context.dataSource(), name));
    }

    /**
     * Absent, partial (with why) or complete: complete is a finished load of ours, or one built by another
     * tool (no marker).
     */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        return steps.apply(context).status();
    }

    /** The whole status, "partial (load state 'loading')", for a run's --create to quote. */
    @Override
    protected String partialReason(SchemaStatus status) {
        return status.toString();
    }

    /** Creates and loads; fails with {@link SchemaExistsException} when any of the schema is there. */
    @Override
    public void create(WorkloadContext context, InstallOptions options) throws SQLException {
        create(context, options, false);
    }

    /**
     * Creates and loads the schema.
     *
     * @param replace drop what is there (complete or partial) first; otherwise its presence is an error
     * @throws SchemaExistsException when something of the schema is there and {@code replace} is false
     * @throws IllegalArgumentException when the scale gives no customer
     */
    public void create(WorkloadContext context, InstallOptions options, boolean replace) throws SQLException {
        SoeVolumes volumes = SoeVolumes.of(options.scale());
        SchemaSteps db = steps.apply(context);
        LoadProgress progress = options.progress();
        SchemaStatus status = db.status();
        if (!replace) {
            requireAbsent(
                    status,
                    "an Order Entry schema is already there: %s; drop it first (soe drop) or ask to replace it"
                            + " (soe create --replace)");
        } else if (status.state() != SchemaStatus.State.ABSENT) {
            progress.phase("drop existing schema (" + status + ")");
            db.drop();
        }
        SoeDataGenerator data = new SoeDataGenerator(options.seed(), volumes);
        progress.plannedRows(data.totalRows());

        progress.phase("create tables");
        db.runScript("metadata.sql", Map.of());
        db.writeMetadata(SoeMetadata.LOAD_STATE.loading(SCALE_KEY, SEED_KEY, options));
        db.runScript("tables.sql", Map.of());

        progress.phase("load data");
        db.load(data, options.threads(), progress);

        progress.phase("create indexes");
        db.runStatementsInParallel(List.of("keys.sql", "indexes.sql"), options.threads());
        progress.phase("create constraints");
        db.runScript("constraints.sql", Map.of());
        progress.phase("create sequences");
        db.runScript("sequences.sql", sequenceStarts(volumes));
        progress.phase("create views");
        db.runScript("views.sql", Map.of());
        progress.phase("gather statistics");
        db.runScriptsPerTable(List.of("statistics.sql"), options.threads());
        if (db.hasServerCode()) {
            progress.phase("install server-side code");
            db.installServerCode();
        } else {
            progress.phase("no server-side code for " + dialect);
        }

        progress.phase("write metadata");
        Map<String, String> end = new LinkedHashMap<>();
        end.put(SoeMetadata.MIN_CUSTOMER_ID, "1");
        end.put(SoeMetadata.MAX_CUSTOMER_ID, Long.toString(volumes.customers()));
        end.put(SoeMetadata.MIN_ORDER_ID, "1");
        end.put(SoeMetadata.MAX_ORDER_ID, Long.toString(volumes.orders()));
        end.put(SoeMetadata.LOAD_STATE_KEY, LoadStateTable.COMPLETE);
        db.writeMetadata(end);
    }

    /** Drops every object, server-side code included; no error when absent; works on a partial load. */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        steps.apply(context).drop();
    }

    /** Each sequence starts right after its table's loaded maximum id. */
    static Map<String, String> sequenceStarts(SoeVolumes v) {
        Map<String, String> starts = new HashMap<>();
        for (Sequence s : SEQUENCES)
            starts.put(s.name() + "_start", Long.toString(s.loaded().applyAsLong(v) + 1));
        return starts;
    }
}
