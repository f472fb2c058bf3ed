package io.dbbench.core.config;

import java.util.Objects;

/**
 * A password or other secret. Its {@link #toString()} never shows the value, so a secret carried in a
 * record can reach a log line, an exception message or a results file without leaking.
 */
public final class Secret {
    private static final Secret NONE = new Secret("");
    private final String value;

    private Secret(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static Secret of(String value) {
        return value == null || value.isEmpty() ? NONE : new Secret(value);
    }

    public static Secret none() {
        return NONE;
    }

    /** The value itself: only for handing to a JDBC driver. */
    public String reveal() {
        return value;
    }

    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public String toString() {
        return value.isEmpty() ? "" : "******";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Secret s && s.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }
}
