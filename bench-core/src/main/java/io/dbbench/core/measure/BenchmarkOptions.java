package io.dbbench.core.measure;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.StartGate;
import io.dbbench.core.internal.engine.UserThreads;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * How a benchmark is run beyond its SwingBench config: the one options model behind both the CLI's
 * flags ({@code --topology --warmup --iterations --repeats --rate --seed}) and {@link BenchmarkBuilder}.
 * Every default lives here.
 *
 * @param topologies      run each in turn; empty for one charbench-style run (one pool, a connection held
 *                        per user)
 * @param usersPerService with topologies: users of each service (the total is this × services); 0 to
 *                        split the config's user count evenly over the services
 * @param plan            warm-up and measurement iterations and repeats; null for one run of the config's
 *                        run time
 * @param ratePerSecond   open loop: target transactions per second over the whole run; 0 for a closed loop
 * @param seed            base of the sessions' random sources: the same seed makes the same choices
 * @param stopGrace       how long in-flight transactions may finish once a run ends
 * @param startGate       a common start for replicas: the first run's users log on, then wait for the
 *                        gate's wall-clock instant before the first transaction; null to start at once
 * @param virtualThreads  the users run on virtual threads (JDK 21+) instead of platform threads
 */
public record BenchmarkOptions(
        List<Topology> topologies,
        int usersPerService,
        MeasurementPlan plan,
        double ratePerSecond,
        long seed,
        Duration stopGrace,
        StartGate startGate,
        boolean virtualThreads) {
    public static final int USERS_PER_SERVICE_SPLIT = 0;
    public static final double CLOSED_LOOP = 0;
    public static final Duration STOP_GRACE = Duration.ofSeconds(10);
    /** Repeats of a run without a measurement plan: one. */
    public static final int DEFAULT_REPEATS = 1;

    public BenchmarkOptions {
        topologies = List.copyOf(topologies);
        if (topologies.stream().distinct().count() != topologies.size()) {
            throw new IllegalArgumentException("a topology is listed twice: " + topologies);
        }
        if (usersPerService < 0) throw new IllegalArgumentException("users per service must not be negative");
        if (usersPerService > 0 && topologies.isEmpty()) {
            throw new IllegalArgumentException("users per service needs a topology");
        }
        if (ratePerSecond < 0 || Double.isNaN(ratePerSecond) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("the rate must be a finite number of transactions per second >= 0");
        }
        if (stopGrace.isNegative()) throw new IllegalArgumentException("the stop grace must not be negative");
        if (virtualThreads && !UserThreads.virtualAvailable())
            throw new IllegalArgumentException("virtual threads need Java 21 or later; this is Java "
                    + Runtime.version().feature());
    }

    /**
     * The options before {@code virtualThreads} existed, kept so that code compiled against the
     * seven-component record still builds and links: the users run on platform threads.
     */
    public BenchmarkOptions(
            List<Topology> topologies,
            int usersPerService,
            MeasurementPlan plan,
            double ratePerSecond,
            long seed,
            Duration stopGrace,
            StartGate startGate) {
        this(topologies, usersPerService, plan, ratePerSecond, seed, stopGrace, startGate, false);
    }

    /** One charbench-style closed-loop run of the config's run time, seeded from the clock. */
    public static BenchmarkOptions defaults() {
        return new BenchmarkOptions(
                List.of(), USERS_PER_SERVICE_SPLIT, null, CLOSED_LOOP, System.nanoTime(), STOP_GRACE, null, false);
    }

    public BenchmarkOptions withTopologies(List<Topology> v) {
        return new BenchmarkOptions(
                v, usersPerService, plan, ratePerSecond, seed, stopGrace, startGate, virtualThreads);
    }

    public BenchmarkOptions withUsersPerService(int v) {
        return new BenchmarkOptions(topologies, v, plan, ratePerSecond, seed, stopGrace, startGate, virtualThreads);
    }

    public BenchmarkOptions withPlan(MeasurementPlan v) {
        return new BenchmarkOptions(
                topologies, usersPerService, v, ratePerSecond, seed, stopGrace, startGate, virtualThreads);
    }

    public BenchmarkOptions withRate(double v) {
        return new BenchmarkOptions(topologies, usersPerService, plan, v, seed, stopGrace, startGate, virtualThreads);
    }

    public BenchmarkOptions withSeed(long v) {
        return new BenchmarkOptions(
                topologies, usersPerService, plan, ratePerSecond, v, stopGrace, startGate, virtualThreads);
    }

    public BenchmarkOptions withStopGrace(Duration v) {
        return new BenchmarkOptions(
                topologies, usersPerService, plan, ratePerSecond, seed, v, startGate, virtualThreads);
    }

    public BenchmarkOptions withStartGate(StartGate v) {
        return new BenchmarkOptions(
                topologies, usersPerService, plan, ratePerSecond, seed, stopGrace, v, virtualThreads);
    }

    /** Users on virtual threads (JDK 21+); the engine refuses them on a JDK without. */
    public BenchmarkOptions withVirtualThreads(boolean v) {
        return new BenchmarkOptions(topologies, usersPerService, plan, ratePerSecond, seed, stopGrace, startGate, v);
    }

    /** A common start at a fixed instant ({@code --start-at}), refused when the users log on later than the tolerance. */
    public BenchmarkOptions withStartAt(Instant v, java.time.Duration tolerance) {
        return withStartGate(v == null ? null : StartGate.at(v, tolerance));
    }

    /** How many separate runs (fresh pools each) make one topology's result. */
    public int repeats() {
        return plan == null ? DEFAULT_REPEATS : plan.repeats();
    }
}
