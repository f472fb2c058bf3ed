package io.dbbench.core.engine;

/**
 * Live view of a running benchmark (console lines, Micrometer, a GUI). Kept apart from result files,
 * which are written from the final {@link io.dbbench.core.result.RunResult}. Called from the engine's
 * sampler thread; implementations must be quick and must not throw.
 */
public interface ProgressListener {
    /**
     * Whether this listener reads the interval histograms ({@link ProgressSnapshot.TransactionProgress#latencyNanos},
     * {@link ProgressSnapshot#poolWaitNanos}). Copying them costs about 200 kB per transaction type per interval,
     * so the engine makes them only when some listener says yes; otherwise they are null.
     */
    default boolean wantsHistograms() {
        return false;
    }

    /** Once per sampling interval. */
    void onInterval(ProgressSnapshot snapshot);

    /**
     * Transactions that finished after the run ended at an interval boundary: the results count them, but they
     * have no interval (and no line) of their own. Listeners that add up totals add these too; the rest
     * ignore them. Called at most once, after the last {@link #onInterval}.
     */
    default void onLateTransactions(ProgressSnapshot snapshot) {}

    /** Something a user should know while the run goes on, e.g. a lost connection being replaced. */
    default void onNotice(String message) {}
}
