package io.dbbench.core.internal.capacity.plan;

/** What Little's law says of one step. */
public enum LittleLawStatus {
    /** The implied number of busy users is within the tolerance of the users run. */
    CONSISTENT,
    /** Far fewer users were busy than were run: the client is the bottleneck, or users stalled. */
    BELOW,
    /** More users were busy than were run: a count or a time is wrong (double counting, think time too long). */
    ABOVE,
    /** Not checked: open loop, think time unknown, or nothing completed. */
    NOT_CHECKED
}
