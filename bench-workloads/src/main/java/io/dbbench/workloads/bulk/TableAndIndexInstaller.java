package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.sql.SchemaObjects;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * An installer of one table whose index is built after its load (JSON, Stress Test): its size, status and drop
 * follow from the table, the index and the rows and bytes of scale 1. Each workload says how a create loads it.
 */
public abstract class TableAndIndexInstaller extends DialectSchemaInstaller {
    private final String table;
    private final String index;
    private final long rowsAtScaleOne;
    private final long bytesPerRow;

    /** @param bytesPerRow disk per row with its index entries and log, estimated */
    protected TableAndIndexInstaller(
            String dialect,
            Class<?> resources,
            String threadPrefix,
            String workload,
            String table,
            String index,
            long rowsAtScaleOne,
            long bytesPerRow) {
        super(dialect, resources, threadPrefix, workload);
        this.table = table;
        this.index = index;
        this.rowsAtScaleOne = rowsAtScaleOne;
        this.bytesPerRow = bytesPerRow;
    }

    @Override
    public long estimatedBytes(double scale) {
        return bytesAtScale(scale, rowsAtScaleOne, bytesPerRow);
    }

    /**
     * Absent without the table; partial when it is there without the index (a create that stopped in its load:
     * the rows committed so far stay); complete otherwise.
     */
    @Override
    public SchemaStatus status(WorkloadContext context) throws SQLException {
        try (Connection c = context.dataSource().getConnection()) {
            if (!SchemaObjects.tableExists(c, table)) return SchemaStatus.absent();
            if (!indexExists(c, table, index)) return SchemaStatus.partial("index " + index + " missing");
            return SchemaStatus.complete("");
        }
    }

    /** Runs the dialect's {@code drop.sql} when the table is there. */
    @Override
    public void drop(WorkloadContext context) throws SQLException {
        runDropScript(context, table);
    }
}
