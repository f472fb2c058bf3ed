package io.dbbench.core.internal.capacity.plan;

/** Whether a step's TPS rose significantly above an earlier step's. */
public enum GrowthStatus {
    /** The first step: nothing to compare with. */
    FIRST,
    /** Significantly above, at the search's confidence (one-sided Welch). */
    GREW,
    /** Not significantly above: equal within noise, or lower. */
    FLAT,
    /** No test possible: a step has fewer than two measured iterations, so no spread to test with. */
    UNTESTED
}
