package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

class DirectConnectionSourceTest {
    /** Physical connections of a fake driver: which were closed, and how many logons ran at once at most. */
    private static final class FakeDriver {
        final Set<Connection> open = ConcurrentHashMap.newKeySet();
        final AtomicInteger concurrent = new AtomicInteger();
        final AtomicInteger maxConcurrent = new AtomicInteger();
        volatile boolean failAutoCommit;
        volatile long logonMillis;
        /** When set, a logon waits for it to open. */
        volatile CountDownLatch logonGate;

        DataSource dataSource() {
            return (DataSource) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                        if (!method.getName().equals("getConnection")) return null;
                        maxConcurrent.accumulateAndGet(concurrent.incrementAndGet(), Math::max);
                        try {
                            if (logonMillis > 0) Thread.sleep(logonMillis);
                            CountDownLatch gate = logonGate;
                            if (gate != null) gate.await();
                        } finally {
                            concurrent.decrementAndGet();
                        }
                        return connection();
                    });
        }

        private Connection connection() {
            Connection[] self = new Connection[1];
            self[0] = (Connection) Proxy.newProxyInstance(
                    getClass().getClassLoader(),
                    new Class<?>[] {Connection.class},
                    (proxy, method, args) -> switch (method.getName()) {
                        case "setAutoCommit" -> {
                            if (failAutoCommit) throw new SQLException("connection reset", "08006");
                            yield null;
                        }
                        case "close" -> {
                            open.remove(self[0]);
                            yield null;
                        }
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> null;
                    });
            open.add(self[0]);
            return self[0];
        }
    }

    @Test
    void aConnectionWhoseAutoCommitCannotBeSetIsClosed() {
        FakeDriver driver = new FakeDriver();
        driver.failAutoCommit = true;
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 4);
        assertThrows(SQLException.class, source::acquire);
        assertEquals(Set.of(), driver.open);
        assertEquals(0, source.activeConnections());
    }

    @Test
    void closeClosesWhatIsLentAndNothingIsLentAfterIt() throws Exception {
        FakeDriver driver = new FakeDriver();
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 4);
        source.acquire();
        source.acquire();
        assertEquals(2, driver.open.size());
        source.close();
        assertEquals(Set.of(), driver.open);
        assertEquals(0, source.activeConnections());
        assertThrows(SQLException.class, source::acquire);
        assertEquals(Set.of(), driver.open);
    }

    /** The stop wakes a user waiting for its turn to log on; the logon under way is left to finish. */
    @Test
    void theStopWakesTheUsersQueuedForTheirTurnNotTheOneLoggingOn() throws Exception {
        FakeDriver driver = new FakeDriver();
        driver.logonGate = new CountDownLatch(1);
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 1);
        AtomicReference<Object> first = new AtomicReference<>();
        AtomicReference<Object> second = new AtomicReference<>();
        Thread loggingOn = user(source, first);
        loggingOn.start();
        // bounded waits for a state, not for time to pass: the first holds the only turn, then the second queues
        for (int i = 0; i < 60_000 && driver.concurrent.get() == 0; i++) Thread.sleep(1);
        Thread queued = user(source, second);
        queued.start();
        for (int i = 0; i < 60_000 && source.queuedLogons() == 0; i++) Thread.sleep(1);
        assertEquals(1, source.queuedLogons());

        source.stopQueuedLogons();
        queued.join(TimeUnit.MINUTES.toMillis(1));
        assertTrue(
                second.get() instanceof SQLException e && e.getMessage().contains("waiting to log on"),
                "the queued user gave up: " + second.get());
        assertEquals(0, source.queuedLogons());
        assertEquals(null, first.get(), "the logon under way goes on");

        driver.logonGate.countDown();
        loggingOn.join(TimeUnit.MINUTES.toMillis(1));
        assertTrue(first.get() instanceof Connection, "the user logging on got on: " + first.get());
    }

    /**
     * A user reaching the queue just after the stop (the stop's interrupts already sent) gives up at once: it
     * would otherwise wait for a turn held by a logon that may take the whole stop grace.
     */
    @Test
    void aUserArrivingAfterTheStopGivesUpWithoutWaitingItsTurn() throws Exception {
        FakeDriver driver = new FakeDriver();
        driver.logonGate = new CountDownLatch(1);
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 1);
        AtomicReference<Object> first = new AtomicReference<>();
        AtomicReference<Object> late = new AtomicReference<>();
        Thread loggingOn = user(source, first);
        loggingOn.start();
        // a bounded wait for a state: the first user holds the only turn, its logon held open by the gate
        for (int i = 0; i < 60_000 && driver.concurrent.get() == 0; i++) Thread.sleep(1);
        assertEquals(1, driver.concurrent.get());

        source.stopQueuedLogons();
        Thread arriving = user(source, late);
        arriving.start();
        arriving.join(TimeUnit.MINUTES.toMillis(1));
        try {
            assertTrue(
                    late.get() instanceof SQLException e && e.getMessage().contains("waiting to log on"),
                    "the late user gave up while the turn was still taken: " + late.get());
            assertEquals(0, source.queuedLogons());
            assertEquals(1, driver.concurrent.get(), "the late user never reached the driver");
        } finally {
            driver.logonGate.countDown();
            loggingOn.join(TimeUnit.MINUTES.toMillis(1));
        }
        assertTrue(first.get() instanceof Connection, "the logon under way goes on: " + first.get());
    }

    /** A user's thread that logs on and keeps what it got: its connection or its failure. */
    private static Thread user(DirectConnectionSource source, AtomicReference<Object> got) {
        return new Thread(() -> {
            try {
                got.set(source.acquire());
            } catch (SQLException e) {
                got.set(e);
            }
        });
    }

    @Test
    void releaseLogsTheUserOff() throws Exception {
        FakeDriver driver = new FakeDriver();
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 4);
        Connection c = source.acquire();
        source.release(c);
        assertEquals(Set.of(), driver.open);
    }

    /** Twelve users log on together: no more than the cap of three logons run at once, and all get on. */
    @Test
    void concurrentLogonsAreCapped() throws Exception {
        FakeDriver driver = new FakeDriver();
        driver.logonMillis = 30;
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 3);
        List<Thread> users = new ArrayList<>();
        AtomicInteger loggedOn = new AtomicInteger();
        for (int i = 0; i < 12; i++) {
            Thread t = new Thread(() -> {
                try {
                    source.acquire();
                    loggedOn.incrementAndGet();
                } catch (SQLException e) {
                    throw new AssertionError(e);
                }
            });
            users.add(t);
            t.start();
        }
        for (Thread t : users) t.join(10_000);
        assertEquals(12, loggedOn.get());
        assertTrue(driver.maxConcurrent.get() <= 3, "logons at once: " + driver.maxConcurrent.get());
        assertTrue(
                driver.maxConcurrent.get() > 1, "logons run in parallel up to the cap: " + driver.maxConcurrent.get());
    }

    @Test
    void theCapIsTwiceTheProcessorsUnlessThePropertySaysOtherwise() {
        String before = System.getProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY);
        try {
            System.clearProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY);
            assertEquals(2 * Runtime.getRuntime().availableProcessors(), DirectConnectionSource.maxConcurrentLogons());
            System.setProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY, "7");
            assertEquals(7, DirectConnectionSource.maxConcurrentLogons());
            System.setProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY, "0");
            assertThrows(IllegalArgumentException.class, DirectConnectionSource::maxConcurrentLogons);
        } finally {
            if (before == null) System.clearProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY);
            else System.setProperty(DirectConnectionSource.MAX_CONCURRENT_LOGONS_PROPERTY, before);
        }
    }

    @Test
    void onlyAConnectionPoolingBlockWithAValueOfItsOwnGetsAPool() {
        assertTrue(!DirectConnectionSource.pooled(connection(io.dbbench.core.config.PoolingConfig.DEFAULT)));
        // an empty block reads as the defaults: the same as no block
        assertTrue(!DirectConnectionSource.pooled(connection(new io.dbbench.core.config.PoolingConfig(
                0, 0, 0, java.time.Duration.ZERO, java.time.Duration.ofSeconds(30)))));
        assertTrue(DirectConnectionSource.pooled(connection(new io.dbbench.core.config.PoolingConfig(
                5, 5, 10, java.time.Duration.ZERO, java.time.Duration.ofSeconds(30)))));
        assertTrue(DirectConnectionSource.pooled(connection(new io.dbbench.core.config.PoolingConfig(
                0, 0, 0, java.time.Duration.ZERO, java.time.Duration.ofSeconds(5)))));
    }

    private static io.dbbench.core.config.ConnectionConfig connection(io.dbbench.core.config.PoolingConfig pooling) {
        return new io.dbbench.core.config.ConnectionConfig(
                "soe", io.dbbench.core.config.Secret.none(), "", "", null, java.util.Map.of(), List.of(), pooling);
    }

    /**
     * LogOutPostTransaction is a real logoff and logon, as in SwingBench: every transaction of a user runs
     * on a physical connection of its own (on PostgreSQL, a new pg_backend_pid each time).
     */
    @Test
    void logOutPostTransactionLogsOnAnewForEveryTransaction() throws Exception {
        FakeDriver driver = new FakeDriver();
        DirectConnectionSource source = new DirectConnectionSource(driver.dataSource(), 4);
        Set<Connection> seen = ConcurrentHashMap.newKeySet();
        AtomicInteger transactions = new AtomicInteger();
        io.dbbench.core.config.RunConfig config = io.dbbench.core.config.RunConfig.builder()
                .name("logout")
                .users(1)
                .logoutPostTransaction(true)
                .maxTransactions(5)
                .transaction("T", "T", Fakes.PREFIX + "T", 1)
                .build();
        new LoadEngine(
                        config,
                        Fakes.DIALECT,
                        source,
                        Fakes.registry(java.util.Map.of("T", ctx -> {
                            seen.add(ctx.connection());
                            transactions.incrementAndGet();
                            return io.dbbench.core.workload.Outcome.committed(io.dbbench.core.workload.DmlCounts.NONE);
                        })),
                        EngineOptions.defaults().withSeed(1))
                .run();

        assertEquals(5, transactions.get());
        assertEquals(5, seen.size(), "a new physical connection per transaction");
        assertEquals(Set.of(), driver.open, "each was closed: the user logged off");
    }
}
