package io.dbbench.workloads.soe.schema;

/**
 * Dates of generated rows, as seconds since 1970-01-01T00:00 (UTC for instants), counted back from a fixed
 * end (2026-01-01) so the same seed gives the same rows on any day; and their text form for COPY.
 */
final class SoeDates {
    /** 2026-01-01T00:00:00Z: no loaded order, logon or address is later than this. */
    static final long LOAD_END_EPOCH_SECOND = 1_767_225_600L;

    static final long DAY_SECONDS = 86_400L;
    static final long YEAR_SECONDS = 365 * DAY_SECONDS;

    private SoeDates() {}

    /** Appends {@code yyyy-MM-dd HH:mm:ss}; written by hand because formatters dominate the load's CPU time. */
    static void appendDateTime(StringBuilder out, long epochSecond) {
        long days = Math.floorDiv(epochSecond, DAY_SECONDS);
        int secondOfDay = (int) Math.floorMod(epochSecond, DAY_SECONDS);
        // civil-from-days (proleptic Gregorian), as in Howard Hinnant's date algorithms
        long z = days + 719_468;
        long era = Math.floorDiv(z, 146_097);
        long dayOfEra = z - era * 146_097;
        long yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long monthIndex = (5 * dayOfYear + 2) / 153;
        int day = (int) (dayOfYear - (153 * monthIndex + 2) / 5 + 1);
        int month = (int) (monthIndex < 10 ? monthIndex + 3 : monthIndex - 9);
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        out.append(year).append('-');
        twoDigits(out, month).append('-');
        twoDigits(out, day).append(' ');
        twoDigits(out, secondOfDay / 3600).append(':');
        twoDigits(out, secondOfDay / 60 % 60).append(':');
        twoDigits(out, secondOfDay % 60);
    }

    private static StringBuilder twoDigits(StringBuilder out, int value) {
        return out.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
    }
}
