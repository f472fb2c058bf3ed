package io.dbbench.core.internal.capacity.plan;

/** How a capacity search steps its load: by the number of users, or by the rate of intended starts. */
public enum LoadKind {
    /** Closed loop ({@code --users}): N users, each starting its next transaction when the last ends. */
    USERS,
    /** Open loop ({@code --rates}): transactions started at intended times, so many per second. */
    RATE;

    /** The option that sets steps of this kind. */
    public String option() {
        return this == USERS ? "--users" : "--rates";
    }
}
