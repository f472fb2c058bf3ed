package io.dbbench.core.internal.server;

import io.dbbench.core.dialect.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Reads the database server's own cumulative counters (commits, blocks read, WAL or redo bytes, CPU) over
 * a connection, one implementation per dialect. Take a snapshot before and after a window and subtract
 * them ({@link CounterSnapshot#until}); lio, the live columns, results and compare all use the same
 * counters. See docs/server-counters.md for what is read and the privileges needed.
 */
public interface ServerCounters {
    /** Counter names shared by the dialects, so results and compare can line them up. */
    String COMMITS = "commits";

    String ROLLBACKS = "rollbacks";
    String BLOCKS_READ = "blocks read";
    String BLOCKS_HIT = "blocks hit";
    String LOG_BYTES = "log bytes";
    String DB_CPU_MICROS = "db cpu micros";

    /**
     * Reads a snapshot now.
     *
     * @throws ServerCountersUnavailableException when the user may not read the statistics views; its
     *     message is one line naming the privilege needed
     * @throws SQLException when the database fails otherwise
     */
    CounterSnapshot read(Connection connection) throws SQLException;

    /**
     * How many other client sessions are connected to the database now, or -1 when this dialect does not
     * say. A run's end reading waits for its sessions to have left: a PostgreSQL backend publishes its last
     * counts as it exits, a moment after the client closed the connection.
     */
    default int otherSessions(Connection connection) throws SQLException {
        return -1;
    }

    /** The counters for this dialect, empty when dbbench knows none for it. */
    static Optional<ServerCounters> forDialect(Dialect dialect) {
        return switch (dialect.name()) {
            case "postgresql" -> Optional.of(new PostgresServerCounters(System::nanoTime));
            case "oracle" -> Optional.of(new OracleServerCounters(System::nanoTime));
            default -> Optional.empty();
        };
    }
}
