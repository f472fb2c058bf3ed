package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.ProgressListener;
import java.util.function.DoubleConsumer;

/**
 * A listener that steers an open-loop run's rate from the sampler thread (a capacity search's steps over {@code
 * --rates}), as {@link UsersSteering} steers a closed-loop run's users: before the run starts the engine hands it the
 * way to set the rate and to end the run as planned. It decides in {@link #onInterval}, on the sampler thread, never
 * in a session. The run's users stay as they are: they are the sessions that serve the schedule's arrivals.
 */
public interface RatesSteering extends ProgressListener {
    /**
     * Called once by the engine before an open-loop run starts.
     *
     * @param setRatePerSecond sets the schedule's rate from now on (intended starts per second, positive): the slots
     *                         not yet taken are spaced at it from the change, with no burst of overdue slots and none
     *                         lost or taken twice
     * @param endRun           ends the run as its planned end does ({@code EndReason.RUN_TIME}): the transactions in
     *                         flight get the run's stop grace and are counted
     */
    void attachRates(DoubleConsumer setRatePerSecond, Runnable endRun);
}
