package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class OpenLoopScheduleTest {
    @Test
    void slotsArePeriodApartFromTheFirstRequestNotFromConstruction() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(20); // 50 ms apart
        // the load starts 3 s after the engine (logons): the first slot is then, not 60 slots overdue
        assertEquals(3_000_000_000L, schedule.nextStartNanos(3_000_000_000L));
        assertEquals(3_050_000_000L, schedule.nextStartNanos(3_000_000_100L));
        // a late session still gets the next slot in line, not "now"
        assertEquals(3_100_000_000L, schedule.nextStartNanos(9_000_000_000L));
    }

    @Test
    void fractionalPeriodsDoNotDrift() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(3); // 333,333,333.3 ns apart
        long last = 0;
        for (int k = 0; k <= 3_000; k++) last = schedule.nextStartNanos(0);
        assertEquals(1_000_000_000_000L, last);
    }

    @Test
    void aRateMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new OpenLoopSchedule(0));
        assertThrows(IllegalArgumentException.class, () -> new OpenLoopSchedule(Double.NaN));
    }
}
