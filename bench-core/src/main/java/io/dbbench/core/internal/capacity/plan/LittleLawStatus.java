package io.dbbench.core.internal.capacity.plan;

/** What Little's law says of one step. */
public enum LittleLawStatus {
    /** The implied number of busy users is within the tolerance of the users run. */
    CONSISTENT,
    /** Far fewer users were busy than were run: the client is the bottleneck, or users stalled. */
    BELOW,
    /** More users were busy than were run: a count or a time is wrong (double counting, think time too long). */
    ABOVE,
    /** Not checked: open loop, think time unknown, nothing completed, or more than 1 % failed. */
    NOT_CHECKED
}
