package io.dbbench.core.result;

/**
 * How a replica found its common start by a rendezvous through the database ({@code --start-at db}): every
 * replica wrote its arrival there and started at the last arrival plus a margin, on the database's clock.
 *
 * @param runKey               the key the replicas of the run shared
 * @param arrivalSpreadMillis  from the first replica's arrival to the last, on the database's clock
 * @param clockOffsetMillis    the database's clock minus this replica's, as measured on its connection
 * @param clockOffsetErrorMillis half the round trip of that measurement: the offset is right to within it
 */
public record StartRendezvous(
        String runKey, long arrivalSpreadMillis, long clockOffsetMillis, long clockOffsetErrorMillis) {
    public StartRendezvous {
        java.util.Objects.requireNonNull(runKey, "runKey");
        if (arrivalSpreadMillis < 0)
            throw new IllegalArgumentException("the arrival spread must not be negative, was " + arrivalSpreadMillis);
        if (clockOffsetErrorMillis < 0)
            throw new IllegalArgumentException(
                    "the clock offset's error must not be negative, was " + clockOffsetErrorMillis);
    }
}
