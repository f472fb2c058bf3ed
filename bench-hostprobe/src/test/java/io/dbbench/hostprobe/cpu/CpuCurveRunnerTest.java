package io.dbbench.hostprobe.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tiny jobs (no pause) so the test checks the shape of a run, not its speed. */
class CpuCurveRunnerTest {
    @Test
    void fullSweepGivesOneLevelPerLoadWithNTimesLoopsSamples() throws Exception {
        for (CpuKernel kernel : CpuKernel.values()) {
            CpuCurveConfig config = new CpuCurveConfig(3, true, 2, 3, kernel, 1, 0, true);
            List<LevelStats> seen = new ArrayList<>();
            List<LevelStats> levels = new CpuCurveRunner(config).run(seen::add);
            assertEquals(seen, levels);
            assertEquals(
                    List.of(1, 2, 3),
                    levels.stream().map(LevelStats::concurrentJobs).toList());
            assertEquals(
                    List.of(2, 4, 6), levels.stream().map(LevelStats::samples).toList(), kernel.name());
            for (LevelStats l : levels) {
                assertTrue(
                        l.medianSec() > 0 && l.p5Sec() <= l.medianSec() && l.medianSec() <= l.p95Sec(), l.toString());
            }
        }
    }

    @Test
    void withoutFullOnlyTheGivenLevelRuns() {
        assertEquals(List.of(4), new CpuCurveConfig(4, false, 3, 10, CpuKernel.INT, 1, 0, false).levels());
    }

    @Test
    void kernelsAreDeterministicSoTheirWorkCannotBeSkipped() {
        assertEquals(CpuKernel.INT.run(3, null, 7), CpuKernel.INT.run(3, null, 7));
        // s = 7 + sum over i in {1, 2}, j < 100000 of j*j/i
        long expected = 7;
        for (long i = 1; i < 3; i++) for (long j = 0; j < 100_000; j++) expected += j * j / i;
        assertEquals(expected, CpuKernel.INT.run(3, null, 7));
    }

    @Test
    void badSettingsAreRefused() {
        assertThrows(
                IllegalArgumentException.class, () -> new CpuCurveConfig(0, false, 3, 10, CpuKernel.INT, 1, 0, false));
        assertThrows(
                IllegalArgumentException.class, () -> new CpuCurveConfig(1, false, 0, 10, CpuKernel.INT, 1, 0, false));
        assertThrows(IllegalArgumentException.class, () -> CpuKernel.MEM.run(2, new long[0], 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> new CpuCurveConfig(1, false, 1, 10, CpuKernel.MEM, 16_384, 0, false));
    }

    /** --mem-mb 800 used to become a 512 MiB array, and anything above 8 GiB 8 GiB, silently. */
    @Test
    void memArrayIsExactlyTheSizeAsked() {
        assertEquals(131_072, new CpuCurveConfig(1, false, 1, 10, CpuKernel.MEM, 1, 0, false).memLongs());
        assertEquals(800L * 131_072, new CpuCurveConfig(1, false, 1, 10, CpuKernel.MEM, 800, 0, false).memLongs());
        assertEquals(
                16_383L * 131_072, new CpuCurveConfig(1, false, 1, 10, CpuKernel.MEM, 16_383, 0, false).memLongs());
    }

    /** A length that is no power of two is used whole: every element is reached, none past the end. */
    @Test
    void memKernelReachesEveryElementOfAnyLength() {
        long[] memory = new long[3];
        CpuKernel.MEM.run(1, memory, 5);
        long total = 0;
        for (long v : memory) {
            assertTrue(v > 2_000, java.util.Arrays.toString(memory));
            total += v;
        }
        assertEquals(CpuKernel.MEM_STEPS_PER_INNER, total);
    }
}
