package io.dbbench.workloads.tpcds.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;
import java.time.DayOfWeek;
import java.time.LocalDate;

/** DATE_DIM and TIME_DIM: calendar facts, no randomness. */
final class CalendarRows {
    /**
     * d_day_name as TPC-DS has it, Monday first (DayOfWeek order). Written out, not asked of the JDK:
     * getDisplayName(FULL, Locale.ROOT) gives "Mon" or "Monday" depending on the JVM's locale provider.
     */
    static final String[] DAY_NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    private CalendarRows() {}

    /** Row {@code key} (1-based) of DATE_DIM: the day {@code key - 1} after 1900-01-01. */
    static void writeDate(long key, RowSink out) throws SQLException {
        LocalDate d = TpcdsDates.FIRST_DAY.plusDays(key - 1);
        long sk = TpcdsDates.dateSk(d);
        int year = d.getYear();
        int moy = d.getMonthValue();
        int qoy = (moy - 1) / 3 + 1;
        long weekSeq = (key - 1) / 7 + 1;
        int quarterSeq = (year - 1900) * 4 + qoy;
        DayOfWeek dow = d.getDayOfWeek();
        out.beginRow();
        out.integer(sk);
        out.text(TpcdsRandom.businessId(sk));
        out.date(d.toEpochDay());
        out.integer((year - 1900) * 12L + moy - 1);
        out.integer(weekSeq);
        out.integer(quarterSeq);
        out.integer(year);
        out.integer(dow.getValue() % 7); // Sunday 0 .. Saturday 6, as in TPC-DS
        out.integer(moy);
        out.integer(d.getDayOfMonth());
        out.integer(qoy);
        out.integer(year);
        out.integer(quarterSeq);
        out.integer(weekSeq);
        out.text(DAY_NAMES[dow.getValue() - 1]);
        out.text(year + "Q" + qoy);
        out.text(holiday(d) ? "Y" : "N");
        out.text(dow == DayOfWeek.SATURDAY || dow == DayOfWeek.SUNDAY ? "Y" : "N");
        out.text(holiday(d.minusDays(1)) ? "Y" : "N");
        out.integer(TpcdsDates.dateSk(d.withDayOfMonth(1)));
        out.integer(TpcdsDates.dateSk(d.withDayOfMonth(d.lengthOfMonth())));
        out.integer(TpcdsDates.dateSk(d.minusYears(1)));
        out.integer(TpcdsDates.dateSk(d.minusMonths(3)));
        for (int i = 0; i < 5; i++) out.text("N");
        out.endRow();
    }

    private static boolean holiday(LocalDate d) {
        int m = d.getMonthValue();
        int day = d.getDayOfMonth();
        return (m == 1 && day == 1) || (m == 7 && day == 4) || (m == 12 && day == 25);
    }

    /** Row {@code key} (1-based) of TIME_DIM: second {@code key - 1} of the day. */
    static void writeTime(long key, RowSink out) throws SQLException {
        long t = key - 1;
        int hour = (int) (t / 3600);
        out.beginRow();
        out.integer(t);
        out.text(TpcdsRandom.businessId(t + 1));
        out.integer(t);
        out.integer(hour);
        out.integer(t / 60 % 60);
        out.integer(t % 60);
        out.text(hour < 12 ? "AM" : "PM");
        out.text(hour < 8 ? "third" : hour < 16 ? "first" : "second");
        out.text(hour < 6 ? "night" : hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening");
        String meal = hour >= 6 && hour <= 9
                ? "breakfast"
                : hour >= 11 && hour <= 13 ? "lunch" : hour >= 17 && hour <= 20 ? "dinner" : null;
        if (meal == null) out.nullValue();
        else out.text(meal);
        out.endRow();
    }
}
