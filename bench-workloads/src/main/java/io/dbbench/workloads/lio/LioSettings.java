package io.dbbench.workloads.lio;

/**
 * The worker loop's settings, SLOB's names in brackets.
 *
 * @param workUnit          keys per range [WORK_UNIT], 3..1024
 * @param updatePct         operations that update [UPDATE_PCT], exact per 100
 * @param scanPct           operations that scan the scan table [SCAN_PCT]
 * @param updateMode        LITE or HEAVY [REDO_STRESS]
 * @param hotspotEvery      every k-th operation goes to the hot spot; 0 = none [HOTSPOT_FREQUENCY]
 * @param hotspotOffsetKeys first key of the hot spot minus one [HOTSPOT_OFFSET]
 * @param hotspotKeys       keys in the hot spot [HOTSPOT]; must exceed workUnit
 * @param thinkMinMillis    think time between operations, uniform in [min, max] [THINK_TM_*]
 * @param thinkMaxMillis    see thinkMinMillis
 * @param seed              seeds every session's keys and schedule (session i uses seed + i)
 */
public record LioSettings(
        int workUnit,
        int updatePct,
        int scanPct,
        UpdateMode updateMode,
        int hotspotEvery,
        long hotspotOffsetKeys,
        long hotspotKeys,
        long thinkMinMillis,
        long thinkMaxMillis,
        long seed) {
    public static final int MIN_WORK_UNIT = 3;
    public static final int MAX_WORK_UNIT = 1024;

    public LioSettings {
        if (workUnit < MIN_WORK_UNIT || workUnit > MAX_WORK_UNIT) {
            throw new IllegalArgumentException("work unit must be between 3 and 1024, was " + workUnit);
        }
        if (updatePct < 0 || updatePct > 100)
            throw new IllegalArgumentException("update percentage must be 0..100, was " + updatePct);
        if (scanPct < 0 || scanPct > 100)
            throw new IllegalArgumentException("scan percentage must be 0..100, was " + scanPct);
        if (updatePct + scanPct > 100) {
            throw new IllegalArgumentException(
                    "update and scan percentages add up to " + (updatePct + scanPct) + ", more than 100");
        }
        if (updateMode == null) throw new IllegalArgumentException("update mode is required");
        if (hotspotEvery < 0)
            throw new IllegalArgumentException("hot spot frequency must be >= 0, was " + hotspotEvery);
        if (hotspotEvery > 0 && hotspotKeys <= workUnit) {
            throw new IllegalArgumentException(
                    "the hot spot must hold more keys than the work unit (" + workUnit + "), was " + hotspotKeys);
        }
        if (hotspotOffsetKeys < 0)
            throw new IllegalArgumentException("hot spot offset must be >= 0, was " + hotspotOffsetKeys);
        if (thinkMinMillis < 0 || thinkMaxMillis < thinkMinMillis) {
            throw new IllegalArgumentException(
                    "think time must satisfy 0 <= min <= max, was " + thinkMinMillis + ".." + thinkMaxMillis);
        }
    }

    /** Plain range counts of the given work unit: no updates, scans, hot spot or think time. */
    public static LioSettings readOnly(int workUnit) {
        return new LioSettings(workUnit, 0, 0, UpdateMode.LITE, 0, 0, 0, 0, 0, 1);
    }

    /** Checks the settings against a table of {@code keys} rows (keys 1..keys). */
    public void checkAgainst(long keys) {
        if (keys < 2L * workUnit + 2) {
            throw new IllegalArgumentException("the tables hold " + keys + " rows, too few for work unit " + workUnit
                    + " (need at least " + (2L * workUnit + 2) + ")");
        }
        if (hotspotEvery > 0 && hotspotOffsetKeys + hotspotKeys > keys) {
            throw new IllegalArgumentException("the hot spot (keys " + (hotspotOffsetKeys + 1) + ".."
                    + (hotspotOffsetKeys + hotspotKeys) + ") ends past the last key " + keys);
        }
    }
}
