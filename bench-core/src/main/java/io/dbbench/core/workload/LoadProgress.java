package io.dbbench.core.workload;

/**
 * Progress of a schema load, for a progress bar or log lines. Called from loader threads: implementations
 * must be thread-safe and quick.
 */
public interface LoadProgress {
    LoadProgress NONE = new LoadProgress() {};

    /** A step started, e.g. "create tables", "load ORDERS", "create indexes". */
    default void phase(String description) {}

    /** The total rows this load will generate, when known (for an ETA). */
    default void plannedRows(long rows) {}

    /** {@code rows} more rows of {@code table} are in the database. */
    default void rowsLoaded(String table, long rows) {}
}
