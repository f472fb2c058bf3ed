package io.dbbench.core.measure;

import java.time.Duration;
import java.util.Objects;

/** Think times as the engine takes them: whole milliseconds, min &lt;= max. */
final class ThinkTimeMillis {
    private ThinkTimeMillis() {}

    /** The engine sleeps whole milliseconds: anything else is refused rather than silently rounded. */
    static long[] of(String method, Duration min, Duration max) {
        Objects.requireNonNull(min, method + "(min, max): min");
        Objects.requireNonNull(max, method + "(min, max): max");
        for (Duration d : new Duration[] {min, max}) {
            if (d.isNegative()) throw new IllegalArgumentException(method + "(min, max): " + d + " is negative");
            if (d.toNanos() % 1_000_000L != 0) {
                throw new IllegalArgumentException(
                        method + "(min, max): " + d + " is not a whole number of milliseconds");
            }
        }
        if (min.compareTo(max) > 0)
            throw new IllegalArgumentException(method + "(min, max): min " + min + " > max " + max);
        return new long[] {min.toMillis(), max.toMillis()};
    }
}
