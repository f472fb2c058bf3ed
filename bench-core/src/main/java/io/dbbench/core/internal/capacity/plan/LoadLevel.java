package io.dbbench.core.internal.capacity.plan;

import java.util.Objects;

/**
 * The load of one capacity step: a number of users (closed loop) or a rate of intended transaction
 * starts per second (open loop).
 *
 * @param kind  users or rate
 * @param value the users (a whole number, at least 1) or the rate per second (positive, finite)
 */
public record LoadLevel(LoadKind kind, double value) {
    public LoadLevel {
        Objects.requireNonNull(kind, "kind");
        if (!(value > 0) || Double.isInfinite(value))
            throw new IllegalArgumentException("a load level must be positive and finite, was " + value);
        if (kind == LoadKind.USERS && (value != Math.rint(value) || value > Integer.MAX_VALUE))
            throw new IllegalArgumentException("users must be a whole number, was " + value);
    }

    /** {@code n} users. */
    public static LoadLevel users(int n) {
        return new LoadLevel(LoadKind.USERS, n);
    }

    /** An open-loop rate of {@code perSecond} intended starts per second. */
    public static LoadLevel rate(double perSecond) {
        return new LoadLevel(LoadKind.RATE, perSecond);
    }

    /** The users of a closed-loop step; throws for a rate step, which has no fixed number of users. */
    public int users() {
        if (kind != LoadKind.USERS) throw new IllegalStateException("a rate step has no number of users");
        return (int) value;
    }

    /** "8 users", "1 user", "500/s", "12.5/s": how tables and verdicts name the step. */
    public String label() {
        if (kind == LoadKind.USERS) return users() + (users() == 1 ? " user" : " users");
        return DisplayNumbers.plain(value) + "/s";
    }
}
