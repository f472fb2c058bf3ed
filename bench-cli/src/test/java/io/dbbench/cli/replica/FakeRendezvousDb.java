package io.dbbench.cli.replica;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The rendezvous table of one run key behind proxy JDBC objects: just what {@link RendezvousGate} sends, read by
 * its SQL text, so the gate's handling of rows and errors is tested without a database.
 */
final class FakeRendezvousDb {
    /** Rows of the run key under test: index, replicas, arrived, gives up. */
    final List<long[]> rows = new ArrayList<>();
    /** What CREATE TABLE throws, or null: it succeeds. */
    SQLException createError;
    /** The database's clock, in epoch milliseconds. */
    long nowMillis;
    /** Statements prepared or created, and how many of them were given a query timeout (1..30 s). */
    int statements;

    int timedStatements;
    private final RendezvousSql sql = RendezvousSql.of("postgresql");

    FakeRendezvousDb(long nowMillis) {
        this.nowMillis = nowMillis;
    }

    Connection connection() {
        return proxy(Connection.class, (p, m, args) -> switch (m.getName()) {
            case "createStatement" -> statement();
            case "prepareStatement" -> prepared((String) args[0]);
            default -> defaultValue(m.getReturnType());
        });
    }

    private Statement statement() {
        statements++;
        return proxy(Statement.class, (p, m, args) -> switch (m.getName()) {
            case "setQueryTimeout" -> timed((Integer) args[0]);
            case "execute" -> {
                if (createError != null) throw createError;
                yield false;
            }
            default -> defaultValue(m.getReturnType());
        });
    }

    private PreparedStatement prepared(String text) {
        statements++;
        Map<Integer, Object> params = new HashMap<>();
        return proxy(PreparedStatement.class, (p, m, args) -> switch (m.getName()) {
            case "setQueryTimeout" -> timed((Integer) args[0]);
            case "setString", "setInt", "setLong" -> {
                params.put((Integer) args[0], args[1]);
                yield null;
            }
            case "executeQuery" -> query(text);
            case "executeUpdate" -> update(text, params);
            default -> defaultValue(m.getReturnType());
        });
    }

    private Object timed(int seconds) {
        if (seconds >= 1 && seconds <= 30) timedStatements++;
        return null;
    }

    private ResultSet query(String text) {
        List<long[]> result = new ArrayList<>();
        if (text.equals(sql.nowMillis())) result.add(new long[] {nowMillis});
        else if (text.equals(sql.arrivals())) result.addAll(rows);
        else throw new IllegalArgumentException("unexpected query " + text);
        int[] at = {-1};
        return proxy(ResultSet.class, (p, m, args) -> switch (m.getName()) {
            case "next" -> ++at[0] < result.size();
            case "getLong" -> result.get(at[0])[(Integer) args[0] - 1];
            case "getInt" -> (int) result.get(at[0])[(Integer) args[0] - 1];
            default -> defaultValue(m.getReturnType());
        });
    }

    private int update(String text, Map<Integer, Object> params) throws SQLException {
        if (text.equals(sql.deleteOld())) return 0;
        int index = (Integer) params.get(2);
        if (text.equals(sql.insert())) {
            for (long[] row : rows) if (row[0] == index) throw new SQLException("duplicate key value", "23505");
            rows.add(new long[] {index, (Integer) params.get(3), nowMillis, nowMillis + (Long) params.get(4)});
            return 1;
        }
        if (text.equals(sql.deleteMine())) {
            return rows.removeIf(row -> row[0] == index) ? 1 : 0;
        }
        throw new IllegalArgumentException("unexpected update " + text);
    }

    private static Object defaultValue(Class<?> type) {
        if (type == boolean.class) return false;
        if (type == int.class) return 0;
        if (type == long.class) return 0L;
        return null;
    }

    @FunctionalInterface
    private interface Handler {
        Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        InvocationHandler h = handler::invoke;
        return type.cast(Proxy.newProxyInstance(FakeRendezvousDb.class.getClassLoader(), new Class<?>[] {type}, h));
    }
}
