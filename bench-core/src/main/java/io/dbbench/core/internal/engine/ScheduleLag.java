package io.dbbench.core.internal.engine;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Open loop only: how late the transactions start against their schedule, recorded live by the sessions and
 * summed over the statistics window by the sampler.
 */
final class ScheduleLag {
    private final Recorder live = TransactionRecorder.newRecorder();
    private final Histogram inWindow = TransactionRecorder.newHistogram();
    private Histogram recycled;

    /** Where the sessions record each transaction's lateness. */
    Recorder recorder() {
        return live;
    }

    /** Sampler thread, once per interval: takes the interval's lateness, kept when the interval is in the window. */
    void drain(boolean intervalInWindow) {
        recycled = live.getIntervalHistogram(recycled);
        if (intervalInWindow) inWindow.add(recycled);
    }

    /** The lateness over the statistics window, a copy. */
    Histogram inWindow() {
        return inWindow.copy();
    }
}
