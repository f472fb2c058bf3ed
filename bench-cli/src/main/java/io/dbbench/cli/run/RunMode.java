package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.replica.ChildPlan;
import io.dbbench.cli.replica.ReplicaFlags;
import io.dbbench.core.internal.replica.ReplicaIdentity;

/** How this process does the charbench-style run: decided once, from the flags and the environment. */
enum RunMode {
    /** The run in this JVM: the plain one, or one replica started by a scheduler (--replica, its environment). */
    SINGLE,
    /** {@code --fork}: each repeat in a child JVM, merged here. */
    FORK,
    /** {@code --replicas N} on this host: N child JVMs from a common start, merged here. */
    REPLICAS,
    /** {@code --replicas N,M,...}: a run of local replicas per count, compared here. */
    SWEEP,
    /** A child JVM of a FORK, REPLICAS or SWEEP parent: it runs the {@link ChildPlan} it was handed. */
    CHILD;

    /**
     * @param child   the plan a parent handed this JVM, or null
     * @param replica which replica this process is (from --replica or a scheduler's variable), or null
     */
    static RunMode of(ChildPlan child, ReplicaFlags flags, ReplicaIdentity replica, boolean fork) throws CliException {
        if (child != null) return CHILD;
        if (flags.replicas != null && replica == null) return flags.counts().size() > 1 ? SWEEP : REPLICAS;
        return fork ? FORK : SINGLE;
    }

    /** A parent of child JVMs: it checks what they share (schema, init commands) once, then starts them. */
    boolean startsChildren() {
        return this == FORK || this == REPLICAS || this == SWEEP;
    }
}
