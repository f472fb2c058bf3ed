package io.dbbench.core.internal.compare;

import static io.dbbench.core.internal.compare.BaselineStoreTest.machine;
import static io.dbbench.core.internal.compare.BaselineStoreTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.SampleRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NightlyGateTest {
    @TempDir
    Path dir;

    private NightlyGate gate() {
        return new NightlyGate(
                new BaselineStore(dir), ComparisonOptions.defaults().withFailIfSlowerPercent(10));
    }

    private static final EnvironmentFingerprint HERE = machine("2", "128MB");

    @Test
    void theFirstNightRecordsTheBaselineAndGatesNothing() throws IOException {
        NightlyGate.Outcome o = gate().judge(run(HERE, 1000, 1010, 990), run(HERE, 5000, 5050, 4950));
        assertEquals(NightlyGate.Status.RECORDED, o.status());
        assertNull(o.verdict());
        assertTrue(
                o.message()
                        .contains("baseline recorded for this environment in " + dir.resolve(HERE.id())
                                + ", nothing gated tonight"),
                o.message());
        assertTrue(Files.exists(dir.resolve(HERE.id()).resolve("control.json")));
    }

    @Test
    void aBaselineOfAnotherMachineIsNeverGatedAgainst() throws IOException {
        new BaselineStore(dir).record(run(machine("4", "128MB"), 5000, 5010, 4990), null);
        // a third of the other machine's throughput: would be a regression if compared across machines
        NightlyGate.Outcome o = gate().judge(run(HERE, 1000, 1010, 990), null);
        assertEquals(NightlyGate.Status.RECORDED, o.status(), o.report());
        assertTrue(o.message().contains("differs in cpu.count"), o.message());
    }

    @Test
    void theSecondNightIsGatedRelativeToTheControl() throws IOException {
        gate().judge(run(HERE, 1000, 1010, 990, 1005, 995), run(HERE, 5000, 5050, 4950, 5020, 4980));
        // a busier night: everything 30% slower, the code unchanged
        NightlyGate.Outcome busy =
                gate().judge(run(HERE, 700, 707, 693, 703.5, 696.5), run(HERE, 3500, 3535, 3465, 3514, 3486));
        assertEquals(NightlyGate.Status.PASSED, busy.status(), busy.report());
        assertTrue(busy.report().contains("judged relative to the control load"), busy.report());
        assertTrue(busy.report().contains("control load (the machine's speed; not gated)"), busy.report());
        // the code 20% slower on an ordinary night
        NightlyGate.Outcome slower =
                gate().judge(run(HERE, 800, 808, 792, 804, 796), run(HERE, 5000, 5050, 4950, 5020, 4980));
        assertEquals(NightlyGate.Status.FAILED, slower.status(), slower.report());
        assertTrue(
                slower.verdict().summary().startsWith("relative to the control: 1 significant regression"),
                slower.verdict().summary());
        assertTrue(slower.report().contains("REGRESSION"), slower.report());
    }

    @Test
    void withoutAControlOnEitherSideTheAbsoluteFiguresAreGated() throws IOException {
        gate().judge(run(HERE, 1000, 1010, 990, 1005, 995), null);
        NightlyGate.Outcome o =
                gate().judge(run(HERE, 700, 707, 693, 703.5, 696.5), run(HERE, 3500, 3535, 3465, 3514, 3486));
        assertEquals(NightlyGate.Status.FAILED, o.status(), o.report());
        assertTrue(o.report().contains("judged on absolute figures (the baseline has no control load)"), o.report());
    }

    @Test
    void aRunWithoutFingerprintIsRefused() {
        RunResult anonymous = SampleRuns.run(1000, 1010);
        assertThrows(IllegalArgumentException.class, () -> gate().judge(anonymous, null));
    }
}
