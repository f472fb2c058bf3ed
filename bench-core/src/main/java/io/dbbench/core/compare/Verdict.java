package io.dbbench.core.compare;

/** The outcome of comparing one metric of two runs. */
public enum Verdict {
    /** Significantly better: higher throughput or lower latency. */
    FASTER,
    /** Significantly worse: lower throughput or higher latency. */
    SLOWER,
    /**
     * Not significant: the difference is within the noise of the iterations at the chosen confidence. Tables
     * say "no difference" only when the change's interval also lies within the equivalence margin
     * (the comparison's equivalence margin), "not significant" otherwise.
     */
    NO_DIFFERENCE,
    /** Not tested: a side has fewer than two values, so its noise is unknown. */
    NOT_COMPARABLE
}
