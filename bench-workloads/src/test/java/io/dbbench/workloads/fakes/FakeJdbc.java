package io.dbbench.workloads.fakes;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
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
 * A recording stand-in for a JDBC database, built from {@link Proxy}: connections, statements, prepared
 * statements, result sets and metadata log every call as a {@link JdbcEvent}. Any JDBC method the fake
 * does not model throws, so code under test cannot silently rely on something unchecked.
 * One instance per thread.
 */
public final class FakeJdbc {
    private final List<JdbcEvent> events = new ArrayList<>();
    private Function<String, List<List<Object>>> queryRows = sql -> List.of();
    private int updateCount = 1;
    private boolean upperCaseIdentifiers;
    private boolean tableExists;
    private SQLException failOnExecute;
    private SQLException failOnBatch;
    private boolean autoCommit = true;

    public FakeJdbc queryRows(Function<String, List<List<Object>>> rowsBySql) {
        this.queryRows = rowsBySql;
        return this;
    }

    public FakeJdbc updateCount(int rows) {
        this.updateCount = rows;
        return this;
    }

    /** Oracle folds unquoted identifiers to upper case, PostgreSQL to lower case. */
    public FakeJdbc upperCaseIdentifiers(boolean upper) {
        this.upperCaseIdentifiers = upper;
        return this;
    }

    public FakeJdbc tableExists(boolean exists) {
        this.tableExists = exists;
        return this;
    }

    /** Every execute / executeBatch / executeUpdate / executeQuery throws this from now on. */
    public FakeJdbc failOnExecute(SQLException failure) {
        this.failOnExecute = failure;
        return this;
    }

    /** Every executeBatch throws this from now on (DDL and single statements still succeed). */
    public FakeJdbc failOnBatch(SQLException failure) {
        this.failOnBatch = failure;
        return this;
    }

    public List<JdbcEvent> events() {
        return Collections.unmodifiableList(events);
    }

    public List<JdbcEvent> events(String method) {
        return events.stream().filter(e -> e.method().equals(method)).toList();
    }

    public DataSource dataSource() {
        return proxy(DataSource.class, (method, args) -> switch (method.getName()) {
            case "getConnection" -> connection();
            default -> unsupported("DataSource", method);
        });
    }

    public Connection connection() {
        return proxy(Connection.class, (method, args) -> switch (method.getName()) {
            case "prepareStatement" -> {
                log(null, "prepareStatement", args[0]);
                yield preparedStatement((String) args[0]);
            }
            case "createStatement" -> statement();
            case "commit", "rollback", "close" -> {
                log(null, method.getName());
                yield null;
            }
            case "setAutoCommit" -> {
                autoCommit = (Boolean) args[0];
                log(null, "setAutoCommit", args[0]);
                yield null;
            }
            case "getAutoCommit" -> autoCommit;
            case "getMetaData" -> metaData();
            case "getCatalog" -> "benchdb";
            case "getSchema" -> upperCaseIdentifiers ? "BENCH" : "public";
            default -> unsupported("Connection", method);
        });
    }

    private Statement statement() {
        return proxy(Statement.class, (method, args) -> switch (method.getName()) {
            case "execute" -> {
                log((String) args[0], "execute");
                failIfAsked();
                yield false;
            }
            case "executeQuery" -> {
                log((String) args[0], "executeQuery");
                failIfAsked();
                yield resultSet(queryRows.apply((String) args[0]));
            }
            case "close" -> null;
            default -> unsupported("Statement", method);
        });
    }

    private PreparedStatement preparedStatement(String sql) {
        Map<Integer, Object> parameters = new TreeMap<>();
        List<List<Object>> batch = new ArrayList<>();
        return proxy(PreparedStatement.class, (method, args) -> switch (method.getName()) {
            case "setLong", "setInt", "setDouble", "setString", "setDate", "setObject", "setBigDecimal" -> {
                parameters.put((Integer) args[0], args[1]);
                yield null;
            }
            case "addBatch" -> {
                batch.add(List.copyOf(parameters.values()));
                parameters.clear();
                yield null;
            }
            case "executeBatch" -> {
                failIfAsked();
                if (failOnBatch != null) throw failOnBatch;
                events.add(new JdbcEvent(sql, "executeBatch", List.copyOf(batch)));
                int[] counts = new int[batch.size()];
                Arrays.fill(counts, 1);
                batch.clear();
                yield counts;
            }
            case "executeUpdate" -> {
                failIfAsked();
                events.add(new JdbcEvent(sql, "executeUpdate", List.copyOf(parameters.values())));
                yield updateCount;
            }
            case "executeQuery" -> {
                failIfAsked();
                events.add(new JdbcEvent(sql, "executeQuery", List.copyOf(parameters.values())));
                yield resultSet(queryRows.apply(sql));
            }
            case "close" -> {
                log(sql, "close");
                yield null;
            }
            default -> unsupported("PreparedStatement", method);
        });
    }

    private ResultSet resultSet(List<List<Object>> rows) {
        int[] cursor = {-1};
        return proxy(ResultSet.class, (method, args) -> switch (method.getName()) {
            case "next" -> ++cursor[0] < rows.size();
            case "getLong" -> {
                Object value = rows.get(cursor[0]).get((Integer) args[0] - 1);
                yield value == null ? 0L : ((Number) value).longValue();
            }
            case "close" -> {
                log(null, "ResultSet.close");
                yield null;
            }
            default -> unsupported("ResultSet", method);
        });
    }

    private DatabaseMetaData metaData() {
        return proxy(DatabaseMetaData.class, (method, args) -> switch (method.getName()) {
            case "storesUpperCaseIdentifiers" -> upperCaseIdentifiers;
            case "storesLowerCaseIdentifiers" -> !upperCaseIdentifiers;
            case "getSearchStringEscape" -> "\\";
            case "getTables" -> {
                log(null, "getTables", args[0], args[1], args[2], List.of((String[]) args[3]));
                yield resultSet(tableExists ? List.of(List.of("TABLE")) : List.of());
            }
            default -> unsupported("DatabaseMetaData", method);
        });
    }

    private void failIfAsked() throws SQLException {
        if (failOnExecute != null) throw failOnExecute;
    }

    private void log(String sql, String method, Object... args) {
        events.add(new JdbcEvent(sql, method, Arrays.asList(args)));
    }

    private static Object unsupported(String type, Method method) {
        throw new UnsupportedOperationException("FakeJdbc does not model " + type + "." + method.getName());
    }

    @FunctionalInterface
    private interface Handler {
        Object handle(Method method, Object[] args) throws Exception;
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        InvocationHandler invocation = (proxy, method, args) -> {
            switch (method.getName()) {
                case "toString":
                    return "Fake" + type.getSimpleName();
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "equals":
                    return proxy == args[0];
                default:
                    return handler.handle(method, args);
            }
        };
        return type.cast(Proxy.newProxyInstance(FakeJdbc.class.getClassLoader(), new Class<?>[] {type}, invocation));
    }
}
