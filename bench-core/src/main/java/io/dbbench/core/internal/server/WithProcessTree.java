package io.dbbench.core.internal.server;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A dialect's counters plus the CPU and disk I/O of the server's processes on this host
 * ({@link ProcessTreeCounters}), for an embedded server or one named by {@code --server-pid}.
 */
public record WithProcessTree(ServerCounters database, ProcessTreeCounters processes) implements ServerCounters {
    @Override
    public int otherSessions(Connection connection) throws SQLException {
        return database.otherSessions(connection);
    }

    @Override
    public CounterSnapshot read(Connection connection) throws SQLException {
        CounterSnapshot fromDatabase = database.read(connection);
        Map<String, Long> values = new LinkedHashMap<>(fromDatabase.values());
        try {
            values.putAll(processes.read());
        } catch (IOException gone) {
            throw new SQLException("the database server's processes cannot be read: " + gone.getMessage(), gone);
        }
        return new CounterSnapshot(values, fromDatabase.readAtNanos());
    }
}
