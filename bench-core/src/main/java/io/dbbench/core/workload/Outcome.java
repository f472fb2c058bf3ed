package io.dbbench.core.workload;

import java.util.Objects;

/**
 * What a transaction did. A transaction that throws a {@link java.sql.SQLException} has failed; one
 * that returns {@link #rolledBack(DmlCounts)} finished on purpose without committing (e.g. an order
 * whose products were out of stock) and counts as completed and rolled back.
 */
public record Outcome(DmlCounts dml, boolean rolledBack) {
    /** Finished and committed (or, on the application's own connections, simply finished); no DML counted. */
    public static final Outcome COMMITTED = new Outcome(DmlCounts.NONE, false);
    /** Finished on purpose without committing; no DML counted. */
    public static final Outcome ROLLED_BACK = new Outcome(DmlCounts.NONE, true);

    public Outcome {
        Objects.requireNonNull(dml, "dml");
    }

    public static Outcome committed(DmlCounts dml) {
        return new Outcome(dml, false);
    }

    public static Outcome rolledBack(DmlCounts dml) {
        return new Outcome(dml, true);
    }
}
