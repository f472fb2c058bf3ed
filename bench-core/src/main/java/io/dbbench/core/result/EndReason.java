package io.dbbench.core.result;

/** Why a run ended. */
public enum EndReason {
    /** The configured run time elapsed, or a capacity search ended after its last step (its planned end). */
    RUN_TIME,
    /** The configured maximum number of transactions completed. */
    MAX_TRANSACTIONS,
    /** Every user finished its work (a statement runner in serial_once mode ran each statement once). */
    USERS_FINISHED,
    /** Stopped from outside (Ctrl-C, SIGTERM, {@code stop()}): results are partial. */
    INTERRUPTED;

    public boolean isInterrupted() {
        return this == INTERRUPTED;
    }
}
