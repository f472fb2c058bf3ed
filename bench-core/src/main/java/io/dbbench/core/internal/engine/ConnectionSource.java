package io.dbbench.core.internal.engine;

import java.sql.Connection;
import java.sql.SQLException;

/** Where sessions get their connections: a pool, or a library caller's own DataSource. */
public interface ConnectionSource extends AutoCloseable {
    /** A connection in manual-commit mode. */
    Connection acquire() throws SQLException;

    /** Gives a healthy connection back. */
    void release(Connection connection);

    /** Throws away a connection that is broken or must be renewed, so it is never handed out again. */
    void discard(Connection connection);

    /** Connections for set-up work (a workload reading its current maximum id); closing one returns it. */
    javax.sql.DataSource dataSource();

    /**
     * False for a source that lends none because the code under test uses the application's own
     * connections ({@link ApplicationConnections}): sessions then log on without a connection, and a
     * failure has nothing for the engine to roll back or replace.
     */
    default boolean lendsConnections() {
        return true;
    }

    /**
     * The run has stopped: users still waiting for their turn to log on give up now rather than when the stop
     * grace ends ({@link DirectConnectionSource} caps the logons at once). Nothing for a source without a queue.
     */
    default void stopQueuedLogons() {}

    /** Connections lent to sessions right now, for the live "pool" column; 0 for a source that does not track them. */
    default int activeConnections() {
        return 0;
    }

    /**
     * The traffic counts of a connection this source lent, or null when its connections are not counted
     * (see {@link io.dbbench.core.internal.traffic.TrafficMeter}). Called once per connection a session attaches.
     */
    default io.dbbench.core.internal.traffic.WireCounts wireCounts(Connection connection) {
        return null;
    }

    /**
     * The Oracle session-statistics probe of a connection this source lent, or null when its traffic is
     * not counted that way. Called once per connection a session attaches.
     */
    default io.dbbench.core.internal.traffic.OracleSessionTraffic sessionStatistics(Connection connection) {
        return null;
    }

    /** How this source's traffic is counted, for the results: one of {@link io.dbbench.core.result.RunTraffic}'s methods. */
    default String trafficMethod() {
        return io.dbbench.core.result.RunTraffic.CLIENT_SOCKET;
    }

    /** Whether this source's connections are counted, so a run reports its traffic. */
    default boolean countsTraffic() {
        return false;
    }

    @Override
    void close();
}
