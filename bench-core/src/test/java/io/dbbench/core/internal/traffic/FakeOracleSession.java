package io.dbbench.core.internal.traffic;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A model of one Oracle session's SQL*Net statistics behind a fake JDBC connection, as the server keeps
 * them: a request's bytes and its round trip are counted when it arrives, the reply's when it is sent. So
 * a V$MYSTAT probe sees its own request but not its reply, as on a real server. The probe's first
 * execution (parse and describe) is larger than its re-executions, as ojdbc's is.
 */
public final class FakeOracleSession {
    static final int FIRST_PROBE_OUT = 410;
    static final int FIRST_PROBE_IN = 530;
    public static final int PROBE_OUT = 61;
    public static final int PROBE_IN = 143;

    /** What the server counted: received = the client's bytes out, sent = the client's bytes in. */
    private long serverReceived;

    private long serverSent;
    private long roundTrips;
    /** How many statistics V$STATNAME has of the three: 3 on a server that has them all. */
    private int found = 3;
    /** The Oracle error code a probe fails with; 0 when it works. */
    private volatile int failWith;

    public final AtomicInteger probes = new AtomicInteger();
    public final AtomicInteger prepares = new AtomicInteger();

    /** The session sends {@code out} bytes and receives {@code in} in one round trip (a statement, a commit). */
    public synchronized void turn(int out, int in) {
        serverReceived += out;
        roundTrips++;
        serverSent += in;
    }

    public FakeOracleSession missingAStatistic() {
        found = 2;
        return this;
    }

    /** From now on each probe fails with ORA-{@code code} (942: not granted; 17008: closed connection). */
    public FakeOracleSession failingWith(int code) {
        failWith = code;
        return this;
    }

    public Connection connection() {
        return (Connection) Proxy.newProxyInstance(
                FakeOracleSession.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, m, args) -> {
                    switch (m.getName()) {
                        case "prepareStatement":
                            if (!OracleSessionTraffic.SQL.equals(args[0]))
                                throw new SQLException("not the probe: " + args[0]);
                            prepares.incrementAndGet();
                            return statement();
                        case "isWrapperFor":
                            return false;
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        default:
                            return null;
                    }
                });
    }

    private PreparedStatement statement() {
        boolean[] executed = {false};
        return (PreparedStatement) Proxy.newProxyInstance(
                FakeOracleSession.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class},
                (proxy, m, args) -> {
                    if (!m.getName().equals("executeQuery")) return null;
                    int code = failWith;
                    if (code != 0) throw new SQLException("ORA-" + code + ": fake", "42000", code);
                    boolean first = !executed[0];
                    executed[0] = true;
                    return probe(first);
                });
    }

    private synchronized ResultSet probe(boolean first) {
        probes.incrementAndGet();
        serverReceived += first ? FIRST_PROBE_OUT : PROBE_OUT;
        roundTrips++;
        String[] row = {Integer.toString(found), digits(serverReceived), digits(serverSent), digits(roundTrips)};
        // the reply leaves after the statistics were read
        serverSent += first ? FIRST_PROBE_IN : PROBE_IN;
        boolean[] read = {false};
        return (ResultSet) Proxy.newProxyInstance(
                FakeOracleSession.class.getClassLoader(), new Class<?>[] {ResultSet.class}, (proxy, m, args) -> {
                    switch (m.getName()) {
                        case "next":
                            boolean had = !read[0];
                            read[0] = true;
                            return had;
                        case "getInt":
                            return Integer.parseInt(row[(Integer) args[0] - 1]);
                        case "getString":
                            return row[(Integer) args[0] - 1];
                        default:
                            return null;
                    }
                });
    }

    /** TO_CHAR(value, 'FM0000000000000000000'). */
    private static String digits(long value) {
        return String.format("%019d", value);
    }
}
