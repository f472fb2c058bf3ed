package io.dbbench.core.internal.traffic;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Oracle's counterpart of {@link TrafficMeter}: gives each connection a run opens its
 * {@link OracleSessionTraffic} probe, and finds it again for the session that attaches the connection
 * (through a pool's proxy too). When the user may not read the session's statistics, the first connection
 * says so, the meter records the reason and stops trying: the run goes on without traffic figures.
 *
 * <p>Connections are held weakly: a connection the pool or a session dropped takes its probe with it.
 */
public final class OracleTrafficMeter {
    private final Map<Connection, OracleSessionTraffic> byConnection = Collections.synchronizedMap(new WeakHashMap<>());
    private volatile String unavailable;

    /**
     * Puts the probe on a connection just opened (before any transaction: the probe's calibration is
     * logon cost, in no transaction's figures). Does nothing once the statistics proved unreadable. Any
     * failure of the probe stops the counting, never the logon: traffic figures are not worth a run (a
     * broken connection fails its first real statement anyway).
     */
    public void opened(Connection connection) {
        if (unavailable != null) return;
        try {
            byConnection.put(connection, OracleSessionTraffic.open(connection));
        } catch (SessionStatisticsUnavailableException e) {
            unavailable = e.getMessage();
        } catch (SQLException e) {
            unavailable = OracleSessionTraffic.couldNotRead(e);
        }
    }

    /** Whether every connection so far has its probe: false after the statistics proved unreadable. */
    public boolean counting() {
        return unavailable == null;
    }

    /** The one-line reason traffic is not counted, or null while it is. */
    public String unavailableReason() {
        return unavailable;
    }

    /** The probe of {@code connection} (or of the connection a pool's proxy wraps), or null. */
    public OracleSessionTraffic of(Connection connection) {
        return ByConnection.find(byConnection, connection);
    }
}
