package io.dbbench.workloads.bulk;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * The ids of one run of a workload keyed by a growing number (Stress Test, JSON), shared by all its sessions: inserts take the next id, the other transactions pick
 * one at random among those handed out so far. Ids deleted during the run (or by earlier runs) are still
 * picked: a select, update or delete of a missing id is part of the mix, as it is in SwingBench.
 */
public final class RunIds {
    private final AtomicLong highest;
    private final AtomicLong handedOut = new AtomicLong();
    private final long first;
    private final int replica;
    private final int replicas;

    public RunIds(long highestExisting) {
        this(highestExisting, 0, 1);
    }

    /**
     * Replicas of one run own residue classes: replica {@code i} of {@code n} inserts only ids
     * {@code ≡ i (mod n)}, from the smallest such id above the maximum it read, then every n-th. The
     * classes are absolute, not counted from each replica's own maximum, so a replica that opens after
     * others have inserted (and reads a higher maximum) still never takes another replica's id.
     */
    public RunIds(long highestExisting, int replica, int replicas) {
        if (highestExisting < 0)
            throw new IllegalArgumentException("highest existing id must be >= 0, got " + highestExisting);
        if (replicas < 1 || replica < 0 || replica >= replicas)
            throw new IllegalArgumentException("replica " + replica + " of " + replicas);
        this.highest = new AtomicLong(highestExisting);
        this.first = highestExisting + 1 + Math.floorMod(replica - (highestExisting + 1), (long) replicas);
        this.replica = replica;
        this.replicas = replicas;
    }

    /** The ids of a run alone ({@code replica} null) or of that replica of it, as the constructors say. */
    public static RunIds of(long highestExisting, ReplicaIdentity replica) {
        return replica == null
                ? new RunIds(highestExisting)
                : new RunIds(highestExisting, replica.index(), replica.count());
    }

    /** A new id, never handed out before in this run (nor by another replica of it). */
    public long next() {
        long id = first + handedOut.getAndIncrement() * replicas;
        highest.accumulateAndGet(id, Math::max);
        return id;
    }

    /** A uniform id in [1, highest handed out]; 1 while the table was and is empty. */
    public long randomExisting(RandomGenerator random) {
        long top = highest.get();
        return top < 1 ? 1 : 1 + random.nextLong(top);
    }

    public long highest() {
        return highest.get();
    }
}
