package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.FakeTransactionContext;
import io.dbbench.workloads.fakes.FakeDialect;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The shared {@link FakeTransactionContext} for server-side transactions over fake JDBC: callable statements
 * (cached per SQL, as the engine's are) record each execution with its bound parameters and answer
 * {@code getString(1)} with the reply the test chose; the connection counts commits. Any other JDBC call,
 * a prepared statement or client-side think time fails the test.
 */
final class FakeCallContext extends FakeTransactionContext {
    /** One execution of a call: its SQL, parameters by index, and what was registered as parameter 1. */
    record Call(String sql, Map<Integer, Object> parameters, Integer outType) {}

    private final List<Call> calls = new ArrayList<>();
    private final List<String> connectionEvents;
    private Function<String, String> replies = sql -> "1,0,0,0,0,0,0";

    FakeCallContext(long seed, int sessionId, long minThinkMillis, long maxThinkMillis) {
        this(new ArrayList<>(), seed, sessionId, minThinkMillis, maxThinkMillis);
    }

    FakeCallContext(long seed) {
        this(seed, 0, 0, 0);
    }

    private FakeCallContext(
            List<String> connectionEvents, long seed, int sessionId, long minThinkMillis, long maxThinkMillis) {
        super(newConnection(connectionEvents));
        this.connectionEvents = connectionEvents;
        seed(seed)
                .sessionId(sessionId)
                .thinkMillis(minThinkMillis, maxThinkMillis)
                .dialect(new FakeDialect("postgresql"))
                .refusePrepare("server-side transactions only make calls, not")
                .refuseThink("server-side transactions sleep inside the database")
                .calls(this::newCall);
    }

    FakeCallContext replies(Function<String, String> bySql) {
        this.replies = bySql;
        return this;
    }

    /** What a reconnect looks like to a transaction: a new connection and an empty statement cache. */
    void replaceConnection() {
        replaceConnection(newConnection(connectionEvents));
    }

    List<Call> calls() {
        return calls;
    }

    /** Calls of one SQL text, in order. */
    List<Call> calls(String sql) {
        return calls.stream().filter(c -> c.sql().equals(sql)).toList();
    }

    List<String> connectionEvents() {
        return connectionEvents;
    }

    long commits() {
        return connectionEvents.stream().filter("commit"::equals).count();
    }

    private static Connection newConnection(List<String> connectionEvents) {
        return (Connection) Proxy.newProxyInstance(
                FakeCallContext.class.getClassLoader(),
                new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "commit", "rollback" -> {
                        connectionEvents.add(method.getName());
                        yield null;
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "FakeConnection";
                    default -> throw new UnsupportedOperationException("fake Connection." + method.getName());
                });
    }

    private CallableStatement newCall(String sql) {
        Map<Integer, Object> parameters = new TreeMap<>();
        Integer[] outType = {null};
        String[] reply = {null};
        return (CallableStatement) Proxy.newProxyInstance(
                FakeCallContext.class.getClassLoader(),
                new Class<?>[] {CallableStatement.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "registerOutParameter" -> {
                        outType[0] = (Integer) args[1];
                        yield null;
                    }
                    case "setLong", "setInt", "setString" -> {
                        parameters.put((Integer) args[0], args[1]);
                        yield null;
                    }
                    case "execute" -> {
                        calls.add(new Call(
                                sql, java.util.Collections.unmodifiableMap(new TreeMap<>(parameters)), outType[0]));
                        reply[0] = replies.apply(sql);
                        yield false;
                    }
                    case "getString" -> {
                        if ((Integer) args[0] != 1 || outType[0] == null)
                            throw new SQLException("no out parameter " + args[0]);
                        yield reply[0];
                    }
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "FakeCallableStatement[" + sql + "]";
                    default -> throw new UnsupportedOperationException("fake CallableStatement." + method.getName());
                });
    }
}
