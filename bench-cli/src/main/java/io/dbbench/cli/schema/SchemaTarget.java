package io.dbbench.cli.schema;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadContext;
import java.sql.SQLException;

/**
 * One schema as the generic schema commands ({@link SchemaCommand}: create, validate, drop) see it: the command it
 * is under, its handle for a database (a workload's {@link SchemaDefinition.Schema}, lio's installer), what the
 * database holds of it, its checks, and the words for it.
 *
 * @param <H> what the schema is worked on through in one dialect
 */
public interface SchemaTarget<H> {
    /** The command's name, e.g. {@code soe}: the pool is named {@code dbbench-soe} after it. */
    String command();

    /** What the schema is called in messages, e.g. "Order Entry", "TPC-DS-like". */
    String title();

    /** What else than -cs would do, told when -cs is missing (e.g. lio's "or, for lio run, --embedded"); "" for nothing. */
    default String connectStringAlternative() {
        return "";
    }

    /** @throws UnsupportedOperationException naming the dialect when the workload has no schema for it */
    H installer(Dialect dialect);

    /** Absent, partial (with why) or complete. */
    SchemaDefinition.Status status(H installer, WorkloadContext context) throws SQLException;

    /** @throws UnsupportedOperationException naming the dialect when there are no checks for it */
    SchemaDefinition.Report validate(H installer, WorkloadContext context) throws SQLException;

    /** Drops every object of the schema; no error when there is none. */
    void drop(H installer, WorkloadContext context) throws SQLException;

    /** The line drop prints, given what was there before. */
    default String dropped(SchemaDefinition.Status before) {
        return before.state() == SchemaDefinition.Status.State.ABSENT
                ? "No " + title() + " schema to drop."
                : "Dropped the " + title() + " schema (was " + before + ").";
    }
}
