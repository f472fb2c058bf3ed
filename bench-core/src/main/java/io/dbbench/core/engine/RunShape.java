package io.dbbench.core.engine;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;

import java.util.List;

/**
 * The shape of one run beyond its SwingBench config: the topology's services (each its own pool and
 * users, borrowing a connection per transaction), the iterations to cut the run into, and the
 * open-loop rate.
 *
 * @param topology      the topology the services make up, or null for a charbench-style run (one pool,
 *                      each user holding its connection)
 * @param services      one per service of the topology (their users add up to the config's user
 *                      count); empty without a topology
 * @param plan          the iterations to cut the run into, or null; the run time and statistics window
 *                      of the config must already match it (see {@code BenchmarkRunner})
 * @param repeat        0-based repeat this run is, recorded in its iterations
 * @param ratePerSecond open-loop target transactions per second over the run, 0 for a closed loop
 */
public record RunShape(Topology topology, List<ServicePool> services, MeasurementPlan plan, int repeat,
                       double ratePerSecond) {
    public RunShape {
        services = List.copyOf(services);
        if (topology == null ? !services.isEmpty() : services.size() != topology.services()) {
            throw new IllegalArgumentException("topology " + topology + " needs " + topology.services() + " services, got "
                    + services.size());
        }
        if (repeat < 0) throw new IllegalArgumentException("repeat must not be negative");
        if (ratePerSecond < 0 || Double.isNaN(ratePerSecond) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number >= 0, was " + ratePerSecond);
        }
    }

    /** A charbench-style closed-loop run, not cut into iterations. */
    public static final RunShape CLASSIC = new RunShape(null, List.of(), null, 0, 0);

    /** A charbench-style pool (no topology), cut into iterations and/or driven at a rate. */
    public static RunShape classic(MeasurementPlan plan, int repeat, double ratePerSecond) {
        return new RunShape(null, List.of(), plan, repeat, ratePerSecond);
    }

    public int users() {
        return services.stream().mapToInt(ServicePool::users).sum();
    }
}
