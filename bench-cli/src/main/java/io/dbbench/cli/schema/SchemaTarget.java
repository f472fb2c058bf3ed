package io.dbbench.cli.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaStatus;
import java.sql.SQLException;

/**
 * One workload as the generic schema commands ({@link SchemaCommand}: create, validate, drop) see it: the
 * command it is under, its installer for a database, what the database holds of it and the words for it.
 *
 * @param <I> the workload's installer, for what a workload's own create needs of it (a scale, --indexes)
 */
public interface SchemaTarget<I extends SchemaInstaller> {
    /** The command's name, e.g. {@code soe}: the pool is named {@code dbbench-soe} after it. */
    String command();

    /** What the schema is called in messages, e.g. "Order Entry", "TPC-DS-like". */
    String title();

    /** What else than -cs would do, told when -cs is missing (e.g. lio's "or, for lio run, --embedded"); "" for nothing. */
    default String connectStringAlternative() {
        return "";
    }

    /** @throws UnsupportedOperationException naming the dialect when the workload has no schema for it */
    I installer(Dialect dialect);

    /** Absent, partial (with why) or complete. */
    SchemaStatus status(I installer, WorkloadContext context) throws SQLException;

    /** The line drop prints, given what was there before. */
    default String dropped(SchemaStatus before) {
        return before.state() == SchemaStatus.State.ABSENT
                ? "No " + title() + " schema to drop."
                : "Dropped the " + title() + " schema (was " + before + ").";
    }
}
