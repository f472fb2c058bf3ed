package io.dbbench.core.workload;

import java.sql.SQLException;

/** Creates, checks and drops a workload's schema in one database. */
public interface SchemaInstaller {
    /** True when the workload's objects are present (a run can start). */
    boolean exists(WorkloadContext context) throws SQLException;

    /**
     * Creates the schema and loads its data.
     *
     * @param scale 1.0 = the workload's nominal size; fractions are allowed
     */
    void create(WorkloadContext context, double scale) throws SQLException;

    /** Drops every object {@link #create} made; no error when they are absent. */
    void drop(WorkloadContext context) throws SQLException;
}
