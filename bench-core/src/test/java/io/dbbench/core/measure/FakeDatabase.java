package io.dbbench.core.measure;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * A DataSource of proxy connections that HikariCP accepts: they are always valid, do nothing and
 * count what is done with them, so the builder's pools can be tested without a database.
 */
final class FakeDatabase {
    final AtomicInteger opened = new AtomicInteger();
    final AtomicInteger commits = new AtomicInteger();
    final AtomicInteger rollbacks = new AtomicInteger();
    /** Every connection opened, so tests can tell the pool's connections from the application's. */
    final Set<Connection> connections = ConcurrentHashMap.newKeySet();
    /** Set to refuse every new connection, as a database that went away. */
    volatile boolean down;

    DataSource dataSource() {
        return (DataSource) Proxy.newProxyInstance(
                FakeDatabase.class.getClassLoader(),
                new Class<?>[] {DataSource.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getConnection" -> newConnection();
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> defaultValue(method.getReturnType());
                });
    }

    private Connection newConnection() throws SQLException {
        if (down) throw new SQLException("database is down", "08001");
        opened.incrementAndGet();
        Connection c = (Connection) Proxy.newProxyInstance(
                FakeDatabase.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isValid", "isWrapperFor" -> true;
                    case "unwrap" -> proxy;
                    case "createStatement" -> statement();
                    case "getMetaData" -> metaData();
                    case "commit" -> {
                        commits.incrementAndGet();
                        yield null;
                    }
                    case "rollback" -> {
                        rollbacks.incrementAndGet();
                        yield null;
                    }
                    case "getTransactionIsolation" -> Connection.TRANSACTION_READ_COMMITTED;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "fake connection";
                    default -> defaultValue(method.getReturnType());
                });
        connections.add(c);
        return c;
    }

    /** A statement that runs anything (the pool's application-name SET, the fingerprint's settings query) and finds nothing. */
    private static Statement statement() {
        return (Statement) Proxy.newProxyInstance(
                FakeDatabase.class.getClassLoader(),
                new Class<?>[] {Statement.class},
                (proxy, method, args) -> method.getReturnType() == ResultSet.class
                        ? proxyOf(ResultSet.class)
                        : defaultValue(method.getReturnType()));
    }

    /** What the run's environment fingerprint reads: a product name and version, nothing else. */
    private static DatabaseMetaData metaData() {
        return (DatabaseMetaData) Proxy.newProxyInstance(
                FakeDatabase.class.getClassLoader(),
                new Class<?>[] {DatabaseMetaData.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getDatabaseProductName" -> "FakeDB";
                    case "getDatabaseProductVersion", "getURL" -> "fake";
                    default -> defaultValue(method.getReturnType());
                });
    }

    /** A result set (or any other interface) that is empty: every call answers its type's default. */
    private static <T> T proxyOf(Class<T> type) {
        return type.cast(Proxy.newProxyInstance(
                FakeDatabase.class.getClassLoader(),
                new Class<?>[] {type},
                (proxy, method, args) -> defaultValue(method.getReturnType())));
    }

    private static Object defaultValue(Class<?> type) {
        if (type == boolean.class) return false;
        if (type == int.class) return 0;
        if (type == long.class) return 0L;
        return null;
    }
}
