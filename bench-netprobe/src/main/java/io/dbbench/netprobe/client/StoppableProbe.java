package io.dbbench.netprobe.client;

import io.dbbench.netprobe.EndReason;

/**
 * What the rr, tput and db probes have in common: a configuration, a listener told of progress, and a
 * run on one thread that {@link #stop()} from any other thread (e.g. a Ctrl-C hook) ends early.
 *
 * @param <C> the probe's configuration
 * @param <L> the listener it reports intervals to
 */
public abstract class StoppableProbe<C, L> {
    protected final C config;
    protected final L listener;
    protected final StopRequest stopRequest = new StopRequest();

    protected StoppableProbe(C config, L listener) {
        this.config = config;
        this.listener = listener;
    }

    /** Ends the probe early; safe from any thread. */
    public void stop() {
        stopRequest.request();
    }

    /** Why the run ended, asked once it has: stopped early, or reached its bound. */
    protected EndReason endReason() {
        return stopRequest.requested() ? EndReason.STOPPED : EndReason.COMPLETED;
    }
}
