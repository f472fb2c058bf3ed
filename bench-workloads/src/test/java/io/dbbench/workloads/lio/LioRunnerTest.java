package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A session that dies of a RuntimeException (not SQL) ends the run with a failure naming it. Before the
 * fix its thread died without leaving the barrier and the runner waited forever: hence the timeout.
 */
class LioRunnerTest {
    @Test
    @Timeout(
            value = 20,
            unit = TimeUnit.SECONDS,
            threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // Phaser waits ignore interrupts
    void aSessionsRuntimeErrorFailsTheRunInsteadOfHangingIt() {
        AtomicInteger connections = new AtomicInteger();
        DataSource ds = proxy(DataSource.class, (m, args) -> {
            if (!m.equals("getConnection")) throw new UnsupportedOperationException(m);
            // the first connection reads the counters; every session's connection breaks while preparing
            return connections.getAndIncrement() == 0 ? countersConnection() : brokenConnection();
        });
        LioRunner runner =
                new LioRunner(ds, Dialects.postgresql(), new LioSchema.Status(List.of("lio_t1"), 1_000, false));
        LioRunException e = assertThrows(
                LioRunException.class, () -> runner.run(new LioRunConfig(3, 0, 100, 0, LioSettings.readOnly(16))));
        assertTrue(e.getMessage().startsWith("session ") && e.getMessage().contains("driver bug"), e.getMessage());
        assertInstanceOf(IllegalStateException.class, e.getCause());
    }

    /**
     * PostgreSQL before 15 (no pg_stat_force_next_flush): the session sleeps past the 500 ms send interval,
     * then ends a trivial transaction so the server sends its pending statistics, and says the caller must wait.
     */
    @Test
    void withoutFlushFunctionASessionWaitsPastTheSendIntervalThenCommitsATrivialQuery() throws Exception {
        List<String> executed = new java.util.concurrent.CopyOnWriteArrayList<>();
        long[] selectOneAtNanos = {0};
        Connection c = proxy(Connection.class, (m, args) -> switch (m) {
            case "setAutoCommit", "close" -> null;
            case "prepareStatement" -> proxy(java.sql.PreparedStatement.class, (pm, pargs) -> switch (pm) {
                case "executeQuery" -> throw new java.sql.SQLException(
                        "function pg_stat_force_next_flush() does not exist", "42883");
                case "close" -> null;
                default -> throw new UnsupportedOperationException(pm);
            });
            case "createStatement" -> proxy(Statement.class, (sm, sargs) -> switch (sm) {
                case "executeQuery" -> {
                    executed.add((String) sargs[0]);
                    selectOneAtNanos[0] = System.nanoTime();
                    yield counters();
                }
                case "close" -> null;
                default -> throw new UnsupportedOperationException(sm);
            });
            default -> throw new UnsupportedOperationException(m);
        });
        LioSession s = new LioSession(
                c, LioSql.forDialect(Dialects.postgresql()), "lio_t1", 1_000, LioSettings.readOnly(16), 1);
        for (int i = 0; i < 2; i++) {
            long start = System.nanoTime();
            assertFalse(s.flushStatistics());
            assertTrue(
                    selectOneAtNanos[0] - start > TimeUnit.MILLISECONDS.toNanos(LioSession.PRE15_SEND_INTERVAL_MILLIS));
        }
        assertEquals(List.of("SELECT 1", "SELECT 1"), executed);
        assertTrue(LioSession.PRE15_READER_WAIT_MILLIS > LioSession.PRE15_SEND_INTERVAL_MILLIS);
    }

    private static Connection countersConnection() {
        return proxy(Connection.class, (m, args) -> switch (m) {
            case "createStatement" -> proxy(Statement.class, (sm, sargs) -> switch (sm) {
                case "executeQuery" -> counters();
                case "close" -> null;
                default -> throw new UnsupportedOperationException(sm);
            });
            case "setAutoCommit", "commit", "close" -> null;
            default -> throw new UnsupportedOperationException(m);
        });
    }

    /** Two rows: logical reads 0, physical reads 0 (and flush.sql's one row is read the same way). */
    private static ResultSet counters() {
        AtomicInteger row = new AtomicInteger();
        return proxy(ResultSet.class, (m, args) -> switch (m) {
            case "next" -> row.incrementAndGet() <= 2;
            case "getString" -> row.get() == 1 ? ServerCounters.LOGICAL_READS : ServerCounters.PHYSICAL_READS;
            case "getLong" -> 0L;
            case "close" -> null;
            default -> throw new UnsupportedOperationException(m);
        });
    }

    private static Connection brokenConnection() {
        return proxy(Connection.class, (m, args) -> switch (m) {
            case "setAutoCommit", "close" -> null;
            case "prepareStatement" -> throw new IllegalStateException("driver bug");
            default -> throw new UnsupportedOperationException(m);
        });
    }

    interface Handler {
        Object invoke(String method, Object[] args) throws Exception;
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Handler handler) {
        return (T) Proxy.newProxyInstance(
                LioRunnerTest.class.getClassLoader(),
                new Class<?>[] {type},
                (p, m, args) ->
                        m.getName().equals("toString") ? type.getSimpleName() : handler.invoke(m.getName(), args));
    }
}
