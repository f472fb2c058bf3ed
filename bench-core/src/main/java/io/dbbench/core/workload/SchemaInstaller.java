package io.dbbench.core.workload;

import java.sql.SQLException;

/** Creates, checks and drops a workload's schema in one database. */
public interface SchemaInstaller {
    /** True when the workload's objects are present (a run can start). */
    boolean exists(WorkloadContext context) throws SQLException;

    /** Creates the schema and loads its data, as {@code options} say. */
    void create(WorkloadContext context, InstallOptions options) throws SQLException;

    /**
     * Creates the schema with default options at this scale.
     *
     * @param scale 1.0 = the workload's nominal size; fractions are allowed
     */
    default void create(WorkloadContext context, double scale) throws SQLException {
        create(context, InstallOptions.of(scale));
    }

    /**
     * The largest scale any workload's create accepts, from {@code soe create} and {@code --create} alike:
     * scale 100 is already terabytes of Order Entry; larger is a typo, refused before connecting.
     */
    double MAX_SCALE = 100;

    /**
     * About how much disk {@link #create} needs at this scale, data, indexes and the database's write-ahead
     * log together, so a caller can refuse a scale that would fill the disk before loading a row.
     *
     * @return bytes, or -1 when the workload cannot say (the default)
     */
    default long estimatedBytes(double scale) {
        return -1;
    }

    /**
     * Why the schema is there only in part (a create that stopped half way), so a caller can say "replace it"
     * rather than "create it", which would refuse to run over it.
     *
     * @return the reason in words, or null when the schema is complete, absent, or the workload cannot tell (the default)
     */
    default String partial(WorkloadContext context) throws SQLException {
        return null;
    }

    /** Drops every object {@link #create} made; no error when they are absent. */
    void drop(WorkloadContext context) throws SQLException;
}
