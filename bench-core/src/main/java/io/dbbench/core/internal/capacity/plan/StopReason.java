package io.dbbench.core.internal.capacity.plan;

/** Why a capacity search stops after a step; when several apply, they are listed in this order. */
public enum StopReason {
    /**
     * The step had measured time but completed no transaction (nothing ended, or everything failed):
     * first, since a step without throughput says nothing of SLOs or growth, and heavier load cannot help.
     */
    STALLED,
    /** An SLO broke at this step: heavier load would only break it further. */
    SLO_BREACHED,
    /**
     * This step's TPS and the one before's were each not significantly above their previous step's
     * (two in a row): more load no longer buys throughput.
     */
    SATURATED,
    /** The next step of the list would exceed {@code --max-users}. */
    MAX_USERS,
    /** The list of steps is done. */
    LIST_END
}
