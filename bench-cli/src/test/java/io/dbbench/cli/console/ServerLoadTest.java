package io.dbbench.cli.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.internal.server.ProcessTreeCounters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's CPU and disk between two lines, from a made-up /proc and a clock driven by the test. */
class ServerLoadTest {
    @TempDir
    Path proc;

    private final AtomicLong nanos = new AtomicLong();

    private void server(long ticks, long readBytes, long writeBytes) throws IOException {
        Path dir = Files.createDirectories(proc.resolve("10"));
        Files.writeString(
                dir.resolve("stat"),
                "10 (postgres) S 1 10 10 0 -1 4194560 1 0 0 0 " + ticks + " 0 0 0 20 0 1 0 5 0 0\n");
        Files.writeString(dir.resolve("io"), "read_bytes: " + readBytes + "\nwrite_bytes: " + writeBytes + "\n");
    }

    @Test
    void cpuIsAShareOfTheHostsCoresAndDiskIsMegabytesPerSecondBothWays() throws IOException {
        ServerLoad load = new ServerLoad(new ProcessTreeCounters(proc, 10), nanos::get, 2);
        server(100, 0, 0);
        load.sample();
        assertEquals("-", load.cpuPercent(), "nothing to compare the first reading with");
        server(250, 3_000_000, 1_000_000); // 1.5 s of CPU and 4 MB in 2 s on 2 cores
        nanos.addAndGet(2_000_000_000L);
        load.sample();
        assertEquals("38", load.cpuPercent());
        assertEquals("2.0", load.diskMegabytesPerSecond());
    }

    @Test
    void aServerThatIsGoneReadsAsNotAvailable() {
        ServerLoad load = new ServerLoad(new ProcessTreeCounters(proc, 10), nanos::get, 2);
        load.sample();
        assertEquals("n/a", load.cpuPercent());
        assertEquals("n/a", load.diskMegabytesPerSecond());
    }
}
