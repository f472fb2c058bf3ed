package io.dbbench.core.internal.capacity.plan;

/** How one SLO fared in one step. */
public enum SloStatus {
    /** The measured figure is within the limit. */
    HELD,
    /** The measured figure is at or beyond the limit: the search stops at this step. */
    BROKEN,
    /**
     * Nothing to measure (no transaction of the type completed, or none ended at all): the SLO is not
     * broken, so the search goes on, but neither does it hold, so the step cannot be the maximum
     * sustainable one. A stalled type shows up here and in the Little's-law check.
     */
    NO_DATA
}
