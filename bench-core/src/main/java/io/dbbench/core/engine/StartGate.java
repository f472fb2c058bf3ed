package io.dbbench.core.engine;

import java.time.Instant;
import java.util.function.BooleanSupplier;

/**
 * A common start for replicas: once every user of a run is logged on, the engine asks the gate for the
 * wall-clock instant to start the load at, and waits for it. A fixed {@code --start-at} is known
 * beforehand; a gate may also find it out only now (replicas on one host say they are ready, and their
 * parent names one start for all).
 */
@FunctionalInterface
public interface StartGate {
    /**
     * Called once, from the engine's thread, when every user is logged on.
     *
     * @param stopped true once the run has been stopped: a gate that waits must give up then
     * @return the instant the first transaction may start (in the past: at once)
     */
    Instant loggedOn(BooleanSupplier stopped) throws InterruptedException;

    static StartGate at(Instant instant) {
        java.util.Objects.requireNonNull(instant, "instant");
        return stopped -> instant;
    }
}
