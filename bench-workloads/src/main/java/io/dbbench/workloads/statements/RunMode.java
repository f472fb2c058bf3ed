package io.dbbench.workloads.statements;

import java.util.Locale;

/** {@code STATEMENTS_RUN_MODE}: which statement each execution of the runner takes. */
public enum RunMode {
    /** The next enabled statement in file order, wrapping round at the end (SwingBench's default). */
    SERIAL_STEPPED,
    /** As {@link #SERIAL_STEPPED}, but the user stops after the last statement. */
    SERIAL_ONCE,
    /** An enabled statement picked uniformly. */
    RANDOM;

    public static final String VARIABLE = "STATEMENTS_RUN_MODE";

    /** The variable's value, any case; absent means {@link #SERIAL_STEPPED}. */
    static RunMode parse(String value) {
        if (value == null || value.isBlank()) return SERIAL_STEPPED;
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "serial_stepped" -> SERIAL_STEPPED;
            case "serial_once" -> SERIAL_ONCE;
            case "random" -> RANDOM;
            default -> throw new IllegalArgumentException(
                    VARIABLE + " '" + value + "' is not one of serial_stepped, serial_once, random");
        };
    }

    /**
     * The statement to run after {@code previous} (-1 before the first) of {@code count}; -1 once
     * {@link #SERIAL_ONCE} has run them all.
     */
    int next(int previous, int count, java.util.random.RandomGenerator random) {
        return switch (this) {
            case SERIAL_STEPPED -> (previous + 1) % count;
            case SERIAL_ONCE -> previous + 1 < count ? previous + 1 : -1;
            case RANDOM -> count == 1 ? 0 : random.nextInt(count);
        };
    }
}
