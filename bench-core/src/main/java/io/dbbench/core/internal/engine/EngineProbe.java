package io.dbbench.core.internal.engine;

import io.dbbench.core.Internal;
import io.dbbench.core.config.Defaults;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.dialect.ErrorKind;
import io.dbbench.core.internal.traffic.WireCounts;
import io.dbbench.core.internal.traffic.WireCountsProbe;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import javax.sql.DataSource;

/**
 * For measuring the engine's own overhead (bench-jmh), nothing else: one run's shared state (run state,
 * weighted picker, per-transaction recorders) and real {@link Session}s on it, with a connection that
 * does nothing, no think times and no transaction budget. {@link ProbeSession#step()} is exactly what a
 * session does per transaction in a run (pick, think-time check, budget check, two clock readings, the
 * transaction, recording); nothing here re-implements it, so a benchmark of it measures the real path.
 */
@Internal("bench-jmh's EngineOverheadBenchmark: a seam into the engine's sessions")
public final class EngineProbe {
    private static final long SEED_STRIDE = 0x9E3779B97F4A7C15L;

    private final RunState state;
    private final TransactionRecorder[] recorders;
    private final Session.Shared shared;
    private final IntFunction<Transaction> transactions;
    private final long seed;
    private final AtomicInteger nextSessionId = new AtomicInteger();
    /**
     * Every probe session is an active user of a run whose users can change, as a real run's sessions are: each
     * step reads the active count, so the figures include that read.
     */
    private final LiveUsers users = new LiveUsers(Integer.MAX_VALUE, Integer.MAX_VALUE, null);

    private EngineProbe(int[] weights, IntFunction<Transaction> transactions, long seed) {
        this.transactions = Objects.requireNonNull(transactions, "transactions");
        this.seed = seed;
        WeightedPicker picker = new WeightedPicker(weights);
        // the probe makes sessions on demand; the user count only sizes the all-logged-on latch
        this.state = new RunState(1, -1);
        this.recorders = new TransactionRecorder[weights.length];
        for (int i = 0; i < recorders.length; i++) recorders[i] = new TransactionRecorder();
        this.shared = new Session.Shared(
                state,
                new ServicePool("dbbench-probe", new NoOpConnectionSource(), 1, 1),
                ConnectionPolicy.HOLD,
                PROBE_DIALECT,
                Clock.SYSTEM,
                recorders,
                picker,
                new ErrorCounter(),
                Defaults.load(),
                Preferences.DEFAULT,
                false,
                null,
                null);
    }

    /**
     * @param weights      one weight per transaction type, as in a config's enabled transactions
     * @param transactions makes the transaction of a type (index into {@code weights}); called once per
     *                     session and type, as the engine does
     * @param seed         base of the sessions' random sources
     */
    public static EngineProbe create(int[] weights, IntFunction<Transaction> transactions, long seed) {
        return new EngineProbe(weights.clone(), transactions, seed);
    }

    /** A new session of this run, holding a do-nothing connection. Use it from one thread only. */
    public ProbeSession newSession() {
        Transaction[] perType = new Transaction[recorders.length];
        for (int i = 0; i < perType.length; i++) perType[i] = transactions.apply(i);
        return new ProbeSession(newSession(perType));
    }

    /**
     * A new session whose connection's traffic is counted, as a PostgreSQL run's are: each transaction
     * sends {@code sentBytes} and receives {@code receivedBytes} in one round trip on its counts, which the
     * session reads around it and records per type. The cost of traffic counting is this session's
     * figure against {@link #newSession()}'s (it includes the one extra call that advances the counts).
     */
    public ProbeSession newCountedSession(int sentBytes, int receivedBytes) {
        WireCounts counts = WireCountsProbe.newCounts();
        Transaction[] perType = new Transaction[recorders.length];
        for (int i = 0; i < perType.length; i++) {
            Transaction inner = transactions.apply(i);
            perType[i] = context -> {
                Outcome outcome = inner.execute(context);
                WireCountsProbe.exchange(counts, sentBytes, receivedBytes);
                return outcome;
            };
        }
        Session session = newSession(perType);
        session.countTraffic(counts);
        return new ProbeSession(session);
    }

    private Session newSession(Transaction[] perType) {
        int id = nextSessionId.getAndIncrement();
        SessionContext context = new SessionContext(
                new SessionContext.Settings(
                        PROBE_DIALECT,
                        Clock.SYSTEM,
                        state.stoppedLatch(),
                        0,
                        SessionContext.ThinkTime.NONE,
                        Map.of(),
                        Map.of()),
                id,
                seed + id * SEED_STRIDE);
        context.attach(NO_OP_CONNECTION);
        return new Session(
                shared, context, 0, new SessionParts.Work(perType, null, null), new LiveUsers.Seat(users, id, true));
    }

    /**
     * Takes what every session recorded since the last call, summed over transaction types, as the
     * sampler does once per interval. One thread at a time (the recorders allow one reader).
     */
    public synchronized Recorded drain() {
        long completed = 0;
        long failed = 0;
        long rolledBack = 0;
        DmlTotals dml = DmlTotals.ZERO;
        TrafficTotals traffic = TrafficTotals.ZERO;
        for (TransactionRecorder r : recorders) {
            TransactionRecorder.Interval in = r.drain();
            completed += in.completed();
            failed += in.failed();
            rolledBack += in.rolledBack();
            dml = dml.plus(in.dml());
            traffic = traffic.plus(in.traffic());
        }
        return new Recorded(completed, failed, rolledBack, dml, traffic);
    }

    /** One real {@link Session}, driven by the caller instead of its own loop. */
    public static final class ProbeSession {
        private final Session session;

        private ProbeSession(Session session) {
            this.session = session;
        }

        /** One transaction the way a run does it: pick by weight, think, take from the budget, execute, record. */
        public void step() throws InterruptedException {
            session.step();
        }

        /** Only the timed part of {@link #step()}: two clock readings, transaction {@code index}, recording. */
        public void execute(int index) throws InterruptedException {
            session.execute(index);
        }
    }

    /** What was recorded between two drains, over all transaction types; traffic only from counted sessions. */
    public record Recorded(long completed, long failed, long rolledBack, DmlTotals dml, TrafficTotals traffic) {}

    /** Failures are not what the probe measures, but a throwing transaction must still be handled. */
    private static final Dialect PROBE_DIALECT = new Dialect() {
        @Override
        public String name() {
            return "probe";
        }

        @Override
        public boolean acceptsJdbcUrl(String jdbcUrl) {
            return false;
        }

        @Override
        public ErrorKind classify(SQLException e) {
            return ErrorKind.OTHER;
        }

        @Override
        public String errorCode(SQLException e) {
            return e.getSQLState() == null ? "SQLException" : e.getSQLState();
        }

        @Override
        public String pingSql() {
            return "SELECT 1";
        }
    };

    /** Every call succeeds and does nothing; primitive results are their zero values. */
    private static final Connection NO_OP_CONNECTION = (Connection) Proxy.newProxyInstance(
            EngineProbe.class.getClassLoader(),
            new Class<?>[] {Connection.class},
            (proxy, method, args) -> switch (method.getName()) {
                case "hashCode" -> System.identityHashCode(proxy);
                case "equals" -> proxy == args[0];
                case "toString" -> "EngineProbe no-op connection";
                default -> zeroOf(method.getReturnType());
            });

    private static Object zeroOf(Class<?> type) {
        if (!type.isPrimitive() || type == void.class) return null;
        if (type == boolean.class) return false;
        if (type == char.class) return '\0';
        if (type == long.class) return 0L;
        if (type == float.class) return 0f;
        if (type == double.class) return 0d;
        if (type == byte.class) return (byte) 0;
        if (type == short.class) return (short) 0;
        return 0;
    }

    private static final class NoOpConnectionSource extends ResourcelessConnectionSource {
        @Override
        public Connection acquire() {
            return NO_OP_CONNECTION;
        }

        @Override
        public DataSource dataSource() {
            return (DataSource) Proxy.newProxyInstance(
                    EngineProbe.class.getClassLoader(),
                    new Class<?>[] {DataSource.class},
                    (proxy, method, args) -> method.getName().equals("getConnection")
                            ? NO_OP_CONNECTION
                            : zeroOf(method.getReturnType()));
        }
    }
}
