package io.dbbench.workloads.lio;

import java.sql.SQLException;

/** A session or the counter snapshot failed; names which, keeps the SQLException as cause. */
public final class LioRunException extends Exception {
    private static final long serialVersionUID = 1L;

    LioRunException(String message, SQLException cause) {
        super(message + ": " + cause.getMessage(), cause);
    }
}
