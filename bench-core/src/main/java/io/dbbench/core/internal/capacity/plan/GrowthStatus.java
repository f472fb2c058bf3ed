package io.dbbench.core.internal.capacity.plan;

/** Whether a step's TPS rose significantly above an earlier step's. */
public enum GrowthStatus {
    /** The first step: nothing to compare with. */
    FIRST,
    /** Significantly above, at the search's confidence (one-sided Welch). */
    GREW,
    /**
     * Not significantly above, but the mean rose by more than {@link TpsGrowth#INCONCLUSIVE_GAIN}: the
     * iterations are too few or too noisy to tell, which is no evidence of a plateau, so such a step
     * never counts towards saturation (nor is it a significant new high for the knee).
     */
    INCONCLUSIVE,
    /** Not significantly above, and the mean rose by {@link TpsGrowth#INCONCLUSIVE_GAIN} or less, or fell. */
    FLAT,
    /** No test possible: a step has fewer than two measured iterations, so no spread to test with. */
    UNTESTED
}
