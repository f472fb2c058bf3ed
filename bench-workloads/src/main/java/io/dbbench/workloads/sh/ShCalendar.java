package io.dbbench.workloads.sh;

import java.time.LocalDate;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * The fixed calendar the Sales History schema covers: every day of {@link #YEARS} years from
 * {@link #FIRST_DAY}, whatever the scale (scale grows the customers and the sales, not time), and the random
 * periods the queries read. Weeks are calendar weeks of the year: days 1-7 are week 1, so a week never spans
 * two years and week 53 has one or two days; the queries' weeks are weeks 1-52.
 */
public final class ShCalendar {
    public static final LocalDate FIRST_DAY = LocalDate.of(2019, 1, 1);
    public static final int YEARS = 4;
    public static final int FIRST_YEAR = FIRST_DAY.getYear();
    public static final LocalDate LAST_DAY = FIRST_DAY.plusYears(YEARS).minusDays(1);
    /** 1,461: the rows of sh_times. */
    public static final int DAYS = (int) (LAST_DAY.toEpochDay() - FIRST_DAY.toEpochDay() + 1);

    private static final int WEEKS_PER_YEAR = 52;

    private ShCalendar() {}

    /** The inclusive date range a query reads. */
    public record DateRange(LocalDate from, LocalDate to) {}

    /** Day {@code index} (0-based) of the calendar. */
    public static LocalDate day(long index) {
        return FIRST_DAY.plusDays(index);
    }

    /** A uniformly random period of this length, aligned on the calendar's years, halves, quarters, months or weeks. */
    public static DateRange randomPeriod(ShTransaction.Period period, RandomGenerator random) {
        int year = FIRST_YEAR + random.nextInt(YEARS);
        return switch (period) {
            case YEAR -> months(year, 1, 12);
            case HALF_YEAR -> months(year, 1 + 6 * random.nextInt(2), 6);
            case TWO_QUARTERS -> {
                // two consecutive quarters, the second may be the first of the next year (but not past the end)
                int quarter = random.nextInt(4 * YEARS - 1);
                yield months(FIRST_YEAR + quarter / 4, 1 + 3 * (quarter % 4), 6);
            }
            case QUARTER -> months(year, 1 + 3 * random.nextInt(4), 3);
            case MONTH -> months(year, 1 + random.nextInt(12), 1);
            case WEEK -> week(year, 1 + random.nextInt(WEEKS_PER_YEAR));
        };
    }

    /** {@code count} months from month {@code firstMonth} (1-12) of {@code year}. */
    public static DateRange months(int year, int firstMonth, int count) {
        LocalDate from = LocalDate.of(year, firstMonth, 1);
        return new DateRange(from, from.plusMonths(count).minusDays(1));
    }

    /** Calendar week {@code week} (1-52) of {@code year}: days 7w-6 .. 7w of the year. */
    public static DateRange week(int year, int week) {
        LocalDate from = LocalDate.ofYearDay(year, 7 * (week - 1) + 1);
        return new DateRange(from, from.plusDays(6));
    }

    /** The calendar week (1-53) of a day: day of year 1-7 is week 1. */
    public static int weekNumber(LocalDate day) {
        return (day.getDayOfYear() - 1) / 7 + 1;
    }

    /** The last day of the day's calendar week, or the year's last day for week 53. */
    public static LocalDate weekEndingDay(LocalDate day) {
        return LocalDate.ofYearDay(day.getYear(), Math.min(7 * weekNumber(day), day.lengthOfYear()));
    }

    /** "Monday" ... "Sunday". */
    public static String dayName(LocalDate day) {
        // from the enum, not a locale's display name: the same text on every JDK and locale data
        String name = day.getDayOfWeek().name();
        return name.charAt(0) + name.substring(1).toLowerCase(Locale.ROOT);
    }

    /** 1 (Monday) to 7 (Sunday). */
    public static int dayNumberInWeek(LocalDate day) {
        return day.getDayOfWeek().getValue();
    }

    /** "2019-01". */
    public static String monthDesc(LocalDate day) {
        return String.format(Locale.ROOT, "%04d-%02d", day.getYear(), day.getMonthValue());
    }

    /** 1 to 4. */
    public static int quarterNumber(LocalDate day) {
        return (day.getMonthValue() - 1) / 3 + 1;
    }

    /** "2019-Q1": seven characters, and text order is time order. */
    public static String quarterDesc(LocalDate day) {
        return String.format(Locale.ROOT, "%04d-Q%d", day.getYear(), quarterNumber(day));
    }
}
