package io.dbbench.workloads.lio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The in-database loop's JDBC side on PostgreSQL, against a recording connection: the procedure is created
 * for the session's table, the session's random generator seeded, the block called with the settings in
 * the order server-loop.sql declares them, and its counts and times kept only for the measured window.
 */
class ServerLoopSessionTest {
    private final List<String> executed = new ArrayList<>();
    private final List<Map<Integer, Object>> calls = new ArrayList<>();
    private final Map<Integer, Object> seedBinds = new TreeMap<>();

    @Test
    void createsSeedsAndCallsTheBlockAndCountsOnlyTheMeasuredWindow() throws Exception {
        // 256 keys per range, 20% heavy updates, 5% scans, hot spot every 7th op at keys 101..1100, think 1..3 ms
        LioSettings settings = new LioSettings(256, 20, 5, UpdateMode.HEAVY, 7, 100, 1000, 1, 3, 9);
        ServerLoopSession s = new ServerLoopSession(
                connection(), LioSql.forDialect(Dialects.postgresql()), "lio_t2", 10_000, settings, 11);
        assertTrue(executed.get(0).startsWith("CREATE OR REPLACE PROCEDURE pg_temp.lio_server_loop("), executed.get(0));
        assertTrue(executed.get(0).contains("FROM lio_t2 WHERE")
                && !executed.get(0).contains("lio_table"));
        assertEquals(Map.of(1, 11), seedBinds);
        // the constructor compiled the block with a 0 ms run: no operation
        assertEquals(List.of(256L, 10_000L, 20L, 5L, 1L, 7L, 100L, 1000L, 1L, 3L, 0L, 0L), binds(0));

        s.loop(System.nanoTime() + 2_000_000_000L, 0, false, () -> false); // warm-up: not counted
        long runMillis = (Long) calls.get(1).get(11);
        assertTrue(runMillis > 1_000 && runMillis <= 2_000, runMillis + " ms");
        s.loop(System.nanoTime() + 60_000_000_000L, 300, true, () -> false);
        assertEquals(300L, calls.get(2).get(12));
        assertEquals(Map.of(LioOperation.SELECT, 3L, LioOperation.UPDATE, 2L, LioOperation.SCAN, 1L), s.counts());
        assertEquals(
                Map.of(LioOperation.SELECT, 1_500_000L, LioOperation.UPDATE, 2_000_000L, LioOperation.SCAN, 250L),
                s.inDatabaseNanos());
        assertTrue(s.latencyNanos().isEmpty());

        s.loop(System.nanoTime() - 1, 0, true, () -> false); // deadline already past: the block is not called
        s.loop(System.nanoTime() + 1_000_000_000L, 0, true, () -> true); // stopped: not called either
        assertEquals(3, calls.size());
    }

    @Test
    void seedsMapIntoTheRangeBothDatabasesAccept() {
        assertEquals(0, ServerLoopSession.seedOf(0));
        assertEquals(42, ServerLoopSession.seedOf(42));
        assertEquals(Integer.MAX_VALUE - 1, ServerLoopSession.seedOf(-1));
        assertEquals(0, ServerLoopSession.seedOf(Integer.MAX_VALUE));
    }

    private List<Long> binds(int call) {
        return new TreeMap<>(calls.get(call))
                .values().stream().map(v -> (Long) v).toList();
    }

    private Connection connection() {
        return proxy(Connection.class, (m, args) -> switch (m) {
            case "setAutoCommit", "close" -> null;
            case "createStatement" -> proxy(Statement.class, (sm, sargs) -> switch (sm) {
                case "execute" -> {
                    executed.add((String) sargs[0]);
                    yield false;
                }
                case "close" -> null;
                default -> throw new UnsupportedOperationException(sm);
            });
            case "prepareStatement" -> statement((String) args[0]);
            default -> throw new UnsupportedOperationException(m);
        });
    }

    private PreparedStatement statement(String sql) {
        boolean call = sql.startsWith("CALL pg_temp.lio_server_loop(");
        Map<Integer, Object> binds = call ? new TreeMap<>() : sql.contains("setseed") ? seedBinds : new TreeMap<>();
        return proxy(PreparedStatement.class, (m, args) -> switch (m) {
            case "setLong", "setInt" -> binds.put((Integer) args[0], args[1]);
            case "execute" -> false;
            case "executeQuery" -> {
                calls.add(new TreeMap<>(binds));
                // 3 selects, 2 updates, 1 scan; 1500 / 2000 / 0.25 microseconds in them
                yield result(new double[] {3, 2, 1, 1500, 2000, 0.25});
            }
            case "close" -> null;
            default -> throw new UnsupportedOperationException(m);
        });
    }

    private static ResultSet result(double[] row) {
        boolean[] read = {false};
        return proxy(ResultSet.class, (m, args) -> switch (m) {
            case "next" -> {
                boolean first = !read[0];
                read[0] = true;
                yield first;
            }
            case "getDouble" -> row[(Integer) args[0] - 1];
            case "close" -> null;
            default -> throw new UnsupportedOperationException(m);
        });
    }

    interface Handler {
        Object invoke(String method, Object[] args) throws Exception;
    }

    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, Handler handler) {
        return (T) Proxy.newProxyInstance(
                ServerLoopSessionTest.class.getClassLoader(),
                new Class<?>[] {type},
                (p, m, args) ->
                        m.getName().equals("toString") ? type.getSimpleName() : handler.invoke(m.getName(), args));
    }
}
