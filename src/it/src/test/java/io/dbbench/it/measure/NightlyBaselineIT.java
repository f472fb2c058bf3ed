package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.compare.BaselineStore;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.NightlyGate;
import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.nightly.NightlyRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The nightly gate's first night on a machine, in short (the nightly itself runs only with -Pnightly):
 * a run whose environment has no baseline is recorded as one, nothing gated, even though a baseline of
 * another environment is there; the next run is gated against it, relative to its control.
 */
class NightlyBaselineIT {
    @TempDir
    Path baselines;

    @Test
    void firstRunInAnEnvironmentRecordsItsBaselineAndTheNextIsGatedAgainstIt() throws Exception {
        NightlyRun.Settings quick = new NightlyRun.Settings(2, Duration.ofSeconds(1), Duration.ofSeconds(2), true);
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("nightly_baseline");
        NightlyRun.Runs first = NightlyRun.measure(db, quick);
        EnvironmentFingerprint fingerprint = first.workload().fingerprint();
        assertEquals("PostgreSQL", fingerprint.facts().get(EnvironmentFingerprint.DB_PRODUCT));
        assertTrue(
                fingerprint.facts().containsKey("db.setting.shared_buffers"),
                fingerprint.facts().toString());
        assertTrue(
                fingerprint.facts().containsKey("db.setting.synchronous_commit"),
                fingerprint.facts().toString());

        // a baseline from another machine: same run, another CPU count
        java.util.TreeMap<String, String> otherFacts = new java.util.TreeMap<>(fingerprint.facts());
        otherFacts.put(EnvironmentFingerprint.CPU_COUNT, "64");
        Path other = new BaselineStore(baselines)
                .record(first.workload().withFingerprint(EnvironmentFingerprint.of(otherFacts)), first.control());
        assertNotEquals(fingerprint.id(), other.getFileName().toString());

        NightlyGate gate = new NightlyGate(
                new BaselineStore(baselines), ComparisonOptions.defaults().withFailIfSlowerPercent(10));
        NightlyGate.Outcome recorded = gate.judge(first.workload(), first.control());
        assertEquals(NightlyGate.Status.RECORDED, recorded.status(), recorded.report());
        assertTrue(recorded.message().contains("baseline recorded for this environment"), recorded.message());
        assertTrue(recorded.message().contains("nothing gated tonight"), recorded.message());
        assertTrue(recorded.message().contains("differs in cpu.count"), recorded.message());
        assertEquals(baselines.resolve(fingerprint.id()), recorded.baseline());
        assertTrue(Files.exists(recorded.baseline().resolve(BaselineStore.WORKLOAD_FILE)));
        assertTrue(Files.exists(recorded.baseline().resolve(BaselineStore.CONTROL_FILE)));

        NightlyRun.Runs second = NightlyRun.measure(EmbeddedDatabase.newDatabase("nightly_baseline"), quick);
        NightlyGate.Outcome gated = gate.judge(second.workload(), second.control());
        assertNotEquals(NightlyGate.Status.RECORDED, gated.status(), gated.report());
        assertEquals(baselines.resolve(fingerprint.id()), gated.baseline());
        assertNotNull(gated.verdict());
        assertTrue(gated.verdict().comparison().comparable(), gated.report());
        assertTrue(gated.report().contains("judged relative to the control load"), gated.report());
        assertTrue(gated.report().contains("workload relative to the control"), gated.report());
    }
}
