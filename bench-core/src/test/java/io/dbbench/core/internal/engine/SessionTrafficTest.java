package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.internal.traffic.FakeOracleSession;
import io.dbbench.core.internal.traffic.OracleSessionTraffic;
import io.dbbench.core.result.TrafficTotals;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** How often a session probes an Oracle connection, and that each transaction gets exactly its own traffic. */
class SessionTrafficTest {
    private final FakeOracleSession oracle = new FakeOracleSession();
    private final SessionTraffic traffic = new SessionTraffic();
    private final TransactionRecorder recorder = new TransactionRecorder();

    private OracleSessionTraffic probe() throws SQLException {
        OracleSessionTraffic probe = OracleSessionTraffic.open(oracle.connection());
        oracle.probes.set(0);
        return probe;
    }

    @Test
    void aHeldConnectionPaysOneProbePerTransaction() throws SQLException {
        traffic.attached(null, probe());
        for (int i = 0; i < 10; i++) {
            traffic.mark();
            oracle.turn(100, 200);
            oracle.turn(20, 30);
            traffic.record(0, recorder);
        }
        // the first transaction's start, then one as each ends (which is the next one's start)
        assertEquals(11, oracle.probes.get());
        assertEquals(new TrafficTotals(1200, 2300, 20), recorder.drain().traffic());
    }

    @Test
    void aConnectionTakenAgainIsProbedAgainSoWhatRanMeanwhileIsInNoTransaction() throws SQLException {
        OracleSessionTraffic probe = probe();
        for (int i = 0; i < 5; i++) {
            // a pool's validation between two borrows: on the connection, in no transaction
            oracle.turn(7, 7);
            traffic.attached(null, probe);
            traffic.mark();
            oracle.turn(100, 200);
            traffic.record(0, recorder);
        }
        assertEquals(10, oracle.probes.get());
        assertEquals(new TrafficTotals(500, 1000, 5), recorder.drain().traffic());
    }

    @Test
    void aTransactionWhoseConnectionBrokeAddsNothing() throws SQLException {
        traffic.attached(null, probe());
        traffic.mark();
        oracle.turn(100, 200);
        oracle.failingWith(17008);
        traffic.record(0, recorder);
        assertEquals(TrafficTotals.ZERO, recorder.drain().traffic());
    }
}
