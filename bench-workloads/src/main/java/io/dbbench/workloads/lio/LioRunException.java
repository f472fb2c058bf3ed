package io.dbbench.workloads.lio;

import java.sql.SQLException;

/** A session or the counter snapshot failed; names which, keeps the cause. */
public final class LioRunException extends Exception {
    private static final long serialVersionUID = 1L;

    LioRunException(String message, SQLException cause) {
        super(message + ": " + cause.getMessage(), cause);
    }

    /** A session thread died of something other than SQL (a driver bug, out of memory): named with its type. */
    LioRunException(String message, Throwable cause) {
        super(message + ": " + cause, cause);
    }
}
