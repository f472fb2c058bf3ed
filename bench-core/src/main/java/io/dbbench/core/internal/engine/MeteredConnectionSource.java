package io.dbbench.core.internal.engine;

import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.internal.traffic.OracleTrafficMeter;
import io.dbbench.core.internal.traffic.TrafficMeter;
import io.dbbench.core.internal.traffic.WireCounts;
import io.dbbench.core.result.RunTraffic;
import java.sql.Connection;
import javax.sql.DataSource;

/**
 * A connection source over physical connections that dbbench opened ({@link InitializingDataSource}): how
 * they are counted is the same for a pool and for direct logons.
 */
abstract class MeteredConnectionSource implements ConnectionSource {
    /** The connections' socket counts, or null when they are not counted. */
    private final TrafficMeter traffic;
    /** The Oracle connections' session-statistics probes, or null for other drivers. */
    private final OracleTrafficMeter oracleTraffic;

    /** @param physical where the connections come from: counted when dbbench opened it */
    MeteredConnectionSource(DataSource physical) {
        InitializingDataSource own = physical instanceof InitializingDataSource o ? o : null;
        this.traffic = own == null ? null : own.traffic();
        this.oracleTraffic = own == null ? null : own.oracleTraffic();
    }

    @Override
    public final WireCounts wireCounts(Connection connection) {
        return traffic == null ? null : traffic.countsOf(connection);
    }

    @Override
    public final OracleSessionTraffic sessionStatistics(Connection connection) {
        return oracleTraffic == null ? null : oracleTraffic.of(connection);
    }

    @Override
    public final String trafficMethod() {
        return oracleTraffic != null ? RunTraffic.SESSION_STATISTICS : RunTraffic.CLIENT_SOCKET;
    }

    @Override
    public final boolean countsTraffic() {
        return traffic != null || (oracleTraffic != null && oracleTraffic.counting());
    }
}
