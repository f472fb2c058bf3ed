package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IoRunnerTest {
    @TempDir
    Path dir;

    private IoJobSpec spec(Path file, IoPattern rw, long runtimeNanos, boolean timeBased, int depth) {
        return new IoJobSpec(file, 64 * 4096, rw, 50, 4096, false, depth, 2, runtimeNanos, timeBased, 0, 0, 1);
    }

    private static IoFiles.Permissions none() {
        return new IoFiles.Permissions(false, false, false);
    }

    @Test
    void aSizeBoundedReadVisitsEachBlockOncePerJob() throws Exception {
        Path file = dir.resolve("f");
        assertTrue(IoFiles.prepare(spec(file, IoPattern.READ, 0, false, 1), none()));
        assertEquals(64 * 4096, Files.size(file));
        IoResult r = new IoRunner(System::nanoTime).run(spec(file, IoPattern.READ, 0, false, 4));
        assertEquals(2 * 64, r.read().ios());
        assertEquals(2 * 64 * 4096L, r.read().ioBytes());
        assertEquals(2 * 64, r.read().clatNanos().getTotalCount());
        assertEquals(0, r.write().ios());
    }

    @Test
    void aTimeBasedRunStopsWhenTheInjectedClockPassesTheRuntime() throws Exception {
        Path file = dir.resolve("f");
        IoFiles.prepare(spec(file, IoPattern.RANDREAD, 0, false, 1), none());
        AtomicLong clock = new AtomicLong();
        // every reading of the clock advances it 1 ms: 1000 ms of runtime ends after a bounded number of reads
        IoResult r = new IoRunner(() -> clock.addAndGet(1_000_000))
                .run(spec(file, IoPattern.RANDREAD, 1_000_000_000L, true, 2));
        assertTrue(
                r.read().ios() > 64,
                "time_based loops over the region: " + r.read().ios());
        assertTrue(r.read().ios() < 1000, "stopped by the runtime: " + r.read().ios());
    }

    @Test
    void blocksSmallerThanTheAlignmentUnitAreServed() throws Exception {
        // 512 B redo writes: the aligned buffer must still hold a whole block (it once had capacity 0)
        Path file = dir.resolve("redo");
        IoJobSpec redo = new IoJobSpec(file, 16 * 512, IoPattern.WRITE, 50, 512, false, 1, 1, 0, false, 0, 0, 1);
        IoFiles.prepare(redo, none());
        IoResult r = new IoRunner(System::nanoTime).run(redo);
        assertEquals(16, r.write().ios());
        assertEquals(16, r.syncNanos().getTotalCount());
        IoJobSpec odd = new IoJobSpec(file, 8 * 1000, IoPattern.RANDREAD, 50, 1000, false, 2, 1, 0, false, 0, 0, 0);
        assertEquals(8, new IoRunner(System::nanoTime).run(odd).read().ios());
    }

    @Test
    void writesWithFdatasyncRecordOneSyncPerWrite() throws Exception {
        Path file = dir.resolve("f");
        IoFiles.prepare(spec(file, IoPattern.WRITE, 0, false, 1), none());
        IoResult r = new IoRunner(System::nanoTime).run(spec(file, IoPattern.WRITE, 0, false, 1));
        assertEquals(2 * 64, r.write().ios());
        assertEquals(2 * 64, r.syncNanos().getTotalCount());
    }

    @Test
    void anExistingFileIsNeverWrittenUnlessAllowed() throws Exception {
        Path file = dir.resolve("theirs");
        byte[] content = new byte[64 * 4096];
        content[7] = 42;
        Files.write(file, content);
        IoProbeException e = assertThrows(
                IoProbeException.class, () -> IoFiles.prepare(spec(file, IoPattern.RANDWRITE, 0, false, 1), none()));
        assertTrue(e.getMessage().contains("--allow-existing"), e.getMessage());
        assertArrayEquals(content, Files.readAllBytes(file));
        assertFalse(IoFiles.prepare(spec(file, IoPattern.RANDREAD, 0, false, 1), none()), "reading it is fine");
    }

    @Test
    void readonlyRefusesAWritePatternAndASmallerFileIsNotExtended() throws Exception {
        Path file = dir.resolve("small");
        Files.write(file, new byte[4096]);
        IoProbeException ro = assertThrows(
                IoProbeException.class,
                () -> IoFiles.prepare(
                        spec(file, IoPattern.WRITE, 0, false, 1), new IoFiles.Permissions(true, false, true)));
        assertTrue(ro.getMessage().startsWith("--readonly"), ro.getMessage());
        assertThrows(IoProbeException.class, () -> IoFiles.prepare(spec(file, IoPattern.READ, 0, false, 1), none()));
        assertEquals(4096, Files.size(file));
    }

    @Test
    void aDeviceNeedsReadonlyOrAllowDestroy() {
        Path device = Path.of("/dev/null");
        IoProbeException e = assertThrows(
                IoProbeException.class, () -> IoFiles.prepare(spec(device, IoPattern.READ, 0, false, 1), none()));
        assertTrue(e.getMessage().contains("--allow-destroy"), e.getMessage());
    }
}
