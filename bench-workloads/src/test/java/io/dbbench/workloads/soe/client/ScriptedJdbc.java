package io.dbbench.workloads.soe.client;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import javax.sql.DataSource;

/**
 * A recording JDBC stand-in for the Order Entry transactions: every execution, commit and rollback is
 * logged as a {@link Call} with its bound parameters, and queries answer with rows a test scripts per
 * call. JDBC methods the transactions are not expected to use throw, so a test notices when they do.
 */
final class ScriptedJdbc {
    /**
     * One call to the database.
     *
     * @param sql    the statement, null for commit / rollback
     * @param method executeQuery, executeUpdate, commit, rollback
     * @param params bound parameters by index (a NULL bound with setNull is {@link #NULL})
     */
    record Call(String sql, String method, List<Object> params) {
        Object param(int index) {
            return params.get(index - 1);
        }
    }

    /** Stands for a parameter bound with setNull. */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "NULL";
        }
    };

    private final List<Call> calls = new ArrayList<>();
    private final List<String> prepared = new ArrayList<>();
    private Function<Call, List<List<Object>>> answers = call -> List.of();
    private int closedStatements;
    private SQLException queryFailure;

    /** How queries answer: the rows for a call (its SQL and bound parameters). */
    ScriptedJdbc answering(Function<Call, List<List<Object>>> rowsForCall) {
        this.answers = rowsForCall;
        return this;
    }

    /** Every query throws this from now on. */
    ScriptedJdbc failingQueries(SQLException failure) {
        this.queryFailure = failure;
        return this;
    }

    List<Call> calls() {
        return Collections.unmodifiableList(calls);
    }

    /** Executions of statements whose SQL equals {@code sql}. */
    List<Call> calls(String sql) {
        return calls.stream().filter(c -> sql.equals(c.sql())).toList();
    }

    List<String> methods() {
        return calls.stream().map(Call::method).toList();
    }

    List<String> prepared() {
        return Collections.unmodifiableList(prepared);
    }

    int closedStatements() {
        return closedStatements;
    }

    DataSource dataSource() {
        return proxy(DataSource.class, (m, a) -> switch (m.getName()) {
            case "getConnection" -> connection();
            default -> unsupported("DataSource", m);
        });
    }

    Connection connection() {
        return proxy(Connection.class, (m, a) -> switch (m.getName()) {
            case "prepareStatement" -> {
                prepared.add((String) a[0]);
                yield preparedStatement((String) a[0]);
            }
            case "createStatement" -> statement();
            case "commit", "rollback" -> {
                calls.add(new Call(null, m.getName(), List.of()));
                yield null;
            }
            case "getAutoCommit" -> false;
            case "close" -> null;
            default -> unsupported("Connection", m);
        });
    }

    private Statement statement() {
        return proxy(Statement.class, (m, a) -> switch (m.getName()) {
            case "executeQuery" -> {
                Call call = new Call((String) a[0], "executeQuery", List.of());
                if (queryFailure != null) throw queryFailure;
                calls.add(call);
                yield resultSet(answers.apply(call));
            }
            case "close" -> null;
            default -> unsupported("Statement", m);
        });
    }

    private PreparedStatement preparedStatement(String sql) {
        Map<Integer, Object> params = new TreeMap<>();
        return proxy(PreparedStatement.class, (m, a) -> switch (m.getName()) {
            case "setLong", "setInt", "setString", "setBigDecimal", "setDate" -> {
                params.put((Integer) a[0], a[1]);
                yield null;
            }
            case "setNull" -> {
                params.put((Integer) a[0], NULL);
                yield null;
            }
            case "executeQuery" -> {
                Call call = new Call(sql, "executeQuery", List.copyOf(params.values()));
                if (queryFailure != null) throw queryFailure;
                calls.add(call);
                yield resultSet(answers.apply(call));
            }
            case "executeUpdate" -> {
                calls.add(new Call(sql, "executeUpdate", List.copyOf(params.values())));
                yield 1;
            }
            case "close" -> {
                closedStatements++;
                yield null;
            }
            default -> unsupported("PreparedStatement", m);
        });
    }

    private static ResultSet resultSet(List<List<Object>> rows) {
        int[] cursor = {-1};
        boolean[] lastNull = {false};
        return proxy(ResultSet.class, (m, a) -> {
            switch (m.getName()) {
                case "next":
                    return ++cursor[0] < rows.size();
                case "close":
                    return null;
                case "wasNull":
                    return lastNull[0];
                case "getLong", "getString", "getBigDecimal": {
                    Object v = rows.get(cursor[0]).get((Integer) a[0] - 1);
                    lastNull[0] = v == null;
                    return switch (m.getName()) {
                        case "getLong" -> v == null ? 0L : ((Number) v).longValue();
                        case "getString" -> v == null ? null : v.toString();
                        default -> v == null ? null : new BigDecimal(v.toString());
                    };
                }
                default:
                    return unsupported("ResultSet", m);
            }
        });
    }

    /** A row of column values, nulls allowed. */
    static List<Object> row(Object... values) {
        return Arrays.asList(values);
    }

    private static Object unsupported(String type, Method method) {
        throw new UnsupportedOperationException("ScriptedJdbc does not model " + type + "." + method.getName());
    }

    @FunctionalInterface
    private interface Handler {
        Object handle(Method method, Object[] args) throws Exception;
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        InvocationHandler invocation = (proxy, method, args) -> switch (method.getName()) {
            case "toString" -> "Scripted" + type.getSimpleName();
            case "hashCode" -> System.identityHashCode(proxy);
            case "equals" -> proxy == args[0];
            default -> handler.handle(method, args);
        };
        return type.cast(
                Proxy.newProxyInstance(ScriptedJdbc.class.getClassLoader(), new Class<?>[] {type}, invocation));
    }
}
