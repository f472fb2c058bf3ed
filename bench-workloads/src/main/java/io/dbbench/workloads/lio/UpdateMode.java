package io.dbbench.workloads.lio;

/** How much of each row an update changes (SLOB's REDO_STRESS). */
public enum UpdateMode {
    /** Two columns. */
    LITE,
    /** Every column but the key. */
    HEAVY
}
