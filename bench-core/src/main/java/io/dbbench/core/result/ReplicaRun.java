package io.dbbench.core.result;

import java.time.Instant;

/**
 * Which replica of several a run was, as recorded in its results.
 *
 * @param index   0-based, below {@code count}
 * @param count   how many replicas ran together
 * @param startAt the common start they waited for ({@code --start-at}; with {@code --start-at db} on the
 *     database's clock, the same for every replica); null when they started at once
 * @param rendezvous how the start was found through the database ({@code --start-at db}); null otherwise
 */
public record ReplicaRun(int index, int count, Instant startAt, StartRendezvous rendezvous) {
    public ReplicaRun(int index, int count, Instant startAt) {
        this(index, count, startAt, null);
    }

    public ReplicaRun {
        if (count < 1) throw new IllegalArgumentException("the replica count must be at least 1, was " + count);
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("the replica index must be 0.." + (count - 1) + ", was " + index);
        }
    }

    /** {@code 2/4}: the form of {@code --replica}. */
    public String label() {
        return index + "/" + count;
    }
}
