package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.config.Defaults;
import io.dbbench.core.config.Preferences;
import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SessionTest {
    private final ManualClock clock = new ManualClock();

    /** A transaction that sleeps 100 ms of intra-transaction think time and takes 2 ms itself. */
    private final Transaction thinking = ctx -> {
        ctx.think();
        clock.advance(2_000_000L);
        return Outcome.committed(DmlCounts.NONE);
    };

    private long latencyOfOneRun(boolean timingsIncludeSleep) throws Exception {
        RunState state = new RunState(1, -1);
        TransactionRecorder recorder = new TransactionRecorder();
        Preferences preferences = new Preferences(
                Preferences.TimingUnit.MILLISECONDS,
                Preferences.StatisticsLevel.SIMPLE,
                timingsIncludeSleep,
                Duration.ofSeconds(1),
                Set.of(),
                null);
        Session.Shared shared = new Session.Shared(
                state,
                new ServicePool("s", new Fakes.CountingConnectionSource(), 1, 1),
                ConnectionPolicy.HOLD,
                Fakes.DIALECT,
                clock,
                new TransactionRecorder[] {recorder},
                new WeightedPicker(new int[] {1}),
                new ErrorCounter(),
                Defaults.load(),
                preferences,
                false,
                null,
                null);
        SessionContext ctx = new SessionContext(
                new SessionContext.Settings(
                        Fakes.DIALECT,
                        clock,
                        state.stoppedLatch(),
                        0,
                        new SessionContext.ThinkTime(100, 100),
                        Map.of(),
                        Map.of()),
                0,
                7);
        ctx.attach(Fakes.connection(new java.util.concurrent.atomic.AtomicInteger()));
        new Session(shared, ctx, new Transaction[] {thinking}, 0).execute(0);
        return recorder.drain().latencyNanos().getMaxValue();
    }

    @Test
    void intraTransactionThinkTimeIsLeftOutOfResponseTimeByDefault() throws Exception {
        long latency = latencyOfOneRun(false);
        assertEquals(2.0, latency / 1e6, 0.01);
    }

    @Test
    void timingsIncludeSleepKeepsItIn() throws Exception {
        long latency = latencyOfOneRun(true);
        assertEquals(102.0, latency / 1e6, 0.2);
    }
}
