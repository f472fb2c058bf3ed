package io.dbbench.workloads.json;

import io.dbbench.workloads.bulk.SplitMix64;
import java.util.function.LongSupplier;

/**
 * The random bits of one loaded row: a SplitMix64 stream started from the row's own seed, so any thread can
 * make any row, and the same seed makes the same documents on every JDK.
 */
final class RowBits implements LongSupplier {
    /** Names the passengers table among the hashes of {@link SplitMix64#rowSeed}. */
    static final long PASSENGERS_SALT = 0x7A55_E6E2L;

    private long state;

    RowBits(long seed, long id) {
        this.state = SplitMix64.rowSeed(seed, PASSENGERS_SALT, id);
    }

    @Override
    public long getAsLong() {
        state += SplitMix64.GOLDEN_GAMMA;
        return SplitMix64.mix64(state);
    }
}
