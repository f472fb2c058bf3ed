package io.dbbench.core.internal.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One session's running traffic totals for one transaction type. Only that session's thread writes them,
 * so an addition is a plain read and an opaque write (a plain store on x86/ARM, no atomic instruction):
 * counting costs a transaction no more than recording its DML. The sampler reads them opaquely, whole
 * 64-bit values, possibly a transaction behind; it takes differences between its readings, never resets.
 */
final class TrafficCell {
    private static final VarHandle BYTES_OUT;
    private static final VarHandle BYTES_IN;
    private static final VarHandle ROUND_TRIPS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            BYTES_OUT = lookup.findVarHandle(TrafficCell.class, "bytesOut", long.class);
            BYTES_IN = lookup.findVarHandle(TrafficCell.class, "bytesIn", long.class);
            ROUND_TRIPS = lookup.findVarHandle(TrafficCell.class, "roundTrips", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private long bytesOut;
    private long bytesIn;
    private long roundTrips;

    /** The owning session's thread only. */
    void add(long sentBytes, long receivedBytes, long turns) {
        BYTES_OUT.setOpaque(this, bytesOut + sentBytes);
        BYTES_IN.setOpaque(this, bytesIn + receivedBytes);
        ROUND_TRIPS.setOpaque(this, roundTrips + turns);
    }

    long bytesOut() {
        return (long) BYTES_OUT.getOpaque(this);
    }

    long bytesIn() {
        return (long) BYTES_IN.getOpaque(this);
    }

    long roundTrips() {
        return (long) ROUND_TRIPS.getOpaque(this);
    }
}
