package io.dbbench.core.internal.capacity;

/**
 * Where the fit's λ (the throughput of one user with no contention) comes from. Gunther normalises the
 * throughputs by X(1), the throughput measured at load 1; without a load-1 point (or when asked) λ is a third
 * parameter of the fit, as the R package usl does.
 */
public enum UslNormalisation {
    /** λ = X(1): the mean throughput measured at load 1; only σ and κ are fitted. */
    MEASURED_AT_LOAD_ONE("λ = X(1), the throughput measured at load 1"),
    /** λ is fitted together with σ and κ. */
    FITTED_LAMBDA("λ fitted with σ and κ");

    private final String description;

    UslNormalisation(String description) {
        this.description = description;
    }

    /** One line for people: where λ comes from. */
    public String description() {
        return description;
    }
}
