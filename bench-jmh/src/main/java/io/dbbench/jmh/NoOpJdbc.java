package io.dbbench.jmh;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * A JDBC connection that does nothing, answering every query with {@value #ROWS} empty rows: lets a
 * benchmark time the code around JDBC calls (the statement runner's) without a database's cost in it.
 */
final class NoOpJdbc {
    static final int ROWS = 10;

    private NoOpJdbc() {}

    static Connection connection() {
        return (Connection) Proxy.newProxyInstance(
                NoOpJdbc.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "createStatement" -> statement(Statement.class);
                    case "prepareStatement", "prepareCall" -> statement(PreparedStatement.class);
                    case "getAutoCommit", "isClosed" -> false;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }

    private static Object statement(Class<? extends Statement> type) {
        int[] left = {0};
        return Proxy.newProxyInstance(
                NoOpJdbc.class.getClassLoader(),
                new Class<?>[] {type},
                (proxy, method, args) -> switch (method.getName()) {
                    case "execute" -> true;
                    case "getResultSet", "executeQuery" -> {
                        left[0] = ROWS;
                        yield resultSet(left);
                    }
                    case "getMoreResults" -> false;
                    case "getUpdateCount", "executeUpdate" -> -1;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }

    private static ResultSet resultSet(int[] left) {
        return (ResultSet) Proxy.newProxyInstance(
                NoOpJdbc.class.getClassLoader(),
                new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "next" -> left[0]-- > 0;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> null;
                });
    }
}
