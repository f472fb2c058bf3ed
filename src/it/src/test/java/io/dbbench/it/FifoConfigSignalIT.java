package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A config file that is a FIFO nobody writes to blocks the CLI in open(); a signal then ended the CLI
 * only after the shutdown hook's 60 s wait. It must end promptly, with 128 + signal and one line.
 */
class FifoConfigSignalIT {
    /** Generous for a loaded machine, far below the 60 s the hook waited before. */
    private static final long PROMPT_END_SECONDS = 20;
    /** How long the JVM may take to start and reach the config file. */
    private static final long BLOCKED_WITHIN_MILLIS = 120_000;

    @TempDir
    Path dir;

    @Test
    void sigtermWhileTheConfigIsAFifoWithNoWriterEndsPromptlyWith143() throws Exception {
        assertPromptEnd("TERM", 143);
    }

    @Test
    void sigintWhileTheConfigIsAFifoWithNoWriterEndsPromptlyWith130() throws Exception {
        assertPromptEnd("INT", 130);
    }

    private void assertPromptEnd(String signal, int expectedExit) throws Exception {
        Path fifo = dir.resolve("config.xml");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor(), "mkfifo");
        Path output = dir.resolve("output.txt");
        Process p = CliProcess.jarProcess("-c", fifo.toString(), "-rt", "0:01")
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        try {
            awaitBlockedOnFifo(p, output);
            int kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid()))
                    .start()
                    .waitFor();
            assertEquals(0, kill);
            assertTrue(
                    p.waitFor(PROMPT_END_SECONDS, TimeUnit.SECONDS),
                    "bench-cli did not end within " + PROMPT_END_SECONDS + " s of SIG" + signal);
        } finally {
            p.destroyForcibly();
        }
        String out = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(expectedExit, p.exitValue(), out);
        assertTrue(out.contains("bench-cli: stopped while reading the config file " + fifo), out);
    }

    /**
     * Waits until a thread of the CLI sleeps in the kernel's FIFO open ({@code wait_for_partner}), so the
     * signal comes while the CLI is blocked on the file, not while the JVM still starts.
     */
    private static void awaitBlockedOnFifo(Process p, Path output) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BLOCKED_WITHIN_MILLIS);
        Path tasks = Path.of("/proc", Long.toString(p.pid()), "task");
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                fail("bench-cli ended before blocking on the FIFO (exit " + p.exitValue() + "):\n"
                        + Files.readString(output, StandardCharsets.UTF_8));
            }
            if (anyThreadWaitsForAFifoPartner(tasks)) {
                return;
            }
            Thread.sleep(100);
        }
        fail("bench-cli did not block on the FIFO within " + BLOCKED_WITHIN_MILLIS + " ms:\n"
                + Files.readString(output, StandardCharsets.UTF_8));
    }

    private static boolean anyThreadWaitsForAFifoPartner(Path tasks) {
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                try {
                    if (Files.readString(thread.resolve("wchan")).strip().equals("wait_for_partner")) {
                        return true;
                    }
                } catch (IOException threadEnded) {
                    // a thread that ended between the listing and the read
                }
            }
        } catch (IOException processEnded) {
            return false;
        }
        return false;
    }
}
