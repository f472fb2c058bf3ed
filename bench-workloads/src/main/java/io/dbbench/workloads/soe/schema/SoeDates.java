package io.dbbench.workloads.soe.schema;

/**
 * Dates of generated rows, as seconds since 1970-01-01T00:00 (UTC for instants), counted back from a fixed
 * end (2026-01-01) so the same seed gives the same rows on any day.
 */
final class SoeDates {
    /** 2026-01-01T00:00:00Z: no loaded order, logon or address is later than this. */
    static final long LOAD_END_EPOCH_SECOND = 1_767_225_600L;

    static final long DAY_SECONDS = 86_400L;
    static final long YEAR_SECONDS = 365 * DAY_SECONDS;

    private SoeDates() {}
}
