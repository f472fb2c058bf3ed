package io.dbbench.core.internal.traffic;

import java.sql.SQLException;

/**
 * The database will not show this session's statistics to the user (or lacks one of them); the message is
 * the one line saying why, so the caller reports it and carries on without traffic figures.
 */
public class SessionStatisticsUnavailableException extends SQLException {
    private static final long serialVersionUID = 1L;

    public SessionStatisticsUnavailableException(String message, SQLException cause) {
        super(message, cause == null ? null : cause.getSQLState(), cause == null ? 0 : cause.getErrorCode(), cause);
    }
}
