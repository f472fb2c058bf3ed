package io.dbbench.workloads.lio;

/**
 * One measured run at a number of sessions.
 *
 * @param sessions        concurrent sessions, each on its own connection
 * @param warmupMillis    after all sessions are released and before the window [SLOB: 30 s]
 * @param runMillis       the measured window [RUN_TIME]
 * @param opsPerSession   also end a session's window after this many operations; 0 = time only [WORK_LOOP]
 * @param loop            where the worker loop runs: the client over JDBC, or a block inside the database
 */
public record LioRunConfig(
        int sessions, long warmupMillis, long runMillis, long opsPerSession, LioSettings settings, LioLoop loop) {
    public LioRunConfig {
        if (sessions < 1) throw new IllegalArgumentException("sessions must be >= 1, was " + sessions);
        if (warmupMillis < 0) throw new IllegalArgumentException("warm-up must be >= 0 ms, was " + warmupMillis);
        if (runMillis < 1) throw new IllegalArgumentException("run time must be >= 1 ms, was " + runMillis);
        if (opsPerSession < 0)
            throw new IllegalArgumentException("operations per session must be >= 0, was " + opsPerSession);
        if (settings == null) throw new IllegalArgumentException("settings are required");
        if (loop == null) throw new IllegalArgumentException("loop is required");
    }

    /** The client loop. */
    public LioRunConfig(int sessions, long warmupMillis, long runMillis, long opsPerSession, LioSettings settings) {
        this(sessions, warmupMillis, runMillis, opsPerSession, settings, LioLoop.CLIENT);
    }

    public LioRunConfig withSessions(int n) {
        return new LioRunConfig(n, warmupMillis, runMillis, opsPerSession, settings, loop);
    }
}
