package io.dbbench.core.internal.replica;

/**
 * What a replica that ended interrupted is to a merge. A replica stopped on its own (killed, stopped by its launcher
 * for a fault) measured less than its run time and is refused like a failed one; when the user stopped the whole run
 * (Ctrl-C or SIGTERM of the parent, which stops every replica), every replica was cut short together and their
 * results are the run's, merged as a run interrupted by the user.
 */
public enum InterruptedReplicas {
    /** An interrupted replica is unusable, named in the refusal or among the excluded. */
    REFUSED,
    /** The user stopped the run: interrupted replicas are merged, and the merged run ends interrupted. */
    MERGED_AS_USER_STOP;

    /** {@link #MERGED_AS_USER_STOP} when the user asked the run to stop, else {@link #REFUSED}. */
    public static InterruptedReplicas whenUserStopped(boolean userAskedToStop) {
        return userAskedToStop ? MERGED_AS_USER_STOP : REFUSED;
    }
}
