package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** The users waiting to be activated: woken by a change or by the run's stop, never by polling for it. */
class LiveUsersTest {
    /** A backstop no test outlives: a wait that ends did so because something woke it. */
    private static final Duration NEVER = Duration.ofHours(1);

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - giveUp > 0) fail("timed out waiting until " + what);
            Thread.sleep(1);
        }
    }

    /** A thread parking the user of {@code rank}; its answer goes to {@code returned}. */
    private static Thread parked(LiveUsers users, int rank, RunState state, AtomicReference<Boolean> returned) {
        Thread t = new Thread(() -> {
            try {
                returned.set(users.awaitActive(rank, state));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    @Test
    void theRunsStopWakesTheUsersParkedWithoutWaitingForTheBackstop() throws Exception {
        RunState state = new RunState(1, -1);
        LiveUsers users = new LiveUsers(1, 4, null, NEVER);
        // as the engine wires them
        state.onStop(users::wakeAll);
        AtomicReference<Boolean> returned = new AtomicReference<>();
        Thread waiter = parked(users, 2, state, returned);
        await(() -> users.idle() == 1, "the user is parked");

        state.requestStop(EndReason.INTERRUPTED);

        waiter.join(TimeUnit.SECONDS.toMillis(30));
        assertFalse(waiter.isAlive(), "the parked user still waits after the stop");
        assertEquals(false, returned.get());
    }

    @Test
    void aUserThatFinishedItsWorkAsItLostItsConnectionIsCountedOffOnce() {
        RunState state = new RunState(2, -1);
        state.firstLogon(0); // the other user, still logged on
        RunConfig config = RunConfig.builder()
                .name("finished")
                .users(1)
                .transaction("Once", "O", Fakes.PREFIX + "Once", 1)
                .build();
        Clock clock = new ManualClock();
        Session.Shared shared = new Session.Shared(
                state,
                new ServicePool("s", new Fakes.CountingConnectionSource(), 1, 1),
                ConnectionPolicy.HOLD,
                Fakes.DIALECT,
                clock,
                new TransactionRecorder[] {new TransactionRecorder()},
                new WeightedPicker(new int[] {1}),
                new ErrorCounter(),
                config.load(),
                config.preferences(),
                false,
                null,
                null);
        SessionContext context = new SessionContext(
                new SessionContext.Settings(
                        Fakes.DIALECT,
                        clock,
                        state.stoppedLatch(),
                        0,
                        new SessionContext.ThinkTime(0, 0),
                        Map.of(),
                        Map.of()),
                0,
                7);
        // its last transaction: the workload says it is done, and the connection breaks under it (08: lost)
        Transaction doneAsTheConnectionBreaks = c -> {
            c.finishSession();
            throw new SQLException("connection reset", "08006");
        };
        LiveUsers users = new LiveUsers(1, 1, null, NEVER);

        new Session(
                        shared,
                        context,
                        0,
                        new SessionParts.Work(new Transaction[] {doneAsTheConnectionBreaks}, null, null),
                        new LiveUsers.Seat(users, 0, true))
                .run();

        // the loss counted it off; its end must not count it off again
        assertEquals(1, state.loggedOn(), "the other user is still logged on");
    }

    @Test
    void noActiveUserIsRefused() {
        LiveUsers users = new LiveUsers(1, 4, null);
        assertThrows(IllegalArgumentException.class, () -> users.setActive(0));
    }
}
