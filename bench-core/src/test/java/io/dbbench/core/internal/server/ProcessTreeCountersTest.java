package io.dbbench.core.internal.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A made-up {@code /proc}: a postmaster (10) with two backends (11, 12), a grandchild (13), a stranger (20). */
class ProcessTreeCountersTest {
    @TempDir
    Path proc;

    @Test
    void sumsTheServerAndItsDescendantsButNotOtherProcesses() throws IOException {
        process(10, 1, "postgres", 100, 50, 30, 20, 1_000, 2_000);
        process(11, 10, "postgres: bench db", 10, 5, 0, 0, 100, 200);
        process(12, 10, "postgres: walwriter", 1, 1, 0, 0, 0, 4_000);
        process(13, 11, "sh", 2, 0, 0, 0, 7, 0);
        process(20, 1, "java", 9_999, 9_999, 0, 0, 9_999, 9_999);

        Map<String, Long> values = new ProcessTreeCounters(proc, 10).read();

        // (100+50+30+20 + 10+5 + 1+1 + 2) ticks of 10 ms
        assertEquals(2_190_000L, values.get(ProcessTreeCounters.CPU_MICROS));
        assertEquals(1_107L, values.get(ProcessTreeCounters.READ_BYTES));
        assertEquals(6_200L, values.get(ProcessTreeCounters.WRITE_BYTES));
    }

    @Test
    void withoutTheRightToReadTheServersIoOnlyCpuIsReported() throws IOException {
        process(10, 1, "postgres", 1, 1, 0, 0, 5, 5);
        Files.delete(proc.resolve("10/io"));

        Map<String, Long> values = new ProcessTreeCounters(proc, 10).read();

        assertEquals(Map.of(ProcessTreeCounters.CPU_MICROS, 20_000L), values);
    }

    @Test
    void aServerThatIsNotThereIsNotVisibleAndCannotBeRead() throws IOException {
        process(11, 1, "other", 1, 1, 0, 0, 0, 0);

        ProcessTreeCounters counters = new ProcessTreeCounters(proc, 10);

        assertFalse(counters.visible());
        assertThrows(IOException.class, counters::read);
        assertTrue(new ProcessTreeCounters(proc, 11).visible());
    }

    @Test
    void aCommandNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        String line = "42 (postgres: x (y) z) S 7 42 42 0 -1 4194560 1 0 0 0 11 22 33 44 20 0 1 0 5 0 0";

        assertArrayEquals(new long[] {7, 11, 22, 33, 44}, ProcessTreeCounters.parseStat(line));
    }

    @Test
    void anIoFileWithoutByteCountsIsRejected() {
        assertArrayEquals(
                new long[] {3, 4}, ProcessTreeCounters.parseIo(List.of("rchar: 1", "read_bytes: 3", "write_bytes: 4")));
        assertThrows(IllegalArgumentException.class, () -> ProcessTreeCounters.parseIo(List.of("rchar: 1")));
    }

    private void process(
            long pid,
            long ppid,
            String comm,
            long utime,
            long stime,
            long cutime,
            long cstime,
            long readBytes,
            long writeBytes)
            throws IOException {
        Path dir = Files.createDirectories(proc.resolve(Long.toString(pid)));
        Files.writeString(
                dir.resolve("stat"),
                pid + " (" + comm + ") S " + ppid + " " + pid + " " + pid + " 0 -1 4194560 1 0 0 0 " + utime + " "
                        + stime + " " + cutime + " " + cstime + " 20 0 1 0 5 0 0\n");
        Files.writeString(
                dir.resolve("io"),
                "rchar: 1\nwchar: 2\nsyscr: 3\nsyscw: 4\nread_bytes: " + readBytes + "\nwrite_bytes: " + writeBytes
                        + "\ncancelled_write_bytes: 0\n");
    }
}
