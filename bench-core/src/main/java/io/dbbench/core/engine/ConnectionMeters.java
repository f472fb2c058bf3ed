package io.dbbench.core.engine;

import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.traffic.OracleSessionTraffic;
import io.dbbench.core.traffic.OracleTrafficMeter;
import io.dbbench.core.traffic.TrafficMeter;
import io.dbbench.core.traffic.WireCounts;
import java.sql.Connection;
import javax.sql.DataSource;

/**
 * How a connection source's physical connections are counted, the same for a pool and for direct logons.
 *
 * @param traffic the connections' socket counts, or null when they are not counted
 * @param oracle  the Oracle connections' session-statistics probes, or null for other drivers
 */
record ConnectionMeters(TrafficMeter traffic, OracleTrafficMeter oracle) {
    /** The meters of {@code physical} when dbbench opened it ({@link InitializingDataSource}), else none. */
    static ConnectionMeters of(DataSource physical) {
        return physical instanceof InitializingDataSource own
                ? new ConnectionMeters(own.traffic(), own.oracleTraffic())
                : new ConnectionMeters(null, null);
    }

    /** See {@link ConnectionSource#wireCounts}. */
    WireCounts wireCounts(Connection connection) {
        return traffic == null ? null : traffic.countsOf(connection);
    }

    /** See {@link ConnectionSource#sessionStatistics}. */
    OracleSessionTraffic sessionStatistics(Connection connection) {
        return oracle == null ? null : oracle.of(connection);
    }

    /** See {@link ConnectionSource#trafficMethod}. */
    String method() {
        return oracle != null ? RunTraffic.SESSION_STATISTICS : RunTraffic.CLIENT_SOCKET;
    }

    /** See {@link ConnectionSource#countsTraffic}. */
    boolean counting() {
        return traffic != null || (oracle != null && oracle.counting());
    }
}
