package io.dbbench.core.engine;

import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/**
 * A common start for replicas: once every user of a run is logged on, the engine asks the gate for the
 * wall-clock instant to start the load at, and waits for it. A fixed {@code --start-at} is known
 * beforehand; a gate may also find it out only now (replicas on one host say they are ready, and their
 * parent names one start for all). A replica whose users finish logging on more than {@link #tolerance()}
 * after the instant would measure a different window than the others: the engine refuses to run it.
 */
@FunctionalInterface
public interface StartGate {
    Duration DEFAULT_TOLERANCE = Duration.ofSeconds(2);

    /**
     * Called once, from the engine's thread, when every user is logged on.
     *
     * @param stopped true once the run has been stopped: a gate that waits must give up then
     * @return the instant the first transaction may start (in the past: at once, unless later than the tolerance)
     */
    Instant loggedOn(BooleanSupplier stopped) throws InterruptedException;

    /** How far past the instant the load may still start; later, the run fails with a late start. */
    default Duration tolerance() {
        return DEFAULT_TOLERANCE;
    }

    static StartGate at(Instant instant) {
        return at(instant, DEFAULT_TOLERANCE);
    }

    static StartGate at(Instant instant, Duration tolerance) {
        java.util.Objects.requireNonNull(instant, "instant");
        if (tolerance.isNegative()) throw new IllegalArgumentException("the start tolerance must not be negative");
        return new StartGate() {
            @Override
            public Instant loggedOn(BooleanSupplier stopped) {
                return instant;
            }

            @Override
            public Duration tolerance() {
                return tolerance;
            }
        };
    }
}
