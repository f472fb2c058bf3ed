package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LatencyStatisticTest {
    @Test
    void labelsAreTheShortLowerCaseNames() {
        assertEquals(
                List.of("mean", "p50", "p90", "p99"),
                Arrays.stream(LatencyStatistic.values())
                        .map(LatencyStatistic::label)
                        .toList());
    }
}
