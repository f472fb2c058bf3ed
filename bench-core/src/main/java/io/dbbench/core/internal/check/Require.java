package io.dbbench.core.internal.check;

/**
 * The checks records run in their compact constructors, said once: each throws what the hand-written
 * check it replaces threw, with the same message, because tests and users read those messages.
 */
public final class Require {
    private Require() {}

    /**
     * {@link java.util.Objects#requireNonNull(Object, String)} for several values at once, given as
     * name, value, name, value...: the first null one throws a {@link NullPointerException} whose message
     * is its name.
     */
    public static void nonNull(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs, got " + namesAndValues.length);
        }
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] == null) throw new NullPointerException((String) namesAndValues[i]);
        }
    }
}
