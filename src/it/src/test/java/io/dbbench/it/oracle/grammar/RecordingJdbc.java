package io.dbbench.it.oracle.grammar;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * A JDBC stand-in for an Oracle database that records every statement our code sends, so the grammar
 * tests check what the code really sends rather than a hand-kept list. Every query answers one row whose
 * columns are all 1 (strings "1", dates today), so loops over results end; a call's VARCHAR reply is a
 * server-side reply of zeros. Thread-safe: the schema installer loads on several threads.
 *
 * <p>It also checks binds as the driver would: at every execute and addBatch, the parameters set must be
 * exactly 1..n where n is the number of {@code ?} placeholders in the statement.
 */
final class RecordingJdbc {
    /** How the statement was sent: {@code Statement}, {@code PreparedStatement} or {@code CallableStatement}. */
    record Sent(String sql, String via) {}

    /** One execution of a call: its SQL and the JDBC types registered for out parameters, by index. */
    record Call(String sql, Map<Integer, Integer> outTypes, Set<Integer> bound) {}

    static final String SERVER_SIDE_REPLY = "0,0,0,0,0,0,0";

    private final Set<Sent> sent = ConcurrentHashMap.newKeySet();
    private final Set<Call> calls = ConcurrentHashMap.newKeySet();
    private final Set<String> bindProblems = ConcurrentHashMap.newKeySet();
    /** Rows a query answers instead of the one row of 1s, by exact SQL text (e.g. a dictionary query). */
    private final Map<String, List<List<String>>> answers = new ConcurrentHashMap<>();

    /** Whether DatabaseMetaData.getTables finds a table: no while installing, yes while dropping. */
    private volatile boolean tablesExist;

    /** From now on, getTables answers one table (true) or none (false); an installer's drop checks first. */
    RecordingJdbc tablesExist(boolean exist) {
        tablesExist = exist;
        return this;
    }

    /** From now on, this query answers these rows (column values as strings). */
    RecordingJdbc answering(String sql, List<List<String>> rows) {
        answers.put(sql, rows);
        return this;
    }

    List<Sent> sent() {
        List<Sent> out = new ArrayList<>(sent);
        out.sort((a, b) -> a.sql().compareTo(b.sql()));
        return out;
    }

    List<Call> calls() {
        return List.copyOf(calls);
    }

    List<String> bindProblems() {
        return List.copyOf(new TreeSet<>(bindProblems));
    }

    DataSource dataSource() {
        return proxy(DataSource.class, (m, a) -> m.getName().equals("getConnection") ? connection() : defaultFor(m));
    }

    Connection connection() {
        boolean[] autoCommit = {true};
        return proxy(Connection.class, (m, a) -> switch (m.getName()) {
            case "createStatement" -> statement();
            case "prepareStatement" -> prepared((String) a[0], "PreparedStatement", PreparedStatement.class);
            case "prepareCall" -> prepared((String) a[0], "CallableStatement", CallableStatement.class);
            case "getAutoCommit" -> autoCommit[0];
            case "setAutoCommit" -> {
                autoCommit[0] = (Boolean) a[0];
                yield null;
            }
            case "getMetaData" -> metaData();
            case "getSchema" -> "SOE";
            case "isValid" -> true;
            default -> defaultFor(m);
        });
    }

    private Statement statement() {
        return proxy(Statement.class, (m, a) -> switch (m.getName()) {
            case "execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "addBatch" -> {
                String sql = (String) a[0];
                sent.add(new Sent(sql, "Statement"));
                if (BindMarkers.count(sql) != 0) bindProblems.add(sql + ": placeholders in a plain Statement");
                yield m.getName().equals("executeQuery") ? answer(sql) : defaultFor(m);
            }
            case "executeBatch" -> new int[0];
            default -> defaultFor(m);
        });
    }

    private <T extends PreparedStatement> T prepared(String sql, String via, Class<T> type) {
        sent.add(new Sent(sql, via));
        int markers = BindMarkers.count(sql);
        Set<Integer> bound = Collections.synchronizedSet(new TreeSet<>());
        Map<Integer, Integer> outTypes = Collections.synchronizedMap(new TreeMap<>());
        int[] batched = {0};
        return proxy(type, (m, a) -> {
            String name = m.getName();
            if (name.startsWith("set") && a != null && a.length >= 2 && a[0] instanceof Integer index) {
                bound.add(index);
                return null;
            }
            switch (name) {
                case "registerOutParameter" -> {
                    bound.add((Integer) a[0]);
                    outTypes.put((Integer) a[0], (Integer) a[1]);
                    return null;
                }
                case "clearParameters" -> {
                    bound.clear();
                    return null;
                }
                case "execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "addBatch" -> {
                    if (a != null && a.length > 0)
                        throw new UnsupportedOperationException(name + "(String) on a prepared statement");
                    checkBinds(sql, markers, bound);
                    if (type == CallableStatement.class)
                        calls.add(new Call(sql, Map.copyOf(outTypes), Set.copyOf(bound)));
                    if (name.equals("addBatch")) batched[0]++;
                    return name.equals("executeQuery") ? answer(sql) : defaultFor(m);
                }
                case "executeBatch" -> {
                    int[] counts = new int[batched[0]];
                    java.util.Arrays.fill(counts, 1);
                    batched[0] = 0;
                    return counts;
                }
                case "getString" -> {
                    return SERVER_SIDE_REPLY;
                }
                default -> {
                    return defaultFor(m);
                }
            }
        });
    }

    private void checkBinds(String sql, int markers, Set<Integer> bound) {
        Set<Integer> expected = new TreeSet<>();
        for (int i = 1; i <= markers; i++) expected.add(i);
        Set<Integer> actual;
        synchronized (bound) {
            actual = new TreeSet<>(bound);
        }
        if (!expected.equals(actual)) {
            bindProblems.add(sql + ": " + markers + " placeholder(s) but parameters " + actual + " were set");
        }
    }

    private DatabaseMetaData metaData() {
        return proxy(DatabaseMetaData.class, (m, a) -> switch (m.getName()) {
            case "storesUpperCaseIdentifiers" -> true;
            case "getSearchStringEscape" -> "\\";
            case "getDatabaseProductName" -> "Oracle";
            case "getURL" -> "jdbc:oracle:thin:@//127.0.0.1:1521/FREEPDB1";
            case "getUserName" -> "SOE";
                // no table exists while installing (installers create everything); they do while dropping
            case "getTables" -> tablesExist ? oneRow() : noRows();
                // functions (the stored-procedure stubs) exist exactly when the tables do
            case "getFunctions" -> tablesExist ? oneRow() : noRows();
            case "getColumns", "getIndexInfo", "getPrimaryKeys" -> noRows();
            default -> defaultFor(m);
        });
    }

    private ResultSet answer(String sql) {
        List<List<String>> rows = answers.get(sql);
        if (rows == null) return oneRow();
        int[] cursor = {0};
        return proxy(ResultSet.class, (m, a) -> switch (m.getName()) {
            case "next" -> ++cursor[0] <= rows.size();
            case "getString" -> rows.get(cursor[0] - 1).get((Integer) a[0] - 1);
            case "getInt" -> Integer.parseInt(rows.get(cursor[0] - 1).get((Integer) a[0] - 1));
            case "getLong" -> Long.parseLong(rows.get(cursor[0] - 1).get((Integer) a[0] - 1));
            default -> defaultFor(m);
        });
    }

    private static ResultSet noRows() {
        return resultSet(0);
    }

    private static ResultSet oneRow() {
        return resultSet(1);
    }

    private static ResultSet resultSet(int rows) {
        int[] cursor = {0};
        return proxy(ResultSet.class, (m, a) -> switch (m.getName()) {
            case "next" -> ++cursor[0] <= rows;
            case "getString", "getNString" -> "1";
            case "getLong" -> 1L;
            case "getInt" -> 1;
            case "getShort" -> (short) 1;
            case "getDouble" -> 1.0;
            case "getBigDecimal" -> BigDecimal.ONE;
            case "getObject" -> 1L;
            case "getTimestamp" -> new Timestamp(System.currentTimeMillis());
            case "getDate" -> new Date(System.currentTimeMillis());
            case "getMetaData" -> proxy(
                    ResultSetMetaData.class, (mm, aa) -> mm.getName().equals("getColumnCount") ? 1 : defaultFor(mm));
            default -> defaultFor(m);
        });
    }

    /** What an unmodelled method returns: nothing for void and setters, false / 0 for primitives. */
    private static Object defaultFor(Method m) {
        Class<?> r = m.getReturnType();
        if (r == void.class) return null;
        if (r == boolean.class) return false;
        if (r == int.class) return 0;
        if (r == long.class) return 0L;
        if (r == String.class || !r.isPrimitive() && !r.isInterface() && !r.isArray()) return null;
        throw new UnsupportedOperationException(
                "RecordingJdbc does not model " + m.getDeclaringClass().getSimpleName() + "." + m.getName());
    }

    @FunctionalInterface
    private interface Handler {
        Object handle(Method method, Object[] args) throws Exception;
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        InvocationHandler invocation = (p, method, args) -> switch (method.getName()) {
            case "toString" -> "Recording" + type.getSimpleName();
            case "hashCode" -> System.identityHashCode(p);
            case "equals" -> p == args[0];
            case "unwrap" -> throw new java.sql.SQLException("RecordingJdbc wraps nothing");
            case "isWrapperFor" -> false;
            default -> handler.handle(method, args);
        };
        return type.cast(
                Proxy.newProxyInstance(RecordingJdbc.class.getClassLoader(), new Class<?>[] {type}, invocation));
    }
}
