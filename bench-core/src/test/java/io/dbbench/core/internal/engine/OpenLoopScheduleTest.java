package io.dbbench.core.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
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
    void aFasterRateSpacesTheSlotsNotYetDueFromTheLastOneDue() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(10); // 100 ms apart
        long s0 = schedule.takeSlot(0);
        long s1 = schedule.takeSlot(0);
        long s2 = schedule.takeSlot(0); // held by a session waiting for 200 ms
        assertEquals(List.of(0L, 100_000_000L, 200_000_000L), starts(schedule, s0, s1, s2));
        // at 150 ms: slots 0 and 1 were due and keep their times; slot 2, already taken, moves to 100 + 50 ms
        schedule.setRate(20, 150_000_000L);
        assertEquals(List.of(0L, 100_000_000L, 150_000_000L), starts(schedule, s0, s1, s2));
        long s3 = schedule.takeSlot(160_000_000L);
        assertEquals(200_000_000L, schedule.startOf(s3).startNanos());
        assertEquals(20.0, schedule.ratePerSecond(), 1e-9);
    }

    @Test
    void aScheduleBehindKeepsItsBacklogAndSpacesTheRestAtTheNewRate() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(10);
        schedule.takeSlot(0); // slot 0 at 0; slots 1..4 (100..400 ms) due by 420 ms, nobody took them
        schedule.setRate(40, 420_000_000L); // 25 ms apart: slot 5 at max(420, 400 + 25) = 425 ms
        List<Long> next = new ArrayList<>();
        for (int k = 1; k <= 6; k++) next.add(schedule.nextStartNanos(420_000_000L));
        assertEquals(List.of(100_000_000L, 200_000_000L, 300_000_000L, 400_000_000L, 425_000_000L, 450_000_000L), next);
    }

    @Test
    void noSlotIsLostOrTakenTwiceAcrossChangesAndNoneIsOutOfOrder() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(50);
        long now = 0;
        long last = Long.MIN_VALUE;
        long taken = 0;
        double[] rates = {50, 100, 200, 400, 800};
        for (double rate : rates) {
            if (now > 0) schedule.setRate(rate, now);
            for (int k = 0; k < 1000; k++) {
                long slot = schedule.takeSlot(now);
                assertEquals(taken++, slot);
                long start = schedule.startOf(slot).startNanos();
                assertTrue(start >= last, "slot " + slot + " starts before the one taken before it");
                if (start > now) now = start; // a session that waits for its slot, then runs at once
                last = start;
            }
            // the last 1000 slots were spaced at the new rate (the first may follow the change by up to one period)
            assertEquals(1e9 / rate * 999, last - schedule.startOf(taken - 1000).startNanos(), 1.0);
        }
    }

    @Test
    void aChangeOpensTheLatchTheWaitingSessionsHold() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(1);
        long slot = schedule.takeSlot(0);
        long next = schedule.takeSlot(0); // at 1 s
        OpenLoopSchedule.SlotStart before = schedule.startOf(next);
        assertEquals(1, before.changed().getCount());
        schedule.setRate(100, 10_000_000L);
        assertEquals(0, before.changed().getCount(), "the waiting session is woken to read its new start");
        assertEquals(10_000_000L, schedule.startOf(next).startNanos(), "one new period after slot 0, at the change");
        assertEquals(0L, schedule.startOf(slot).startNanos());
        assertEquals(1, schedule.startOf(next).changed().getCount(), "a new latch for the next change");
    }

    @Test
    void aChangeBeforeTheStartOnlySetsTheRateItStartsWith() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(10);
        schedule.setRate(20, 5_000_000_000L);
        assertEquals(7_000_000_000L, schedule.nextStartNanos(7_000_000_000L));
        assertEquals(7_050_000_000L, schedule.nextStartNanos(7_000_000_000L));
    }

    private static List<Long> starts(OpenLoopSchedule schedule, long... slots) {
        List<Long> starts = new ArrayList<>();
        for (long s : slots) starts.add(schedule.startOf(s).startNanos());
        return starts;
    }

    @Test
    void theRateIsKeptAsGivenNotRebuiltFromItsPeriod() {
        assertEquals(29.0, new OpenLoopSchedule(29).ratePerSecond());
        assertEquals(29.0, OpenLoopSchedule.fixed(29).ratePerSecond());
        OpenLoopSchedule stepped = new OpenLoopSchedule(10);
        stepped.nextStartNanos(0);
        stepped.setRate(29, 1_000_000_000L);
        assertEquals(29.0, stepped.ratePerSecond());
    }

    @Test
    void aFixedScheduleSpacesItsSlotsAsASteerableOneAndRefusesAChange() {
        OpenLoopSchedule fixed = OpenLoopSchedule.fixed(3);
        OpenLoopSchedule steerable = new OpenLoopSchedule(3);
        assertFalse(fixed.steerable());
        assertTrue(steerable.steerable());
        for (int k = 0; k <= 30; k++)
            assertEquals(steerable.nextStartNanos(5 + k), fixed.nextStartNanos(5 + k), "slot " + k);
        assertThrows(IllegalStateException.class, () -> fixed.setRate(6, 0));
        assertThrows(IllegalStateException.class, () -> fixed.takeSlot(0));
    }

    @Test
    void aChangeReadsItsInstantUnderTheSchedulesLock() {
        OpenLoopSchedule schedule = new OpenLoopSchedule(10);
        schedule.nextStartNanos(0);
        AtomicBoolean underLock = new AtomicBoolean();
        schedule.setRate(20, () -> {
            underLock.set(Thread.holdsLock(schedule));
            return 150_000_000L;
        });
        assertTrue(underLock.get(), "the clock was read outside the lock");
        // slot 1 was due at 100 ms and keeps its time; slot 2 is spaced from it at the new rate
        assertEquals(100_000_000L, schedule.nextStartNanos(150_000_000L));
        assertEquals(150_000_000L, schedule.nextStartNanos(150_000_000L));
    }

    @Test
    void aRateMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new OpenLoopSchedule(0));
        assertThrows(IllegalArgumentException.class, () -> new OpenLoopSchedule(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new OpenLoopSchedule(1).setRate(-1, 0));
    }
}
