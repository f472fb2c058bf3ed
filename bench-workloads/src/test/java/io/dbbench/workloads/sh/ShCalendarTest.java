package io.dbbench.workloads.sh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ShCalendarTest {
    @Test
    void coversFourWholeYears() {
        assertEquals(LocalDate.of(2019, 1, 1), ShCalendar.day(0));
        assertEquals(LocalDate.of(2022, 12, 31), ShCalendar.day(ShCalendar.DAYS - 1));
        assertEquals(365 * 4 + 1, ShCalendar.DAYS);
    }

    @Test
    void weeksAreDaysOneToSevenOfTheYearAndNeverSpanTwoYears() {
        assertEquals(1, ShCalendar.weekNumber(LocalDate.of(2020, 1, 7)));
        assertEquals(2, ShCalendar.weekNumber(LocalDate.of(2020, 1, 8)));
        assertEquals(LocalDate.of(2020, 1, 14), ShCalendar.weekEndingDay(LocalDate.of(2020, 1, 8)));
        // 2020 is a leap year: week 53 is December 30 and 31
        assertEquals(53, ShCalendar.weekNumber(LocalDate.of(2020, 12, 30)));
        assertEquals(LocalDate.of(2020, 12, 31), ShCalendar.weekEndingDay(LocalDate.of(2020, 12, 30)));
        assertEquals(
                new ShCalendar.DateRange(LocalDate.of(2021, 12, 24), LocalDate.of(2021, 12, 30)),
                ShCalendar.week(2021, 52));
    }

    @Test
    void describesMonthsAndQuartersSoThatTextOrderIsTimeOrder() {
        LocalDate day = LocalDate.of(2021, 8, 15);
        assertEquals("2021-08", ShCalendar.monthDesc(day));
        assertEquals("2021-Q3", ShCalendar.quarterDesc(day));
        assertEquals(3, ShCalendar.quarterNumber(day));
        assertEquals("Sunday", ShCalendar.dayName(day));
        assertEquals(7, ShCalendar.dayNumberInWeek(day));
    }

    @ParameterizedTest
    @EnumSource(ShTransaction.Period.class)
    void randomPeriodsLieInTheCalendarHaveTheirLengthAndVary(ShTransaction.Period period) {
        SplittableRandom random = new SplittableRandom(7);
        Set<LocalDate> starts = new HashSet<>();
        for (int i = 0; i < 500; i++) {
            ShCalendar.DateRange r = ShCalendar.randomPeriod(period, random);
            assertFalse(r.from().isBefore(ShCalendar.FIRST_DAY), r.toString());
            assertFalse(r.to().isAfter(ShCalendar.LAST_DAY), r.toString());
            assertTrue(r.from().isBefore(r.to()), r.toString());
            starts.add(r.from());
            long months = r.from().until(r.to().plusDays(1)).toTotalMonths();
            switch (period) {
                case WEEK -> {
                    assertEquals(6, r.to().toEpochDay() - r.from().toEpochDay(), r.toString());
                    assertEquals(1, r.from().getDayOfYear() % 7, r.toString());
                }
                case MONTH -> assertEquals(1, months, r.toString());
                case QUARTER -> assertEquals(1, (r.from().getMonthValue() - 1) % 3 + 1, r.toString());
                case TWO_QUARTERS, HALF_YEAR -> assertEquals(6, months, r.toString());
                case YEAR -> assertEquals(12, months, r.toString());
            }
            if (period != ShTransaction.Period.WEEK) assertEquals(1, r.from().getDayOfMonth(), r.toString());
        }
        assertTrue(starts.size() > 1, period + " always starts on " + starts);
    }
}
