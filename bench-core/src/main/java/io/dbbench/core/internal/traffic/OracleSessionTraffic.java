package io.dbbench.core.internal.traffic;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * One Oracle connection's traffic as the server counts it for the session ({@code V$MYSTAT}): the
 * Oracle thin driver takes no socket factory, so the client's socket cannot be counted as PostgreSQL's is.
 * Each {@link #refresh} runs the probe query and adds to {@link #counts} what crossed the wire since the
 * previous probe <em>less one probe's own cost</em>, so the counts read as if the probes were not there.
 *
 * <p>Why one probe's cost: the server reads a statistic while it executes the probe, after receiving the
 * probe's request and before sending its reply. Between two readings lie therefore exactly one whole
 * probe (the first one's reply, the second one's request and their round trip) and whatever else the
 * session sent. That cost is measured on the connection itself when it opens (the smaller of two
 * back-to-back differences, per figure), never assumed. The probe's reply has the same size every time:
 * one row of fixed-width strings, so the subtraction is exact as long as Oracle's reply framing is.
 *
 * <p>Used by one thread at a time, like the connection it belongs to.
 */
public final class OracleSessionTraffic {
    static final String CLIENT_BYTES_OUT = "bytes received via SQL*Net from client";
    static final String CLIENT_BYTES_IN = "bytes sent via SQL*Net to client";
    static final String ROUND_TRIPS = "SQL*Net roundtrips to/from client";

    /**
     * The session's three statistics in one row of fixed-width strings (19 digits each), so that the
     * probe's own reply never changes size as the values grow; {@code found} tells a statistic Oracle
     * no longer has apart from one that is zero. The server's "received" is the client's out.
     */
    public static final String SQL =
            """
            SELECT COUNT(*) AS found,
                   TO_CHAR(SUM(DECODE(n.name, 'bytes received via SQL*Net from client', m.value, 0)),
                           'FM0000000000000000000') AS client_bytes_out,
                   TO_CHAR(SUM(DECODE(n.name, 'bytes sent via SQL*Net to client', m.value, 0)),
                           'FM0000000000000000000') AS client_bytes_in,
                   TO_CHAR(SUM(DECODE(n.name, 'SQL*Net roundtrips to/from client', m.value, 0)),
                           'FM0000000000000000000') AS round_trips
              FROM v$mystat m JOIN v$statname n ON n.statistic# = m.statistic#
             WHERE n.name IN ('bytes received via SQL*Net from client', 'bytes sent via SQL*Net to client',
                              'SQL*Net roundtrips to/from client')""";

    /** ORA-00942 (view not there for this user) and ORA-01031 (insufficient privileges). */
    private static final int NOT_GRANTED = 942;

    private static final int INSUFFICIENT_PRIVILEGES = 1031;

    /** Back-to-back probes taken when a connection opens: the first parses, the next three measure the cost. */
    private static final int CALIBRATION_PROBES = 4;

    private final PreparedStatement probe;
    private final WireCounts counts = new WireCounts();
    private final Reading cost;
    private Reading last;

    private OracleSessionTraffic(PreparedStatement probe, Reading cost, Reading last) {
        this.probe = probe;
        this.cost = cost;
        this.last = last;
    }

    /** What the server had counted for the session at one probe, from the client's side: out is what it sent. */
    public record Reading(long bytesOut, long bytesIn, long roundTrips) {
        Reading minus(Reading o) {
            return new Reading(bytesOut - o.bytesOut, bytesIn - o.bytesIn, roundTrips - o.roundTrips);
        }

        Reading min(Reading o) {
            return new Reading(
                    Math.min(bytesOut, o.bytesOut), Math.min(bytesIn, o.bytesIn), Math.min(roundTrips, o.roundTrips));
        }
    }

    /**
     * Prepares the probe on {@code connection} (kept open for the connection's life, so each probe is the
     * same re-execution) and measures its cost.
     *
     * @throws SessionStatisticsUnavailableException when the user may not read the views, or Oracle lacks one
     *     of the statistics: the one-line reason
     */
    public static OracleSessionTraffic open(Connection connection) throws SQLException {
        PreparedStatement probe = connection.prepareStatement(SQL);
        try {
            Reading[] r = new Reading[CALIBRATION_PROBES];
            for (int i = 0; i < r.length; i++) r[i] = read(probe);
            Reading cost = r[2].minus(r[1]).min(r[3].minus(r[2]));
            return new OracleSessionTraffic(probe, cost, r[3]);
        } catch (SQLException | RuntimeException e) {
            probe.close();
            throw e;
        }
    }

    /** Null when the user may read the session's statistics on {@code connection}, else the one-line reason. */
    public static Optional<String> unavailableReason(Connection connection) {
        try (PreparedStatement probe = connection.prepareStatement(SQL)) {
            read(probe);
            return Optional.empty();
        } catch (SessionStatisticsUnavailableException e) {
            return Optional.of(e.getMessage());
        } catch (SQLException e) {
            return Optional.of(couldNotRead(e));
        }
    }

    /** The one-line reason for a probe that failed otherwise than for want of privileges. */
    static String couldNotRead(SQLException e) {
        return "traffic not counted on Oracle: V$MYSTAT could not be read (" + firstLine(e) + ")";
    }

    private static String firstLine(SQLException e) {
        String m = String.valueOf(e.getMessage()).strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }

    private static Reading read(PreparedStatement probe) throws SQLException {
        try (ResultSet rs = probe.executeQuery()) {
            if (!rs.next()) throw new SQLException("the V$MYSTAT probe returned no row");
            int found = rs.getInt(1);
            if (found != 3)
                throw new SessionStatisticsUnavailableException(
                        "traffic not counted on Oracle: V$STATNAME has " + found + " of the statistics '"
                                + CLIENT_BYTES_OUT + "', '" + CLIENT_BYTES_IN + "', '" + ROUND_TRIPS + "'",
                        null);
            return new Reading(
                    Long.parseLong(rs.getString(2)), Long.parseLong(rs.getString(3)), Long.parseLong(rs.getString(4)));
        } catch (SQLException e) {
            if (e.getErrorCode() == NOT_GRANTED || e.getErrorCode() == INSUFFICIENT_PRIVILEGES)
                throw new SessionStatisticsUnavailableException(
                        "traffic not counted on Oracle: the user may not read V$MYSTAT and V$STATNAME"
                                + " (grant SELECT_CATALOG_ROLE, or SELECT on V_$MYSTAT and V_$STATNAME)",
                        e);
            throw e;
        }
    }

    /**
     * Takes a reading and adds what the session sent and received since the last one, less one probe.
     * A difference smaller than the probe's cost (a reply a few bytes shorter than when the cost was
     * measured) adds nothing rather than a negative amount.
     *
     * @return false when the probe failed (the connection is broken): the counts are then not current
     */
    public boolean refresh() {
        Reading now;
        try {
            now = read(probe);
        } catch (SQLException e) {
            return false;
        }
        Reading net = now.minus(last).minus(cost);
        last = now;
        counts.add(Math.max(0, net.bytesOut()), Math.max(0, net.bytesIn()), Math.max(0, net.roundTrips()));
        return true;
    }

    /** The session's traffic without the probes', as of the last {@link #refresh}. */
    public WireCounts counts() {
        return counts;
    }

    /** What one probe costs on this connection, as measured when it opened. */
    public Reading probeCost() {
        return cost;
    }
}
