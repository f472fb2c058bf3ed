package io.dbbench.workloads.stresstest;

import java.util.concurrent.atomic.AtomicLong;
import java.util.random.RandomGenerator;

/**
 * The ids of one run, shared by all its sessions: inserts take the next id, the other transactions pick
 * one at random among those handed out so far. Ids deleted during the run (or by earlier runs) are still
 * picked: a select, update or delete of a missing id is part of the mix, as it is in SwingBench.
 */
final class StressTestIds {
    private final AtomicLong highest;
    private final AtomicLong handedOut = new AtomicLong();
    private final long base;
    private final int replica;
    private final int replicas;

    StressTestIds(long highestExisting) {
        this(highestExisting, 0, 1);
    }

    /**
     * Replicas of one run (started together, so they all read the same maximum) take turns: replica
     * {@code i} of {@code n} inserts {@code max + 1 + i}, {@code max + 1 + i + n}, ... and never the
     * id of another replica.
     */
    StressTestIds(long highestExisting, int replica, int replicas) {
        if (highestExisting < 0) throw new IllegalArgumentException("highest existing id must be >= 0, got " + highestExisting);
        if (replicas < 1 || replica < 0 || replica >= replicas) throw new IllegalArgumentException("replica " + replica + " of " + replicas);
        this.highest = new AtomicLong(highestExisting);
        this.base = highestExisting;
        this.replica = replica;
        this.replicas = replicas;
    }

    /** A new id, never handed out before in this run (nor by another replica of it). */
    long next() {
        long id = base + 1 + replica + handedOut.getAndIncrement() * replicas;
        highest.accumulateAndGet(id, Math::max);
        return id;
    }

    /** A uniform id in [1, highest handed out]; 1 while the table was and is empty. */
    long randomExisting(RandomGenerator random) {
        long top = highest.get();
        return top < 1 ? 1 : 1 + random.nextLong(top);
    }

    long highest() {
        return highest.get();
    }
}
