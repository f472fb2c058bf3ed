package io.dbbench.core.internal.engine;

import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import java.util.List;

/** A run's {@link ProgressListener}s, called from the sampler thread: a broken one never ends the run. */
final class EngineListeners {
    private final List<ProgressListener> listeners;
    private final boolean wantHistograms;

    EngineListeners(List<ProgressListener> listeners) {
        this.listeners = List.copyOf(listeners);
        this.wantHistograms = listeners.stream().anyMatch(ProgressListener::wantsHistograms);
    }

    /** Whether some listener reads the interval histograms (see {@link ProgressListener#wantsHistograms}). */
    boolean wantHistograms() {
        return wantHistograms;
    }

    /**
     * The notices first, then the interval.
     *
     * @param timed false for the late transactions after a stop at an interval boundary: no interval of their own
     */
    void interval(List<String> notices, ProgressSnapshot snapshot, boolean timed) {
        for (ProgressListener l : listeners) {
            try {
                for (String n : notices) l.onNotice(n);
                if (timed) l.onInterval(snapshot);
                else l.onLateTransactions(snapshot);
            } catch (RuntimeException e) {
                // a broken listener must not end a run that is measuring a database
            }
        }
    }

    void notice(String message) {
        for (ProgressListener l : listeners) {
            try {
                l.onNotice(message);
            } catch (RuntimeException e) {
                // a broken listener must not end a run that is measuring a database
            }
        }
    }
}
