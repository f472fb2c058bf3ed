package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.BenchmarkException;
import io.dbbench.core.engine.StartGate;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** A common start (replicas): every user logs on first; then the load waits for the gate's instant. */
final class CommonStart {
    private CommonStart() {}

    /**
     * Waits for every user to log on, then for the gate's instant, and opens the run's start gate at it.
     *
     * @return when every user was logged on, before the wait (the logon time excludes the wait)
     * @throws BenchmarkException when logging on ended later than the gate's tolerance after its instant
     */
    static long await(RunState state, StartGate gate, Clock clock) throws InterruptedException, BenchmarkException {
        while (!state.isStopped() && state.allLoggedOnLatch().getCount() > 1) {
            clock.await(state.stoppedLatch(), 5_000_000L);
        }
        long usersOnNanos = clock.nanoTime();
        if (state.isStopped()) return usersOnNanos;
        Instant startAt = gate.loggedOn(state::isStopped);
        long lateMillis = clock.epochMillis() - startAt.toEpochMilli();
        Duration tolerance = gate.tolerance();
        if (!state.isStopped() && lateMillis > tolerance.toMillis()) {
            // logging on took too long: starting now would measure a different window than the other replicas
            throw new BenchmarkException(
                    BenchmarkException.Kind.LATE_START,
                    String.format(
                            Locale.ROOT,
                            "too late for the common start %s: users finished logging on late by %d ms, more than the tolerance of %d ms "
                                    + "(start the replicas earlier or give a later --start-at)",
                            startAt,
                            lateMillis,
                            tolerance.toMillis()));
        }
        long waitNanos = (startAt.toEpochMilli() - clock.epochMillis()) * 1_000_000L;
        if (!state.isStopped() && waitNanos > 0) clock.await(state.stoppedLatch(), waitNanos);
        state.openStartGate(clock.nanoTime());
        return usersOnNanos;
    }
}
