package io.dbbench.core.internal.replica;

import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.StartRendezvous;
import java.time.Instant;
import java.util.Map;

/**
 * Which replica of several this process is: from {@code --replica I/N}, or from what a scheduler sets.
 * Kubernetes Indexed Jobs set {@value #JOB_COMPLETION_INDEX} (0-based; the count comes from
 * {@code --replicas N}); Docker Swarm passes its 1-based {@code {{.Task.Slot}}} through
 * {@value #SLOT}; a shell loop sets {@value #REPLICA} to {@code I/N}.
 */
public record ReplicaIdentity(int index, int count) {
    public static final String JOB_COMPLETION_INDEX = "JOB_COMPLETION_INDEX";
    public static final String SLOT = "DBBENCH_REPLICA_SLOT";
    public static final String REPLICA = "DBBENCH_REPLICA";
    /**
     * Set in a replica's run environment (the config's EnvironmentVariables, which workloads see), so a
     * workload that hands out keys can keep replicas apart.
     */
    public static final String RUN_INDEX = "DBBENCH_REPLICA_INDEX";

    public static final String RUN_COUNT = "DBBENCH_REPLICA_COUNT";
    /** Spreads the replicas' seeds far apart, so no two replicas' sessions share a random sequence. */
    private static final long SEED_STRIDE = 0x5DEECE66DL * 1_000_003L;

    public ReplicaIdentity {
        if (count < 1) throw new IllegalArgumentException("the replica count must be at least 1, was " + count);
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("replica index " + index + " is outside 0.." + (count - 1)
                    + " (0-based, below the count " + count + ")");
        }
    }

    /** {@code 2/4}: replica 2 (0-based) of 4. */
    public static ReplicaIdentity parse(String text) {
        int slash = text.indexOf('/');
        if (slash < 0)
            throw new IllegalArgumentException("'" + text + "' is not I/N, e.g. 2/4 for replica 2 (0-based) of 4");
        try {
            return new ReplicaIdentity(
                    Integer.parseInt(text.substring(0, slash).trim()),
                    Integer.parseInt(text.substring(slash + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not I/N, e.g. 2/4 for replica 2 (0-based) of 4");
        }
    }

    /**
     * The identity the environment gives, or null when it gives none.
     *
     * @param replicas {@code --replicas N}, 0 when not given: needed with an index-only variable
     * @throws IllegalArgumentException naming the variable that is malformed or lacks its count
     */
    public static ReplicaIdentity fromEnvironment(Map<String, String> env, int replicas) {
        String replica = env.get(REPLICA);
        if (replica != null && !replica.isBlank()) {
            try {
                ReplicaIdentity id = parse(replica);
                if (replicas > 0 && replicas != id.count()) {
                    throw new IllegalArgumentException("says " + id.count() + " replicas, --replicas says " + replicas);
                }
                return id;
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(REPLICA + "=" + replica + ": " + e.getMessage(), e);
            }
        }
        String k8s = env.get(JOB_COMPLETION_INDEX);
        if (k8s != null && !k8s.isBlank()) return indexed(JOB_COMPLETION_INDEX, k8s, 0, replicas);
        String slot = env.get(SLOT);
        if (slot != null && !slot.isBlank()) return indexed(SLOT, slot, 1, replicas);
        return null;
    }

    private static ReplicaIdentity indexed(String variable, String value, int base, int replicas) {
        if (replicas < 1)
            throw new IllegalArgumentException(variable + " is set: give the replica count with --replicas N");
        try {
            return new ReplicaIdentity(Integer.parseInt(value.trim()) - base, replicas);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(variable + "=" + value + ": not a whole number", e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(variable + "=" + value + ": " + e.getMessage(), e);
        }
    }

    /** The run environment with this identity added ({@link #RUN_INDEX}, {@link #RUN_COUNT}). */
    public Map<String, String> addTo(Map<String, String> runEnvironment) {
        Map<String, String> out = new java.util.LinkedHashMap<>(runEnvironment);
        out.put(RUN_INDEX, Integer.toString(index));
        out.put(RUN_COUNT, Integer.toString(count));
        return out;
    }

    /** The identity a run environment carries, or null for a run that is not a replica. */
    public static ReplicaIdentity ofRunEnvironment(Map<String, String> runEnvironment) {
        String index = runEnvironment.get(RUN_INDEX);
        String count = runEnvironment.get(RUN_COUNT);
        if (index == null || count == null) return null;
        try {
            return new ReplicaIdentity(Integer.parseInt(index.trim()), Integer.parseInt(count.trim()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "environment variables " + RUN_INDEX + "=" + index + ", " + RUN_COUNT + "=" + count + ": "
                            + e.getMessage(),
                    e);
        }
    }

    /** This replica's seed: the run's seed moved by the index, so replicas pick different customers. */
    public long seed(long base) {
        return base + index * SEED_STRIDE;
    }

    /** This replica's share of {@code total} users: an even split, the first replicas taking one more. */
    public int usersOf(int total) {
        if (total < count)
            throw new IllegalArgumentException(total + " users cannot be split over " + count + " replicas");
        return total / count + (index < total % count ? 1 : 0);
    }

    /** {@code r2}: the suffix of this replica's result files (results-r2.json). */
    public String fileSuffix() {
        return "r" + index;
    }

    public ReplicaRun toRun(Instant startAt) {
        return toRun(startAt, null);
    }

    /** With how the start was found through the database ({@code --start-at db}), or null. */
    public ReplicaRun toRun(Instant startAt, StartRendezvous rendezvous) {
        return new ReplicaRun(index, count, startAt, rendezvous);
    }
}
