package io.dbbench.core.internal.traffic;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;

/** Lookups by connection that also accept a pool's proxy for a connection seen opened. */
final class ByConnection {
    private ByConnection() {}

    /**
     * What {@code byConnection} holds for {@code connection}, or for the connection it wraps (unwrapped through
     * {@link Connection#unwrap}); null when neither is there.
     */
    static <T> T find(Map<Connection, T> byConnection, Connection connection) {
        if (connection == null) return null;
        T found = byConnection.get(connection);
        if (found != null) return found;
        try {
            if (!connection.isWrapperFor(Connection.class)) return null;
            Connection inner = connection.unwrap(Connection.class);
            return inner == connection ? null : byConnection.get(inner);
        } catch (SQLException closedOrUnwrappable) {
            return null;
        }
    }
}
