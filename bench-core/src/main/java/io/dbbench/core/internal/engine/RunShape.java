package io.dbbench.core.internal.engine;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.check.Require;
import java.util.List;

/**
 * The shape of one run beyond its SwingBench config: its services (each a connection source and its share
 * of the users), how their users get connections, the iterations to cut the run into, and the open-loop
 * rate. A charbench-style run is one service whose users {@link ConnectionPolicy#HOLD hold} their
 * connection; a topology run is N services whose users {@link ConnectionPolicy#BORROW borrow} one per
 * transaction.
 *
 * @param policy        how the users get connections
 * @param label         what the run is called in results: the topology's label ({@code 8x2}), empty for
 *                      a charbench-style run
 * @param services      at least one; their users add up to the config's user count
 * @param plan          the iterations to cut the run into, or null; the run time and statistics window
 *                      of the config must already match it (see {@code BenchmarkRunner})
 * @param repeat        0-based repeat this run is, recorded in its iterations
 * @param ratePerSecond open-loop target transactions per second over the run, 0 for a closed loop
 * @param maxUsers      the most users the run can have while it goes on (see {@link LiveUsers}): one session each;
 *                      its users (the config's) when they cannot grow, as in every run built without it
 */
public record RunShape(
        ConnectionPolicy policy,
        String label,
        List<ServicePool> services,
        MeasurementPlan plan,
        int repeat,
        double ratePerSecond,
        int maxUsers) {
    public RunShape {
        Require.nonNull("policy", policy, "label", label);
        services = List.copyOf(services);
        if (services.isEmpty()) throw new IllegalArgumentException("a run needs at least one service");
        if (policy == ConnectionPolicy.HOLD && services.size() != 1) {
            throw new IllegalArgumentException("users that hold their connection share one connection source, got "
                    + services.size() + " services");
        }
        if (repeat < 0) throw new IllegalArgumentException("repeat must not be negative");
        if (ratePerSecond < 0 || Double.isNaN(ratePerSecond) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number >= 0, was " + ratePerSecond);
        }
        int users = services.stream().mapToInt(ServicePool::users).sum();
        if (maxUsers < users)
            throw new IllegalArgumentException(
                    "the most users of a run (" + maxUsers + ") must be at least its " + users + " users");
        // the rate sets an open-loop run's load: more users would only be more waiting threads
        if (ratePerSecond > 0 && maxUsers > users)
            throw new IllegalArgumentException(
                    "an open-loop run (a rate) cannot grow its users: its rate sets the load, its users only cap it");
    }

    /** A shape whose users cannot grow: its most users are its users. */
    public RunShape(
            ConnectionPolicy policy,
            String label,
            List<ServicePool> services,
            MeasurementPlan plan,
            int repeat,
            double ratePerSecond) {
        this(
                policy,
                label,
                services,
                plan,
                repeat,
                ratePerSecond,
                services.stream().mapToInt(ServicePool::users).sum());
    }

    /** A charbench-style run: {@code users} users, each holding a connection of {@code connections}. */
    public static RunShape holding(ConnectionSource connections, int users) {
        return new RunShape(
                ConnectionPolicy.HOLD, "", List.of(new ServicePool("dbbench", connections, users, users)), null, 0, 0);
    }

    /** A topology run: one service per service of {@code topology}, each user borrowing per transaction. */
    public static RunShape borrowing(Topology topology, List<ServicePool> services) {
        if (services.size() != topology.services()) {
            throw new IllegalArgumentException(
                    "topology " + topology + " needs " + topology.services() + " services, got " + services.size());
        }
        return new RunShape(ConnectionPolicy.BORROW, topology.label(), services, null, 0, 0);
    }

    /** This shape cut into iterations and/or driven at a rate. */
    public RunShape measured(MeasurementPlan plan, int repeat, double ratePerSecond) {
        return new RunShape(policy, label, services, plan, repeat, ratePerSecond, maxUsers);
    }

    /**
     * This shape with room for up to {@code maxUsers} users while it runs ({@link LoadEngine#liveUsers()}): the users
     * beyond its own get sessions that wait, holding no connection, until they are activated. A topology's extra
     * users go to its services in turn.
     */
    public RunShape withMaxUsers(int maxUsers) {
        return new RunShape(policy, label, services, plan, repeat, ratePerSecond, maxUsers);
    }

    public int users() {
        return services.stream().mapToInt(ServicePool::users).sum();
    }

    /** Connections for set-up work (opening workloads, the environment fingerprint): the first service's. */
    ConnectionSource setUpConnections() {
        return services.get(0).connections();
    }
}
