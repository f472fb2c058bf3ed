package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.result.TrafficTotals;
import java.util.Objects;

/**
 * What crossed the wire in one capacity step's measured iterations, all transaction types together: the sum of the
 * engine's interval traffic over the step's measured intervals (docs/traffic.md), so no reading of its own.
 *
 * @param executions  the transactions the traffic belongs to, completed and failed (a failed one's statements and
 *                    rollback crossed the wire too), as results.json's {@code traffic} counts them
 * @param totals      bytes out, bytes in and round trips of those executions
 * @param windowNanos the time the measured iterations covered, for the rate
 */
public record StepTraffic(long executions, TrafficTotals totals, long windowNanos) {
    public StepTraffic {
        Objects.requireNonNull(totals, "totals");
        if (executions < 0) throw new IllegalArgumentException("executions " + executions + " < 0");
        if (windowNanos < 0) throw new IllegalArgumentException("windowNanos " + windowNanos + " < 0");
    }

    public StepTraffic plus(StepTraffic o) {
        return new StepTraffic(executions + o.executions, totals.plus(o.totals), windowNanos + o.windowNanos);
    }

    /** Bytes the client sent per transaction; NaN when none ran. */
    public double bytesOutPerTransaction() {
        return perTransaction(totals.bytesOut());
    }

    /** Bytes the client received per transaction; NaN when none ran. */
    public double bytesInPerTransaction() {
        return perTransaction(totals.bytesIn());
    }

    /** Round trips per transaction; NaN when none ran. */
    public double roundTripsPerTransaction() {
        return perTransaction(totals.roundTrips());
    }

    /** Megabits per second both ways over the step (as the live {@code Net(Mb/s)}); NaN for an empty window. */
    public double megabitsPerSecond() {
        return windowNanos == 0 ? Double.NaN : totals.bytes() * 8 / 1e6 / (windowNanos / 1e9);
    }

    private double perTransaction(long value) {
        return executions == 0 ? Double.NaN : (double) value / executions;
    }
}
