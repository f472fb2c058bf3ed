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

    StressTestIds(long highestExisting) {
        if (highestExisting < 0) throw new IllegalArgumentException("highest existing id must be >= 0, got " + highestExisting);
        this.highest = new AtomicLong(highestExisting);
    }

    /** A new id, never handed out before in this run. */
    long next() {
        return highest.incrementAndGet();
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
