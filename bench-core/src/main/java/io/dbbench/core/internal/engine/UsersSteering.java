package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.ProgressListener;
import java.util.function.IntConsumer;

/**
 * A listener that steers a run's active users from the sampler thread (a capacity search's steps): the run is built
 * with room for {@link #maxUsers()} users, and before it starts the engine hands it the way to set the active users
 * and to end the run as planned. It decides in {@link #onInterval}, on the sampler thread, never in a session.
 */
public interface UsersSteering extends ProgressListener {
    /** The most users it will ever ask for: the run starts a session (waiting, without a connection) for each. */
    int maxUsers();

    /**
     * Called once by the engine before the run starts.
     *
     * @param setActiveUsers sets the active users (see {@link LiveUsers#setActive})
     * @param endRun         ends the run as its planned end does ({@code EndReason.RUN_TIME}): the transactions in
     *                       flight get the run's stop grace and are counted
     */
    void attach(IntConsumer setActiveUsers, Runnable endRun);

    /**
     * Called once by the engine, on the run's thread, as its first interval starts: after the environment was read,
     * the workload opened and the sessions started (with WaitTillAllLogon, after they logged on), just before the
     * sampler's first wait. What a steering listener measures from the load's start is read here, not at attach.
     */
    default void loadStarts() {}
}
