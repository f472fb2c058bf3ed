package io.dbbench.jmh;

import io.dbbench.core.internal.engine.EngineProbe;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The engine's own cost per transaction, measured on its real code path ({@link EngineProbe}) with
 * no-op transactions in the Order Entry mix. Three levels, each at one and at two threads, and a reference:
 * <ul>
 *   <li>{@code clockReading}: one {@code System.nanoTime()}, the engine's clock ({@code Clock.SYSTEM}), for reference;</li>
 *   <li>{@code callOnly}: the no-op transaction call alone, the baseline;</li>
 *   <li>{@code executeAndRecord}: what the engine times, around that call: two clock readings, the call,
 *       recording into the type's latency histogram and DML adders;</li>
 *   <li>{@code step}: all a session does per transaction: weighted pick, think-time check, budget check,
 *       then the above. {@code step} minus {@code callOnly} is what the harness adds.</li>
 *   <li>{@code stepCounted}: {@code step} on a session whose connection's traffic is counted, as on
 *       PostgreSQL: each transaction advances the counts by one round trip, the session reads them around
 *       it and records the difference. {@code stepCounted} minus {@code step} is what traffic counting adds
 *       to the engine (the counting streams' own field updates are in the driver's socket I/O).</li>
 * </ul>
 * The two-thread variants share one run (picker, budget, recorders) as the sessions of a real run do,
 * one session per thread, so contention on the shared recording state shows in their figures.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 4, time = 1)
@Fork(2)
public class EngineOverheadBenchmark {
    private static final long SEED = 20_240_601L;
    /** Enough precomputed picks that the branch predictor cannot learn the order. */
    private static final int SEQUENCE_LENGTH = 4096;

    /** One run shared by every thread of a benchmark, drained once per iteration as the sampler does once per interval. */
    @State(Scope.Benchmark)
    public static class Run {
        EngineProbe probe;

        @Setup(Level.Trial)
        public void open() {
            probe = EngineProbe.create(OrderEntryNoOpMix.weights(), OrderEntryNoOpMix::transaction, SEED);
        }

        @TearDown(Level.Iteration)
        public void drain() {
            EngineProbe.Recorded recorded = probe.drain();
            // guards the figures: a probe that records nothing would be measuring nothing
            if (recorded.completed() == 0 || recorded.failed() != 0) {
                throw new IllegalStateException(
                        "expected completed and no failed transactions in the iteration, got " + recorded);
            }
        }
    }

    /** One simulated user per benchmark thread: a real session of the shared run. */
    @State(Scope.Thread)
    public static class User {
        EngineProbe.ProbeSession session;

        @Setup(Level.Trial)
        public void logOn(Run run) {
            session = run.probe.newSession();
        }
    }

    /** One simulated user per benchmark thread whose connection's traffic is counted. */
    @State(Scope.Thread)
    public static class CountedUser {
        EngineProbe.ProbeSession session;

        @Setup(Level.Trial)
        public void logOn(Run run) {
            // an Order Entry transaction's size on the wire (docs/traffic.md)
            session = run.probe.newCountedSession(690, 2130);
        }
    }

    /** Per thread: its own no-op transactions, and types in the mix's proportions, so no pick is paid. */
    @State(Scope.Thread)
    public static class Mix {
        Transaction[] transactions;
        int[] types;
        int next;

        @Setup(Level.Trial)
        public void draw(ThreadParams thread) {
            transactions = new Transaction[OrderEntryNoOpMix.transactionTypes()];
            for (int i = 0; i < transactions.length; i++) transactions[i] = OrderEntryNoOpMix.transaction(i);
            types = OrderEntryNoOpMix.weightedSequence(SEQUENCE_LENGTH, SEED + thread.getThreadIndex());
        }

        int nextType() {
            return types[next++ & (SEQUENCE_LENGTH - 1)];
        }
    }

    /** One clock reading, of which the engine takes two per transaction: explains part of the figures. */
    @Benchmark
    @Threads(1)
    public long clockReading() {
        return System.nanoTime();
    }

    @Benchmark
    @Threads(1)
    public Outcome callOnly(Mix mix) throws SQLException, InterruptedException {
        // the no-op transactions never read their context
        return mix.transactions[mix.nextType()].execute(null);
    }

    @Benchmark
    @Threads(1)
    public void executeAndRecord(User user, Mix mix) throws InterruptedException {
        user.session.execute(mix.nextType());
    }

    @Benchmark
    @Threads(1)
    public void step(User user) throws InterruptedException {
        user.session.step();
    }

    @Benchmark
    @Threads(1)
    public void stepCounted(CountedUser user) throws InterruptedException {
        user.session.step();
    }

    // the two-thread variants run the one-thread bodies (a call the JIT inlines), so both measure the same code

    @Benchmark
    @Threads(2)
    public Outcome callOnlyTwoThreads(Mix mix) throws SQLException, InterruptedException {
        return callOnly(mix);
    }

    @Benchmark
    @Threads(2)
    public void executeAndRecordTwoThreads(User user, Mix mix) throws InterruptedException {
        executeAndRecord(user, mix);
    }

    @Benchmark
    @Threads(2)
    public void stepTwoThreads(User user) throws InterruptedException {
        step(user);
    }

    @Benchmark
    @Threads(2)
    public void stepCountedTwoThreads(CountedUser user) throws InterruptedException {
        stepCounted(user);
    }
}
