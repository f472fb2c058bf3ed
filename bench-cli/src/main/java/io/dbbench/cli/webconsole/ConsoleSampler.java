package io.dbbench.cli.webconsole;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressListener;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.engine.UsersSteering;
import java.util.function.DoubleSupplier;
import java.util.function.IntConsumer;

/**
 * The run's listener for the web console: on the engine's sampler thread, once per interval, one snapshot
 * serialised once and handed to the pages. Nothing of it runs on the load's threads.
 *
 * <p>In a closed-loop run that nothing else steers, it is also the run's {@link UsersSteering}: the engine hands
 * it the way to set the active users, which the page's buttons use (from the server's threads; {@code
 * LiveUsers#setActive} is safe from any thread).
 */
public final class ConsoleSampler implements ProgressListener {
    private final WebConsole console;
    private final MeasurementPlan plan;
    private final DoubleSupplier dbCpuPercent;
    private final DoubleSupplier dbDiskMegabytesPerSecond;
    private volatile String phaseOverride;
    /** The database's commit counter, read on a thread of its own; null when the run gave no connection for it. */
    private volatile LiveCommits commits;

    private int lastUsers = -1;
    private boolean windowSeen;
    /** The shortest silence called a stall, whatever the transactions' pace. */
    static final long STALL_MIN_NANOS = 5_000_000_000L;
    /** A stall is a silence this many times a user's recent time between two transactions' ends. */
    static final int STALL_CYCLES = 3;

    /** How long no transaction has ended while users were logged on (only on the sampler's thread). */
    private long sinceLastEndNanos;
    /**
     * The recent mean time between one user's transaction ends (response time plus think time, or an open loop's
     * pacing): by Little's law, users × time / transactions ended; smoothed, NaN before the first end.
     */
    private double cycleNanos = Double.NaN;

    private boolean stallSaid;

    ConsoleSampler(
            WebConsole console,
            MeasurementPlan plan,
            DoubleSupplier dbCpuPercent,
            DoubleSupplier dbDiskMegabytesPerSecond) {
        this.console = console;
        this.plan = plan;
        this.dbCpuPercent = dbCpuPercent;
        this.dbDiskMegabytesPerSecond = dbDiskMegabytesPerSecond;
    }

    @Override
    public boolean wantsHistograms() {
        return true; // the page's percentiles; the copies are made on the sampler thread, not the load's
    }

    /** What the phase says instead of the run's own (a capacity search's step), or null for the run's. */
    void phase(String phase) {
        phaseOverride = phase;
    }

    /** The database's commits per second, read from now on (before the run starts). */
    void commits(LiveCommits liveCommits) {
        commits = liveCommits;
    }

    @Override
    public void onInterval(ProgressSnapshot s) {
        int active = console.controls().activeUsers();
        int users = active >= 0 ? active : s.usersTotal();
        if (lastUsers >= 0 && users != lastUsers)
            console.event(
                    "users",
                    "users " + (users > lastUsers ? "raised" : "lowered") + " from " + lastUsers + " to " + users);
        lastUsers = users;
        if (s.failedInInterval() > 0)
            console.event(
                    "errors",
                    s.failedInInterval() + " transaction(s) failed in this second (" + s.totalFailed() + " in all)");
        stall(s);
        LiveCommits c = commits;
        double commitsPerSecond = c == null ? Double.NaN : c.tick();
        String commitsUnavailable = c == null ? null : c.unavailableOnce();
        if (commitsUnavailable != null) console.event("notice", commitsUnavailable);
        console.sample(SampleJson.of(
                s,
                phase(s),
                users,
                console.usersCeiling(),
                dbCpuPercent.getAsDouble(),
                dbDiskMegabytesPerSecond.getAsDouble(),
                commitsPerSecond));
    }

    /**
     * A stall: no transaction ended, completed or failed, for longer than {@link #STALL_MIN_NANOS} and than {@link
     * #STALL_CYCLES} times a user's recent time between two transactions (think time, a long query or a low --rate are
     * not stalls), with users logged on and once the run has completed one (logging on is not a stall). Said once when
     * it starts and once when it ends, with its length, never once a second.
     */
    private void stall(ProgressSnapshot s) {
        long ended = 0;
        for (ProgressSnapshot.TransactionProgress t : s.transactions())
            if (!t.statement()) ended += t.completed() + t.failed();
        long interval = s.intervalNanos() > 0 ? s.intervalNanos() : 1_000_000_000L;
        if (s.usersLoggedOn() <= 0) {
            if (stallSaid)
                console.event(
                        "stall",
                        "the stall ended with every user logged off, after " + seconds(sinceLastEndNanos) + " s");
            stallSaid = false;
            sinceLastEndNanos = 0;
            return;
        }
        if (ended > 0) {
            double cycle = (double) s.usersLoggedOn() * (sinceLastEndNanos + interval) / ended;
            cycleNanos = Double.isNaN(cycleNanos) ? cycle : 0.8 * cycleNanos + 0.2 * cycle;
            if (stallSaid)
                console.event("stall", "transactions end again, after a stall of " + seconds(sinceLastEndNanos) + " s");
            stallSaid = false;
            sinceLastEndNanos = 0;
            return;
        }
        sinceLastEndNanos += interval;
        if (stallSaid || s.totalCompleted() <= 0) return;
        double threshold = Math.max(STALL_MIN_NANOS, Double.isNaN(cycleNanos) ? 0 : STALL_CYCLES * cycleNanos);
        if (sinceLastEndNanos > threshold) {
            stallSaid = true;
            console.event(
                    "stall",
                    "stall: no transaction ended for " + seconds(sinceLastEndNanos) + " s, with " + s.usersLoggedOn()
                            + " user(s) logged on");
        }
    }

    private static long seconds(long nanos) {
        return Math.round(nanos / 1e9);
    }

    @Override
    public void onNotice(String message) {
        console.event("notice", message);
    }

    private String phase(ProgressSnapshot s) {
        String override = phaseOverride;
        if (override != null) return override;
        if (plan != null) {
            long warm = plan.warmupIterations() * plan.warmupLength().toNanos();
            long elapsed = s.elapsedNanos();
            if (elapsed < warm)
                return "warm-up iteration " + (1 + elapsed / plan.warmupLength().toNanos()) + " of "
                        + plan.warmupIterations();
            long i = 1 + (elapsed - warm) / plan.iterationLength().toNanos();
            return "iteration " + Math.min(i, plan.measurementIterations()) + " of " + plan.measurementIterations();
        }
        if (s.inStatisticsWindow()) {
            windowSeen = true;
            return "measuring";
        }
        return windowSeen ? "after the statistics window" : "warm-up";
    }

    /** The users steering of a closed-loop run: room for {@code ceiling} users, the setter kept for the buttons. */
    static final class Steering implements UsersSteering {
        private final int ceiling;
        private final int startUsers;
        private volatile IntConsumer setter;
        private volatile int active;

        Steering(int ceiling, int startUsers) {
            this.ceiling = ceiling;
            this.startUsers = startUsers;
            this.active = startUsers;
        }

        /** The users active now, as last set (each run of several repeats or topologies starts with its own). */
        int active() {
            return active;
        }

        @Override
        public int maxUsers() {
            return ceiling;
        }

        @Override
        public void attach(IntConsumer setActiveUsers, Runnable endRun) {
            // a run of several repeats or topologies hands each its own, which starts with the config's users
            active = startUsers;
            setter = setActiveUsers;
        }

        @Override
        public void onInterval(ProgressSnapshot snapshot) {}

        /** @throws IllegalStateException before the run started */
        void set(int users) {
            IntConsumer s = setter;
            if (s == null) throw new IllegalStateException("the run has not started yet");
            synchronized (this) {
                s.accept(users);
                active = users;
            }
        }
    }
}
