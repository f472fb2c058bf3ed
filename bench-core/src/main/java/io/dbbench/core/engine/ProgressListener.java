package io.dbbench.core.engine;

/**
 * Live view of a running benchmark (console lines, Micrometer, a GUI). Kept apart from result files,
 * which are written from the final {@link io.dbbench.core.result.RunResult}. Called from the engine's
 * sampler thread; implementations must be quick and must not throw.
 */
public interface ProgressListener {
    /** Once per sampling interval. */
    void onInterval(ProgressSnapshot snapshot);

    /** Something a user should know while the run goes on, e.g. a lost connection being replaced. */
    default void onNotice(String message) {
    }
}
