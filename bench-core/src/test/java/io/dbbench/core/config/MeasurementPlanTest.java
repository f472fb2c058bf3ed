package io.dbbench.core.config;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class MeasurementPlanTest {
    @Test
    void countByLengthInTheUnitsPeopleWrite() {
        assertArrayEquals(new long[] {5, 60_000}, MeasurementPlan.parseCountByLength("5x60s"));
        assertArrayEquals(new long[] {2, 30_000}, MeasurementPlan.parseCountByLength("2x30"));
        assertArrayEquals(new long[] {3, 60_000}, MeasurementPlan.parseCountByLength("3x1m"));
        assertArrayEquals(new long[] {1, 3_600_000}, MeasurementPlan.parseCountByLength("1X1H"));
        assertArrayEquals(new long[] {4, 2_000}, MeasurementPlan.parseCountByLength("4x2000ms"));
        for (String bad : new String[] {"5", "x5s", "5x", "5x5d", "-1x5s", "5 x 5s"}) {
            assertTrue(
                    assertThrows(IllegalArgumentException.class, () -> MeasurementPlan.parseCountByLength(bad))
                            .getMessage()
                            .contains("COUNTxLENGTH"),
                    bad);
        }
    }

    @Test
    void lengthsAddUpAndMeasurementStartsAfterTheWarmUp() {
        MeasurementPlan plan = new MeasurementPlan(2, Duration.ofSeconds(30), 5, Duration.ofSeconds(60), 3);
        assertEquals(Duration.ofSeconds(360), plan.repeatLength());
        assertEquals(Duration.ofSeconds(60), plan.warmupTotal());
    }

    @Test
    void iterationsAreWholeSecondsAndThereIsOneAtLeast() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new MeasurementPlan(0, Duration.ZERO, 0, Duration.ofSeconds(1), 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> new MeasurementPlan(0, Duration.ZERO, 1, Duration.ofMillis(1500), 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> new MeasurementPlan(1, Duration.ZERO, 1, Duration.ofSeconds(1), 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> new MeasurementPlan(0, Duration.ZERO, 1, Duration.ofSeconds(1), 0));
        // no warm-up needs no warm-up length
        assertEquals(
                Duration.ofSeconds(3),
                new MeasurementPlan(0, Duration.ZERO, 3, Duration.ofSeconds(1), 1).repeatLength());
    }
}
