package io.dbbench.it.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.it.CliProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 of a {@code --embedded} run of the real jar: its server does not stay behind. Each run gets
 * java.io.tmpdir of the test's own, where the embedded server's base directory is created.
 */
class EmbeddedOrphanIT {
    @TempDir
    Path tmp;

    private final List<Long> postmasters = new ArrayList<>();

    @AfterEach
    void stopWhatIsLeft() {
        postmasters.forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy));
    }

    private Process run(String runTime) throws IOException {
        return CliProcess.jarProcess(
                        tmp,
                        "-c",
                        CliProcess.config("Stress_Test.xml").toString(),
                        "--embedded",
                        "-uc",
                        "1",
                        "-rt",
                        runTime,
                        "-v",
                        "users,tps",
                        "-r",
                        tmp.resolve("results.xml").toString())
                .redirectErrorStream(true)
                .start();
    }

    /** Waits until the run has its user logged on, and returns its postmaster's pid. */
    private long awaitLoad(Process p, List<String> lines) throws Exception {
        CompletableFuture<Void> loggedOn = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                    if (line.contains("[1/1]")) loggedOn.complete(null);
                }
                loggedOn.completeExceptionally(new AssertionError("run ended early:\n" + String.join("\n", lines)));
            } catch (IOException e) {
                loggedOn.completeExceptionally(e);
            }
        });
        reader.setDaemon(true);
        reader.start();
        loggedOn.get(120, TimeUnit.SECONDS);
        List<Path> servers = serverDirectories();
        assertEquals(1, servers.size(), servers.toString());
        long pid = Long.parseLong(Files.readAllLines(servers.get(0).resolve("data/postmaster.pid"))
                .get(0)
                .strip());
        postmasters.add(pid);
        return pid;
    }

    private List<Path> serverDirectories() throws IOException {
        try (Stream<Path> entries = Files.list(tmp)) {
            return entries.filter(p -> p.getFileName().toString().startsWith("dbbench-pg-"))
                    .toList();
        }
    }

    private static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private boolean awaitNoServer(long postmaster, long timeoutMillis) throws Exception {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        while (System.nanoTime() - deadline < 0) {
            if (!alive(postmaster) && serverDirectories().isEmpty()) return true;
            Thread.sleep(200);
        }
        return false;
    }

    @Test
    void killedRunLeavesNoServerBehind() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Process p = run("0:01");
        try {
            long postmaster = awaitLoad(p, lines);
            p.destroyForcibly();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertTrue(
                    awaitNoServer(postmaster, 60_000),
                    "the watchdog stops and deletes the killed run's server: " + serverDirectories());
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    void nextRunReapsTheServerOfAKilledRunWhoseWatchdogDiedToo() throws Exception {
        List<String> lines = new CopyOnWriteArrayList<>();
        Process killed = run("0:01");
        long postmaster;
        try {
            postmaster = awaitLoad(killed, lines);
            killed.descendants().forEach(ProcessHandle::destroyForcibly); // its watchdog, then the JVM itself
            killed.destroyForcibly();
            assertTrue(killed.waitFor(30, TimeUnit.SECONDS));
        } finally {
            killed.destroyForcibly();
        }
        Thread.sleep(500);
        assertTrue(alive(postmaster), "with its JVM and watchdog killed, the server is orphaned");
        assertEquals(1, serverDirectories().size());

        Process next = run("0:00.03");
        next.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        assertTrue(next.waitFor(180, TimeUnit.SECONDS));
        assertEquals(0, next.exitValue());
        assertTrue(
                awaitNoServer(postmaster, 10_000),
                "the next run reaped the orphan, and deleted its own server: " + serverDirectories());
    }
}
