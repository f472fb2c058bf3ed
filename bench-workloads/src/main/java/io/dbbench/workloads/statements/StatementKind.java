package io.dbbench.workloads.statements;

import io.dbbench.core.workload.DmlCounts;
import java.util.Locale;

/** A statement's {@code statementtype}: what it counts as in the run's DML totals. */
public enum StatementKind {
    SELECT,
    INSERT,
    UPDATE,
    DELETE,
    /** A procedure call or anonymous block: counted as neither, only its commit. */
    CALL;

    /** The format's spellings, any case; null if unknown. */
    static StatementKind parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "select", "query" -> SELECT;
            case "insert" -> INSERT;
            case "update", "merge" -> UPDATE;
            case "delete" -> DELETE;
            case "call", "procedure", "function", "plsql", "block" -> CALL;
            default -> null;
        };
    }

    /** One execution of a statement of this kind, and the commit that ends it. */
    DmlCounts countsWithCommit() {
        return switch (this) {
            case SELECT -> DmlCounts.of(1, 0, 0, 0, 1, 0);
            case INSERT -> DmlCounts.of(0, 1, 0, 0, 1, 0);
            case UPDATE -> DmlCounts.of(0, 0, 1, 0, 1, 0);
            case DELETE -> DmlCounts.of(0, 0, 0, 1, 1, 0);
            case CALL -> DmlCounts.of(0, 0, 0, 0, 1, 0);
        };
    }
}
