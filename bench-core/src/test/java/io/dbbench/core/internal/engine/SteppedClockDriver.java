package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.result.RunResult;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Runs an engine on a clock that only this driver moves, in small steps, each taken only once every user that is
 * not waiting to be activated and the sampler wait on the clock for a later time: so each user's transactions fall at instants fixed by the
 * think time and the instant it logged on, never by how the machine schedules threads. Changes of users made by a
 * listener at an interval's end take effect at that instant: the users it activates log on before time moves on.
 */
final class SteppedClockDriver {
    static final long STEP_NANOS = 10_000_000L;
    private static final long SECOND_NANOS = 1_000_000_000L;
    /** A bound on the whole run in real time: a hang fails the test instead of holding the build. */
    private static final long GIVE_UP_NANOS = TimeUnit.SECONDS.toNanos(120);

    private final ManualClock clock = ManualClock.drivenByTransactions();

    ManualClock clock() {
        return clock;
    }

    /**
     * Runs {@code engine} to its end, moving the clock.
     *
     * @param settledAtBoundary checked before time moves onto an interval's end: true once every change of users
     *                          made so far has fully happened (retired users logged off), so the interval's end
     *                          sees it
     */
    RunResult run(LoadEngine engine, BooleanSupplier settledAtBoundary) throws Exception {
        ExecutorService runner = Executors.newSingleThreadExecutor();
        try {
            Future<RunResult> run = runner.submit(engine::run);
            long zero = clock.nanoTime();
            long giveUp = System.nanoTime() + GIVE_UP_NANOS;
            while (!run.isDone()) {
                boolean boundary = (clock.nanoTime() + STEP_NANOS - zero) % SECOND_NANOS == 0;
                while (!run.isDone() && !(allParked(engine) && (!boundary || settledAtBoundary.getAsBoolean()))) {
                    if (System.nanoTime() - giveUp > 0)
                        fail("the users did not settle at " + (clock.nanoTime() - zero));
                }
                if (!run.isDone()) clock.advance(STEP_NANOS);
            }
            return run.get(10, TimeUnit.SECONDS);
        } finally {
            runner.shutdownNow();
        }
    }

    /**
     * Every user not waiting to be activated (the active ones, and retired ones still thinking before they log off)
     * and the sampler wait on the clock for a later time; the count is read again after (a listener may change it).
     */
    private boolean allParked(LoadEngine engine) throws InterruptedException {
        int want = busy(engine);
        return clock.awaitParked(want, Duration.ofMillis(5)) && want == busy(engine);
    }

    private static int busy(LoadEngine engine) {
        LiveUsers users = engine.liveUsers();
        return users.ceiling() - users.idle() + 1;
    }
}
