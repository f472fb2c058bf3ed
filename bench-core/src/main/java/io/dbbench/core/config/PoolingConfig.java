package io.dbbench.core.config;

import java.time.Duration;

/**
 * SwingBench's optional {@code ConnectionPooling} block. Limits of 0 mean "not set": the engine then
 * sizes the pool to the number of users, one connection per session, as charbench does.
 */
public record PoolingConfig(
        int initialLimit, int minLimit, int maxLimit, Duration inactivityTimeout, Duration connectionWaitTimeout) {
    public static final PoolingConfig DEFAULT = new PoolingConfig(0, 0, 0, Duration.ZERO, Duration.ofSeconds(30));

    public PoolingConfig {
        if (initialLimit < 0 || minLimit < 0 || maxLimit < 0) {
            throw new IllegalArgumentException("connection pool limits must not be negative");
        }
        if (maxLimit > 0 && minLimit > maxLimit) {
            throw new IllegalArgumentException("PooledMinLimit " + minLimit + " is above PooledMaxLimit " + maxLimit);
        }
        if (inactivityTimeout.isNegative() || connectionWaitTimeout.isNegative()) {
            throw new IllegalArgumentException("connection pool timeouts must not be negative");
        }
    }
}
