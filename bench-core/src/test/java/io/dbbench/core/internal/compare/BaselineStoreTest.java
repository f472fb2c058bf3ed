package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTiming;
import io.dbbench.core.stats.SampleRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BaselineStoreTest {
    @TempDir
    Path dir;

    static EnvironmentFingerprint machine(String cpus, String sharedBuffers) {
        Map<String, String> f = new TreeMap<>();
        f.put("cpu.model", "AMD EPYC 7B13");
        f.put("cpu.count", cpus);
        f.put("os.kernel", "6.1.0");
        f.put("db.product", "PostgreSQL");
        f.put("db.setting.shared_buffers", sharedBuffers);
        f.put("host", "runner-" + cpus);
        return EnvironmentFingerprint.of(f);
    }

    static RunResult run(EnvironmentFingerprint fp, double... tps) {
        return SampleRuns.run(tps).withFingerprint(fp);
    }

    @Test
    void anEmptyStoreHasNoBaselineAndSaysWhere() throws IOException {
        BaselineStore.Selection s = new BaselineStore(dir.resolve("baselines")).select(machine("2", "128MB"));
        assertTrue(s.baseline().isEmpty());
        assertTrue(s.explanation().contains("there are no baselines in"), s.explanation());
    }

    @Test
    void aRecordedBaselineIsFoundByItsFingerprintWithItsControl() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        Path recorded = store.record(run(machine("2", "128MB"), 100, 101), run(machine("2", "128MB"), 900, 901));
        assertEquals(dir.resolve(machine("2", "128MB").id()), recorded);
        BaselineStore.Baseline b =
                store.select(machine("2", "128MB")).baseline().orElseThrow();
        assertEquals(recorded, b.directory());
        assertEquals(2, b.workload().details().measuredIterations().size());
        assertEquals(900, b.control().details().measuredIterations().get(0).transactionsPerSecond(), 1e-9);
    }

    @Test
    void anotherMachineOrAnotherDatabaseSettingIsNeverSelectedAndTheDifferenceIsNamed() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        store.record(run(machine("4", "128MB"), 100, 101), null);
        store.record(run(machine("2", "1GB"), 100, 101), null);
        BaselineStore.Selection s = store.select(machine("2", "128MB"));
        assertTrue(s.baseline().isEmpty());
        assertTrue(
                s.explanation()
                        .startsWith("no baseline for this environment "
                                + machine("2", "128MB").id()),
                s.explanation());
        assertTrue(s.explanation().contains("differs in cpu.count"), s.explanation());
        assertTrue(s.explanation().contains("differs in db.setting.shared_buffers"), s.explanation());
    }

    @Test
    void selectionIsByTheFingerprintInsideNotTheDirectoryName() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        Path recorded = store.record(run(machine("2", "128MB"), 100, 101), null);
        Path renamed = Files.move(recorded, dir.resolve("runner-a"));
        BaselineStore.Baseline b =
                store.select(machine("2", "128MB")).baseline().orElseThrow();
        assertEquals(renamed, b.directory());
        assertNull(b.control());
    }

    @Test
    void ofSeveralMatchingBaselinesTheMostRecentIsChosen() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        RunResult older = run(machine("2", "128MB"), 100, 101);
        Path first = store.record(older, null);
        Files.move(first, dir.resolve("older"));
        RunResult newer = new RunResultAt(older).at(older.startTime().plusSeconds(86_400));
        Path second = store.record(newer, null);
        BaselineStore.Selection s = store.select(machine("2", "128MB"));
        assertEquals(second, s.baseline().orElseThrow().directory());
        assertTrue(s.explanation().contains("the most recent of 2 matching baselines"), s.explanation());
    }

    @Test
    void informationalFactsDoNotPreventAMatch() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        store.record(run(machine("2", "128MB"), 100, 101), null);
        Map<String, String> f = new TreeMap<>(machine("2", "128MB").facts());
        f.put("host", "another-runner-of-the-same-kind");
        assertTrue(store.select(EnvironmentFingerprint.of(f)).baseline().isPresent());
    }

    @Test
    void aBrokenBaselineFileIsNamedNotSkipped() throws IOException {
        Files.createDirectories(dir.resolve("broken"));
        Files.writeString(dir.resolve("broken/results.json"), "{ not json");
        IOException e = assertThrows(IOException.class, () -> new BaselineStore(dir).select(machine("2", "128MB")));
        assertTrue(e.getMessage().contains("broken"), e.getMessage());
    }

    @Test
    void aRunWithoutFingerprintIsNeitherMatchedNorRecorded() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        assertFalse(store.select(EnvironmentFingerprint.NONE).baseline().isPresent());
        assertThrows(IllegalArgumentException.class, () -> store.record(SampleRuns.run(100, 101), null));
    }

    @Test
    void recordingWithoutAControlRemovesAnOldControl() throws IOException {
        BaselineStore store = new BaselineStore(dir);
        Path d = store.record(run(machine("2", "128MB"), 100, 101), run(machine("2", "128MB"), 900, 901));
        store.record(run(machine("2", "128MB"), 100, 101), null);
        assertFalse(Files.exists(d.resolve(BaselineStore.CONTROL_FILE)));
    }

    /** The same run, started at another instant. */
    private record RunResultAt(RunResult r) {
        RunResult at(Instant start) {
            return new RunResult(
                    r.label(),
                    new RunTiming(start, r.runDuration(), r.statisticsDuration(), r.logonTime()),
                    r.config(),
                    r.environment(),
                    r.transactions(),
                    r.dmlTotals(),
                    r.tpsReadings(),
                    r.intervals(),
                    r.maxTransactionsPerMinute(),
                    r.errorsByCode(),
                    r.endReason(),
                    r.details(),
                    r.fingerprint());
        }
    }
}
