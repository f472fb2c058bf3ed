package io.dbbench.core.workload;

import java.util.Objects;

/**
 * What a transaction did. A transaction that throws a {@link java.sql.SQLException} has failed; one
 * that returns {@link #rolledBack(DmlCounts)} finished on purpose without committing (e.g. an order
 * whose products were out of stock) and counts as completed and rolled back.
 */
public record Outcome(DmlCounts dml, boolean rolledBack) {
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
