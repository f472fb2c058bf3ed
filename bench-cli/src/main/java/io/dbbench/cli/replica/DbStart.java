package io.dbbench.cli.replica;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import java.time.Duration;

/**
 * {@code --start-at db}: one replica's part in a rendezvous through the database.
 *
 * @param runKey    what the replicas of one run share (Kubernetes: the Job's uid)
 * @param replica   this replica's index and the count it waits for
 * @param timeout   how long it waits for the others to arrive
 * @param tolerance how late after the common start its load may still begin
 */
public record DbStart(String runKey, ReplicaIdentity replica, Duration timeout, Duration tolerance) {
    public static final String RUN_KEY_VARIABLE = "DBBENCH_RUN_KEY";
    /** The table's key column holds this many characters: a Kubernetes uid (36) fits with room to spare. */
    static final int MAX_KEY_LENGTH = 64;

    /** Why {@code key} cannot be a run key, or null when it can. */
    static String keyProblem(String key) {
        if (key.length() > MAX_KEY_LENGTH)
            return "the run key is " + key.length() + " characters long, at most " + MAX_KEY_LENGTH + " are allowed";
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || "-_.:".indexOf(c) >= 0;
            if (!ok)
                return "the run key '" + key + "' has '" + c + "' at position " + (i + 1)
                        + ": only letters, digits, '-', '_', '.' and ':' are allowed";
        }
        return null;
    }
}
