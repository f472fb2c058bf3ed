package io.dbbench.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing of a server outlives its JVM, however the JVM ends: each test runs {@link ServerOwnerMain}
 * in a child JVM whose java.io.tmpdir is a directory of the test's own.
 */
class ServerLifetimeTest {
    @TempDir
    Path tmp;
    /** Servers the tests saw, stopped after a failed test so that it leaves no postmaster behind. */
    private final List<Long> postmasters = new ArrayList<>();

    @AfterEach
    void stopWhatIsLeft() {
        postmasters.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy));
    }

    private Process owner(String mode) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        return new ProcessBuilder(
                        java,
                        "-Djava.io.tmpdir=" + tmp,
                        "-cp",
                        System.getProperty("java.class.path"),
                        ServerOwnerMain.class.getName(),
                        mode)
                .redirectErrorStream(true)
                .start();
    }

    /** Reads the child's output up to its "ready" line and returns the base directory it names. */
    private static Path awaitReady(Process child) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("ready ")) {
                return Path.of(line.substring(6));
            }
            seen.append(line).append('\n');
        }
        throw new AssertionError("the child JVM ended before its server was ready:\n" + seen);
    }

    private long postmasterPid(Path base) throws IOException {
        long pid = Long.parseLong(
                Files.readAllLines(base.resolve("data/postmaster.pid")).get(0).strip());
        postmasters.add(pid);
        return pid;
    }

    private static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static boolean awaitGone(Path base, long postmaster, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        while (System.nanoTime() - deadline < 0) {
            if (!Files.exists(base) && !alive(postmaster)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    private List<Path> serverDirectories() throws IOException {
        try (Stream<Path> entries = Files.list(tmp)) {
            return entries.filter(p -> p.getFileName().toString().startsWith(Orphans.PREFIX))
                    .toList();
        }
    }

    @Test
    void aServerItsOwnerForgotIsDeletedWhenTheJvmExits() throws Exception {
        Process child = owner("forget");
        Path base = awaitReady(child);
        long postmaster = postmasterPid(base);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertTrue(awaitGone(base, postmaster, 10_000), "the watchdog stops the server and deletes " + base);
    }

    @Test
    void theWatchdogStopsAndDeletesTheServerOfAKilledJvm() throws Exception {
        Process child = owner("wait");
        Path base = awaitReady(child);
        long postmaster = postmasterPid(base);
        child.destroyForcibly(); // SIGKILL: no shutdown hook runs
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        assertTrue(awaitGone(base, postmaster, 60_000), "the watchdog stops the server and deletes " + base);
    }

    @Test
    void aTermToTheWholeProcessGroupLeavesTheWatchdogToStopTheServer() throws Exception {
        Process child = owner("wait");
        Path base = awaitReady(child);
        long postmaster = postmasterPid(base);
        List<ProcessHandle> watchdogs = child.descendants()
                .filter(p -> p.info().command().map(c -> c.endsWith("sh")).orElse(false))
                .toList();
        assertEquals(1, watchdogs.size(), "one sh watchdog below the JVM");
        // what kill -TERM -- -pgid (a service manager, a closing terminal) does: the watchdog first
        assertEquals(
                0,
                new ProcessBuilder(
                                "kill", "-TERM", Long.toString(watchdogs.get(0).pid()))
                        .start()
                        .waitFor());
        Thread.sleep(500);
        assertTrue(watchdogs.get(0).isAlive(), "the watchdog ignores SIGTERM");
        child.destroy(); // SIGTERM to the JVM: its hook leaves the server to the live watchdog
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        assertTrue(awaitGone(base, postmaster, 60_000), "the watchdog stops the server and deletes " + base);
    }

    @Test
    void theNextStartReapsTheServerOfAKilledJvmWhoseWatchdogDiedToo() throws Exception {
        Process child = owner("wait");
        Path orphan = awaitReady(child);
        long postmaster = postmasterPid(orphan);
        child.descendants().forEach(ProcessHandle::destroyForcibly); // the watchdog first, then the JVM
        child.destroyForcibly();
        assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        Thread.sleep(500);
        assertTrue(alive(postmaster), "without owner and watchdog the server is orphaned");
        assertTrue(Files.exists(orphan.resolve(OwnerMarker.FILE_NAME)));

        Process next = owner("close");
        Path own = awaitReady(next);
        assertTrue(next.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, next.exitValue());
        assertTrue(awaitGone(orphan, postmaster, 10_000), "the next start stops and deletes " + orphan);
        assertFalse(Files.exists(own));
        assertEquals(List.of(), serverDirectories());
    }
}
