package io.dbbench.workloads.lio;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The order of operations, exact per 100: every block of 100 consecutive operations holds exactly
 * updatePct updates and scanPct scans, shuffled within the block by the session's own random. So any
 * percentage 0..100 is hit exactly (SLOB's parity trick cannot do 51..99).
 */
final class LioSchedule {
    private final LioOperation[] block = new LioOperation[100];
    private final Random random;
    private int position = 100;

    LioSchedule(int updatePct, int scanPct, Random random) {
        if (updatePct < 0 || scanPct < 0 || updatePct + scanPct > 100) {
            throw new IllegalArgumentException(
                    "update and scan percentages must be >= 0 and add up to at most 100, were " + updatePct + " and "
                            + scanPct);
        }
        this.random = random;
        for (int i = 0; i < 100; i++) {
            block[i] = i < updatePct
                    ? LioOperation.UPDATE
                    : i < updatePct + scanPct ? LioOperation.SCAN : LioOperation.SELECT;
        }
    }

    /** The next operation. */
    LioOperation next() {
        if (position == 100) {
            List<LioOperation> list = new ArrayList<>(List.of(block));
            Collections.shuffle(list, random);
            list.toArray(block);
            position = 0;
        }
        return block[position++];
    }

    /** Starts a fresh block, so a measured window that is a multiple of 100 operations is exact. */
    void restart() {
        position = 100;
    }
}
