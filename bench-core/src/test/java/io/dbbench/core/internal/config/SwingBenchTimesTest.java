package io.dbbench.core.internal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SwingBenchTimesTest {

    @ParameterizedTest(name = "{0} = {1} s")
    @CsvSource({
        "0:0, 0",
        "0:00, 0",
        "0:05, 300",
        "0:5, 300",
        "1:0, 3600",
        "1:30, 5400",
        "12:00, 43200",
        "0:05.30, 330",
        "0:00.45, 45",
        "2:10.05, 7805",
        "1:02:03, 3723",
        "' 0:05 ', 300",
    })
    void parsesConfigAndCommandLineForms(String text, long seconds) {
        assertEquals(Duration.ofSeconds(seconds), SwingBenchTimes.parse(text));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"abc", "", "5", "0:", ":05", "0:05.3", "0:05.300", "1:2:3:4", "-1:00", "0:-5", "1h", "0:05,30"})
    void rejectsGarbageNamingTheText(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SwingBenchTimes.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
    }

    @Test
    void rejectsMinutesOrSecondsAbove59() {
        IllegalArgumentException minutes =
                assertThrows(IllegalArgumentException.class, () -> SwingBenchTimes.parse("0:60"));
        assertTrue(
                minutes.getMessage().contains("'0:60'") && minutes.getMessage().contains("minutes"),
                minutes.getMessage());
        IllegalArgumentException seconds =
                assertThrows(IllegalArgumentException.class, () -> SwingBenchTimes.parse("0:05.75"));
        assertTrue(
                seconds.getMessage().contains("'0:05.75'")
                        && seconds.getMessage().contains("seconds"),
                seconds.getMessage());
    }

    @Test
    void rejectsNull() {
        assertThrows(IllegalArgumentException.class, () -> SwingBenchTimes.parse(null));
    }

    @ParameterizedTest(name = "{0} s = {1}")
    @CsvSource({
        "0, 0:00:00",
        "300, 0:05:00",
        "330, 0:05:30",
        "3600, 1:00:00",
        "5400, 1:30:00",
        "90061, 25:01:01",
    })
    void formatsAsHoursMinutesSeconds(long seconds, String expected) {
        assertEquals(expected, SwingBenchTimes.format(Duration.ofSeconds(seconds)));
    }

    @Test
    void formatDropsFractionsOfASecond() {
        assertEquals("0:00:59", SwingBenchTimes.format(Duration.ofMillis(59_999)));
    }

    @Test
    void formatRefusesNegative() {
        assertThrows(IllegalArgumentException.class, () -> SwingBenchTimes.format(Duration.ofSeconds(-1)));
    }

    @Test
    void formattedTimesParseBack() {
        Duration d = Duration.ofHours(3).plusMinutes(7).plusSeconds(9);
        assertEquals(d, SwingBenchTimes.parse(SwingBenchTimes.format(d)));
    }
}
