package io.dbbench.workloads.sql;

import java.sql.SQLException;

/** SQL failures told with what was being done when they happened. */
public final class SqlErrors {
    private SqlErrors() {}

    /**
     * {@code e} with {@code context} before its message (e.g. "create.sql line 3: "), keeping its SQLState and
     * vendor code, so dialects still classify it, and {@code e} as its cause.
     */
    public static SQLException withContext(String context, SQLException e) {
        return withMessage(context + e.getMessage(), e);
    }

    /** {@code e} told by {@code message} instead, keeping its SQLState, vendor code and {@code e} as its cause. */
    public static SQLException withMessage(String message, SQLException e) {
        return new SQLException(message, e.getSQLState(), e.getErrorCode(), e);
    }
}
