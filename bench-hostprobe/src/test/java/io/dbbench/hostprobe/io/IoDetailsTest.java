package io.dbbench.hostprobe.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fio's IO depths buckets, interval summaries, and a run stopped by a signal. */
class IoDetailsTest {
    @TempDir
    Path dir;

    @Test
    void depthsFallInFiosBuckets() {
        int[][] cases = {
            {1, 0}, {2, 1}, {3, 1}, {4, 2}, {7, 2}, {8, 3}, {16, 4}, {31, 4}, {32, 5}, {63, 5}, {64, 6}, {4096, 6}
        };
        for (int[] c : cases) assertEquals(c[1], IoDetails.depthBucket(c[0]), "depth " + c[0]);
    }

    @Test
    void intervalStatsAreMinMaxMeanAndSampleStddev() {
        IntervalStats s = IntervalStats.of(List.of(10.0, 20.0, 30.0));
        assertEquals(new IntervalStats(10, 30, 20.0, 10.0, 3), s);
        assertEquals(IntervalStats.NONE, IntervalStats.of(List.of()));
    }

    @Test
    void aRunStoppedBySignalEndsEarlyAndSaysSo() throws Exception {
        Path file = dir.resolve("f");
        IoJobSpec spec = new IoJobSpec(file, 64 * 4096, IoPattern.RANDREAD, 50, 4096, false, 4, 2, 0, false, 0, 0, 0);
        IoFiles.prepare(spec, new IoFiles.Permissions(false, false, false));
        AtomicInteger asked = new AtomicInteger();
        // asked once per request by each thread: stop after about 20 requests instead of 128
        IoResult r = new IoRunner(
                        System::nanoTime, new IoProgress(), IoRunner.FILE_CHANNEL, () -> asked.incrementAndGet() > 20)
                .run(spec);
        assertTrue(r.details().stopped());
        assertTrue(r.read().ios() <= 20, "stopped early: " + r.read().ios());
        assertTrue(Files.exists(file), "the runner deletes nothing; the command deletes what it created");
    }

    @Test
    void aRunCountsItsDepthsJobsAndContextSwitches() throws Exception {
        Path file = dir.resolve("f");
        IoJobSpec spec = new IoJobSpec(file, 64 * 4096, IoPattern.READ, 50, 4096, false, 4, 2, 0, false, 0, 0, 0);
        IoFiles.prepare(spec, new IoFiles.Permissions(false, false, false));
        IoResult r = new IoRunner(System::nanoTime).run(spec);
        IoDetails d = r.details();
        assertEquals(
                r.read().ios(),
                d.depthCounts().stream().mapToLong(Long::longValue).sum());
        assertEquals(
                0,
                d.depthCounts().get(3)
                        + d.depthCounts().get(4)
                        + d.depthCounts().get(5)
                        + d.depthCounts().get(6),
                "never more than 4 outstanding per job");
        assertEquals(List.of(64 * 4096L, 64 * 4096L), d.readBytesPerJob(), "each job read the region once");
        assertEquals(false, d.stopped());
    }
}
