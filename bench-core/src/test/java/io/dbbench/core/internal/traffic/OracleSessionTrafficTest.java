package io.dbbench.core.internal.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class OracleSessionTrafficTest {
    private final FakeOracleSession session = new FakeOracleSession();

    @Test
    void theProbesOwnCostIsMeasuredOnTheConnectionWithItsRoundTrip() throws SQLException {
        OracleSessionTraffic probe = OracleSessionTraffic.open(session.connection());
        assertEquals(
                new OracleSessionTraffic.Reading(FakeOracleSession.PROBE_OUT, FakeOracleSession.PROBE_IN, 1),
                probe.probeCost());
        // the calibration (and the larger first execution, which parses) is in no figure
        assertEquals(
                0,
                probe.counts().bytesSent()
                        + probe.counts().bytesReceived()
                        + probe.counts().roundTrips());
    }

    @Test
    void aRefreshAddsWhatTheSessionSentAndReceivedLessOneProbe() throws SQLException {
        OracleSessionTraffic probe = OracleSessionTraffic.open(session.connection());
        session.turn(100, 300);
        session.turn(40, 7);
        assertTrue(probe.refresh());
        // the server's "received from client" is what the client sent: out and in are not swapped
        assertEquals(140, probe.counts().bytesSent());
        assertEquals(307, probe.counts().bytesReceived());
        assertEquals(2, probe.counts().roundTrips());
        assertTrue(probe.refresh());
        assertEquals(140, probe.counts().bytesSent(), "probes alone add nothing");
        assertEquals(307, probe.counts().bytesReceived());
        assertEquals(2, probe.counts().roundTrips());
        session.turn(1, 2);
        assertTrue(probe.refresh());
        assertEquals(141, probe.counts().bytesSent());
        assertEquals(3, probe.counts().roundTrips());
    }

    @Test
    void withoutThePrivilegeTheReasonIsOneLineNamingWhatToGrant() {
        session.failingWith(942);
        SessionStatisticsUnavailableException e = assertThrows(
                SessionStatisticsUnavailableException.class, () -> OracleSessionTraffic.open(session.connection()));
        assertTrue(e.getMessage().startsWith("traffic not counted on Oracle: "), e.getMessage());
        assertTrue(e.getMessage().contains("SELECT_CATALOG_ROLE"), e.getMessage());
        assertTrue(e.getMessage().contains("V_$MYSTAT"), e.getMessage());
        assertEquals(-1, e.getMessage().indexOf('\n'));
        assertEquals(Optional.of(e.getMessage()), OracleSessionTraffic.unavailableReason(session.connection()));
        assertEquals(
                Optional.of(e.getMessage()),
                OracleSessionTraffic.unavailableReason(
                        new FakeOracleSession().failingWith(1031).connection()));
    }

    @Test
    void aStatisticOracleDoesNotHaveIsUnavailableNotZero() {
        session.missingAStatistic();
        SessionStatisticsUnavailableException e = assertThrows(
                SessionStatisticsUnavailableException.class, () -> OracleSessionTraffic.open(session.connection()));
        assertTrue(e.getMessage().contains("has 2 of the statistics"), e.getMessage());
    }

    @Test
    void aReadableSessionHasNoReasonAndAnotherErrorSaysWhatFailed() {
        assertEquals(Optional.empty(), OracleSessionTraffic.unavailableReason(session.connection()));
        Optional<String> reason = OracleSessionTraffic.unavailableReason(
                new FakeOracleSession().failingWith(17008).connection());
        assertEquals(
                Optional.of("traffic not counted on Oracle: V$MYSTAT could not be read (ORA-17008: fake)"), reason);
    }

    @Test
    void aProbeOnABrokenConnectionSaysItsCountsAreNotCurrent() throws SQLException {
        OracleSessionTraffic probe = OracleSessionTraffic.open(session.connection());
        session.turn(10, 10);
        session.failingWith(17008);
        assertFalse(probe.refresh());
        assertEquals(0, probe.counts().bytesSent());
    }
}
