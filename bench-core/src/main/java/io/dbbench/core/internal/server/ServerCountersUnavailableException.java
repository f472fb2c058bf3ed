package io.dbbench.core.internal.server;

import java.sql.SQLException;

/**
 * The database refused to show its statistics views to this user; the message is one line saying which
 * privilege is missing, so the CLI prints it as the fallback and carries on without server counters.
 */
public class ServerCountersUnavailableException extends SQLException {
    private static final long serialVersionUID = 1L;

    public ServerCountersUnavailableException(String message, SQLException cause) {
        super(message, cause.getSQLState(), cause.getErrorCode(), cause);
    }
}
