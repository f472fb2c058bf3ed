package io.dbbench.core.internal.traffic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class TrafficMeterTest {
    private final TrafficMeter meter = new TrafficMeter();

    /** A physical connection: not a wrapper. */
    private static Connection physical() {
        return (Connection) Proxy.newProxyInstance(
                TrafficMeterTest.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (p, m, a) -> switch (m.getName()) {
                    case "isWrapperFor" -> ((Class<?>) a[0]).isInstance(p);
                    case "unwrap" -> p;
                    case "hashCode" -> System.identityHashCode(p);
                    case "equals" -> p == a[0];
                    default -> null;
                });
    }

    /** A pool's proxy for {@code inner}, unwrapping to it as HikariCP's does. */
    private static Connection proxyFor(Connection inner) {
        return (Connection) Proxy.newProxyInstance(
                TrafficMeterTest.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (p, m, a) -> switch (m.getName()) {
                    case "isWrapperFor" -> true;
                    case "unwrap" -> inner;
                    case "hashCode" -> System.identityHashCode(p);
                    case "equals" -> p == a[0];
                    default -> null;
                });
    }

    /**
     * What pgjdbc (42.7's ObjectFactory) does with the properties: makes the named factory by its constructor taking
     * the properties, its first choice, and asks for a socket.
     */
    private static CountingSocket socketAsPgjdbcMakesIt(Properties props) throws Exception {
        assertEquals(CountingSocketFactory.class.getName(), props.getProperty("socketFactory"));
        CountingSocketFactory factory = Class.forName(props.getProperty("socketFactory"))
                .asSubclass(CountingSocketFactory.class)
                .getConstructor(Properties.class)
                .newInstance(props);
        return (CountingSocket) factory.createSocket();
    }

    @Test
    void aConnectionOpenedOnThePreparedPropertiesHasItsSocketsCounts() throws Exception {
        Properties props = new Properties();
        String key = meter.prepare(props);
        CountingSocket socket = socketAsPgjdbcMakesIt(props);
        Connection c = physical();
        meter.opened(key, c);
        assertSame(socket.counts(), meter.countsOf(c));
        assertSame(socket.counts(), meter.countsOf(proxyFor(c)), "through a pool's proxy");
    }

    @Test
    void aLaterSocketUnderTheKeyIsNotTheConnections() throws Exception {
        Properties props = new Properties();
        String key = meter.prepare(props);
        CountingSocket first = socketAsPgjdbcMakesIt(props);
        Connection c = physical();
        meter.opened(key, c);
        socketAsPgjdbcMakesIt(props).close(); // pgjdbc's cancel request goes over a socket of its own
        assertSame(first.counts(), meter.countsOf(c));
    }

    @Test
    void theLastSocketOfAnAttemptIsTheOneKept() throws Exception {
        Properties props = new Properties();
        String key = meter.prepare(props);
        socketAsPgjdbcMakesIt(props).close(); // a host of the list that did not answer
        CountingSocket used = socketAsPgjdbcMakesIt(props);
        Connection c = physical();
        meter.opened(key, c);
        assertSame(used.counts(), meter.countsOf(c));
    }

    @Test
    void aConnectionWithoutACountingSocketIsNotMetered() {
        Properties props = new Properties();
        String key = meter.prepare(props); // the URL named a socket factory of its own: ours was never made
        Connection c = physical();
        meter.opened(key, c);
        assertNull(meter.countsOf(c));
        assertNull(meter.countsOf(proxyFor(c)));
        assertNull(meter.countsOf(null));
    }

    @Test
    void anAbandonedAttemptLeavesNothing() throws Exception {
        Properties props = new Properties();
        String key = meter.prepare(props);
        meter.abandoned(key);
        socketAsPgjdbcMakesIt(props).close();
        Connection c = physical();
        meter.opened(key, c);
        assertNull(meter.countsOf(c));
    }
}
