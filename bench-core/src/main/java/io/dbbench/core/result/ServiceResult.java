package io.dbbench.core.result;

import io.dbbench.core.internal.check.Require;
import org.HdrHistogram.Histogram;

/**
 * One service of a topology over the statistics window: its own pool and its own users.
 *
 * @param name          the pool's name, also the connections' application name (e.g. {@code dbbench-8x2-s1})
 * @param connections   the pool's maximum size
 * @param users         sessions of this service; more users than connections queue on the pool
 * @param latencyNanos  response times of its completed transactions: time in the database, without pool
 *                      wait, in a closed loop; in an open loop counted from the intended start, so
 *                      schedule lag and pool wait are in it
 * @param poolWaitNanos time its sessions waited for a pooled connection, one value per transaction
 */
public record ServiceResult(
        String name,
        int connections,
        int users,
        long completed,
        long failed,
        Histogram latencyNanos,
        Histogram poolWaitNanos) {
    public ServiceResult {
        Require.nonNull("name", name, "latencyNanos", latencyNanos, "poolWaitNanos", poolWaitNanos);
    }
}
