package io.dbbench.core.measure;

import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.engine.ConnectionPolicy;
import java.util.List;

/**
 * One entry of a benchmark's sweep as the client side is laid out: one pool whose users hold their
 * connection (charbench), or a topology whose services' users borrow one per transaction.
 *
 * @param topology the services and their pool size; only for {@link ConnectionPolicy#BORROW}
 */
record RunLayout(ConnectionPolicy policy, Topology topology) {
    static final RunLayout HELD = new RunLayout(ConnectionPolicy.HOLD, null);

    RunLayout {
        if ((policy == ConnectionPolicy.BORROW) != (topology != null)) {
            throw new IllegalArgumentException("a topology is exactly what users who borrow connections need");
        }
    }

    /** The charbench layout when no topology is asked for, else one layout per topology. */
    static List<RunLayout> of(List<Topology> topologies) {
        if (topologies.isEmpty()) return List.of(HELD);
        return topologies.stream()
                .map(t -> new RunLayout(ConnectionPolicy.BORROW, t))
                .toList();
    }

    /** The topology as listeners and meters receive it: their API gives null for a charbench-style run. */
    Topology forListeners() {
        return topology;
    }
}
