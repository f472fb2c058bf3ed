package io.dbbench.hostprobe.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LevelStatsTest {
    @Test
    void statisticsOfFiveSamplesByHand() {
        // wall 1, 2, 3, 4, 10 s; CPU half of each
        List<CpuSample> samples = List.of(s(4, 2), s(1, 0.5), s(10, 5), s(2, 1), s(3, 1.5));
        LevelStats l = LevelStats.of(5, samples);
        assertEquals(5, l.samples());
        assertEquals(3.0, l.medianSec(), 1e-12);
        assertEquals(4.0, l.meanSec(), 1e-12);
        // squares: 9 + 4 + 1 + 0 + 36 = 50; / (5 - 1) = 12.5
        assertEquals(Math.sqrt(12.5), l.stdevSec(), 1e-12);
        // rank 0.05 * 4 = 0.2: 1 + 0.2 * (2 - 1); rank 3.8: 4 + 0.8 * (10 - 4)
        assertEquals(1.2, l.p5Sec(), 1e-12);
        assertEquals(8.8, l.p95Sec(), 1e-12);
        assertEquals(0.5, l.cpuWallRatio(), 1e-12);
    }

    @Test
    void oneSampleHasNoStdevAndMissingCpuTimeGivesNoRatio() {
        LevelStats l = LevelStats.of(1, List.of(new CpuSample(2_000_000_000L, -1)));
        assertTrue(Double.isNaN(l.stdevSec()));
        assertTrue(Double.isNaN(l.cpuWallRatio()));
        assertEquals(2.0, l.p95Sec(), 1e-12);
    }

    private static CpuSample s(double wallSec, double cpuSec) {
        return new CpuSample((long) (wallSec * 1e9), (long) (cpuSec * 1e9));
    }
}
