package io.dbbench.netprobe.db;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/** A JDBC connection that answers every query with one row, made from proxies; it counts what it was asked. */
final class FakeJdbc {
    final AtomicLong opened = new AtomicLong();
    final AtomicLong queries = new AtomicLong();
    final AtomicLong validations = new AtomicLong();
    final List<String> prepared = new CopyOnWriteArrayList<>();
    volatile boolean valid = true;

    ConnectionFactory factory() {
        return config -> {
            opened.incrementAndGet();
            return connection();
        };
    }

    private Connection connection() {
        return (Connection) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "prepareStatement" -> {
                        prepared.add((String) args[0]);
                        yield statement();
                    }
                    case "isValid" -> {
                        validations.incrementAndGet();
                        yield valid;
                    }
                    case "close" -> null;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private PreparedStatement statement() {
        return (PreparedStatement) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {PreparedStatement.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "executeQuery" -> {
                        queries.incrementAndGet();
                        yield oneRow();
                    }
                    case "close" -> null;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private ResultSet oneRow() {
        boolean[] read = {false};
        return (ResultSet) Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "next" -> {
                        boolean first = !read[0];
                        read[0] = true;
                        yield first;
                    }
                    case "close" -> null;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
