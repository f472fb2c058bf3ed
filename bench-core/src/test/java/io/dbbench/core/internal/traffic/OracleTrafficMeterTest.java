package io.dbbench.core.internal.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import org.junit.jupiter.api.Test;

class OracleTrafficMeterTest {
    private final OracleTrafficMeter meter = new OracleTrafficMeter();

    @Test
    void eachConnectionGetsItsProbeFoundAgainThroughAPoolsProxy() {
        Connection physical = new FakeOracleSession().connection();
        meter.opened(physical);
        OracleSessionTraffic probe = meter.of(physical);
        assertNotNull(probe);
        assertSame(probe, meter.of(proxyOf(physical)));
        assertNull(meter.of(new FakeOracleSession().connection()), "a connection it did not open");
        assertTrue(meter.counting());
        assertNull(meter.unavailableReason());
    }

    @Test
    void withoutThePrivilegeTheMeterStopsTryingAndSaysWhy() {
        FakeOracleSession refused = new FakeOracleSession().failingWith(942);
        meter.opened(refused.connection());
        assertFalse(meter.counting());
        assertTrue(meter.unavailableReason().contains("SELECT_CATALOG_ROLE"), meter.unavailableReason());
        FakeOracleSession next = new FakeOracleSession();
        Connection c = next.connection();
        meter.opened(c);
        assertEquals(0, next.prepares.get(), "no probe on later connections");
        assertNull(meter.of(c));
    }

    @Test
    void anyOtherFailureStopsTheCountingNotTheLogon() {
        meter.opened(new FakeOracleSession().failingWith(904).connection());
        assertFalse(meter.counting());
        assertEquals(
                "traffic not counted on Oracle: V$MYSTAT could not be read (ORA-904: fake)", meter.unavailableReason());
    }

    /** What HikariCP hands out: a Connection that unwraps to the physical one. */
    private static Connection proxyOf(Connection physical) {
        return (Connection) Proxy.newProxyInstance(
                OracleTrafficMeterTest.class.getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> {
                    switch (m.getName()) {
                        case "isWrapperFor":
                            return true;
                        case "unwrap":
                            return physical;
                        case "hashCode":
                            return System.identityHashCode(p);
                        case "equals":
                            return p == args[0];
                        default:
                            return null;
                    }
                });
    }
}
