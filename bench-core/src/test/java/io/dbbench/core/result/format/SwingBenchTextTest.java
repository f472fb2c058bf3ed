package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.config.Preferences.TimingUnit;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class SwingBenchTextTest {
    @Test
    void timeOfRunUsesPlainSpacesAndTheGivenZone() {
        Instant instant = Instant.parse("2026-04-23T14:18:01.999Z");
        assertEquals("Apr 23, 2026, 2:18:01 PM", SwingBenchText.timeOfRun(instant, ZoneOffset.UTC));
        assertEquals("Apr 23, 2026, 4:18:01 PM", SwingBenchText.timeOfRun(instant, ZoneId.of("Europe/Paris")));
        assertEquals(
                "Jan 1, 2026, 12:00:00 AM",
                SwingBenchText.timeOfRun(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));
        assertEquals(
                "Sep 9, 2026, 12:05:09 PM",
                SwingBenchText.timeOfRun(Instant.parse("2026-09-09T12:05:09Z"), ZoneOffset.UTC));
    }

    @Test
    void hoursMinutesSecondsDropsPartialSecondsAndDoesNotWrap() {
        assertEquals("0:00:00", SwingBenchText.hoursMinutesSeconds(Duration.ZERO));
        assertEquals("0:00:59", SwingBenchText.hoursMinutesSeconds(Duration.ofMillis(59_999)));
        assertEquals("0:05:00", SwingBenchText.hoursMinutesSeconds(Duration.ofMinutes(5)));
        assertEquals("26:01:02", SwingBenchText.hoursMinutesSeconds(Duration.ofSeconds(26 * 3600 + 62)));
        assertEquals("0:00:00", SwingBenchText.hoursMinutesSeconds(Duration.ofSeconds(-5)));
    }

    @Test
    void twoDecimalsRoundHalfUpFromTheExactValue() {
        assertEquals("1499.54", SwingBenchText.twoDecimals(449_862 / 300.0));
        assertEquals("0.00", SwingBenchText.twoDecimals(0));
        assertEquals("0.13", SwingBenchText.twoDecimals(0.125));
        // 1.005 is really 1.00499999999999989..., so it rounds down
        assertEquals("1.00", SwingBenchText.twoDecimals(1.005));
    }

    @Test
    void plainDoubleNeverUsesAnExponent() {
        assertEquals("0.0", SwingBenchText.plainDouble(0));
        assertEquals("0.0", SwingBenchText.plainDouble(1e-9));
        assertEquals("10000000.0", SwingBenchText.plainDouble(1e7));
        assertEquals("23.416667", SwingBenchText.plainDouble(23.4166666666));
        assertEquals("0.000125", SwingBenchText.plainDouble(0.000125));
    }

    @Test
    void wholeUnitsRoundToNearest() {
        assertEquals(1, SwingBenchText.wholeUnits(999_936, TimingUnit.MILLISECONDS));
        assertEquals(0, SwingBenchText.wholeUnits(499_999, TimingUnit.MILLISECONDS));
        assertEquals(1000, SwingBenchText.wholeUnits(999_936, TimingUnit.MICROSECONDS));
    }
}
