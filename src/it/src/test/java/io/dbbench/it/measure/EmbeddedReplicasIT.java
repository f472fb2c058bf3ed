package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.core.internal.engine.UserThreads;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.it.TempLeftovers;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --replicas N --embedded}: the parent starts one embedded PostgreSQL, every replica runs against
 * it (told its address in the plan its parent hands it, the password in its environment), and it stops after
 * the merge; with {@code --threads virtual} every replica runs its users on virtual threads.
 */
class EmbeddedReplicasIT {
    @TempDir
    Path dir;

    /**
     * A replica JVM's pid, command line, the password its environment holds (Linux: /proc/PID/environ) and the plan
     * its parent handed it (the file DBBENCH_CHILD_PLAN names).
     */
    private record Replica(long pid, String commandLine, String password, String plan) {}

    @Test
    void theParentsEmbeddedDatabaseServesEveryReplicaAndStopsAfterTheMerge() throws Exception {
        Set<Path> before = TempLeftovers.snapshot();
        Path xml = dir.resolve("results.xml");
        Map<Long, Replica> replicas = new ConcurrentHashMap<>();
        Replica self = replica(ProcessHandle.current().pid());
        AtomicBoolean running = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            while (running.get()) {
                ProcessHandle.current()
                        .children()
                        .filter(p -> p.info().command().orElse("").endsWith("java"))
                        // a child caught between fork and exec (a replica, or initdb and postgres of the
                        // parent's server) still shows this JVM's command line and environment: not a replica yet
                        .map(p -> replica(p.pid()))
                        .filter(r -> !r.commandLine().equals(self.commandLine()))
                        .forEach(r -> replicas.merge(
                                r.pid(), r, (seen, now) -> now.plan().isEmpty() ? seen : now));
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        watcher.start();
        CliProcess.Run run;
        try {
            run = twoReplicas(xml);
        } finally {
            running.set(false);
            watcher.join();
        }
        assertEquals(0, run.exitCode(), run.out() + run.err());

        RunResult merged = read(dir.resolve("results.json"));
        assertEquals(2, merged.details().merge().replicas().size());
        assertEquals(4, merged.config().load().users());
        assertTrue(merged.totalCompleted() > 0, run.out());
        assertEquals(0, merged.totalFailed(), run.out());
        // both replicas ran against one server: the parent's, at the address each was given
        String url = read(replicaJson(xml, 0)).config().connection().connectString();
        assertTrue(url.startsWith("jdbc:postgresql://127.0.0.1:"), url);
        assertEquals(url, read(replicaJson(xml, 1)).config().connection().connectString());
        assertTrue(run.out().contains("against this process's embedded PostgreSQL (" + url + ")"), run.out());

        assertFalse(replicas.isEmpty(), "the replicas' command lines were seen");
        for (Replica replica : replicas.values()) {
            assertTrue(replica.plan().contains(url), replica.commandLine() + " plan: " + replica.plan());
            assertFalse(replica.commandLine().contains("--embedded"), replica.commandLine());
            // the run is in the plan: nothing follows the entry point on a replica's command line
            assertTrue(replica.commandLine().endsWith(" io.dbbench.cli.Main"), replica.commandLine());
            assertNotNull(replica.password(), "the password is in the replica's environment");
            assertFalse(replica.commandLine().contains(replica.password()), "password on a replica's argv");
            assertFalse(replica.plan().contains(replica.password()), "password in a replica's plan");
            assertFalse((run.out() + run.err()).contains(replica.password()), "password in the output");
            for (int i = 0; i < 2; i++) {
                assertFalse(
                        Files.readString(dir.resolve("results-r" + i + ".log")).contains(replica.password()),
                        "password in results-r" + i + ".log");
                assertFalse(
                        Files.readString(replicaJson(xml, i)).contains(replica.password()),
                        "password in results-r" + i + ".json");
            }
        }

        // stopped after the merge: nothing listens on its port, and its directory is gone
        int port = URI.create(url.substring("jdbc:".length())).getPort();
        assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
        TempLeftovers.awaitNoneNewSince(before, 60_000);
    }

    /**
     * {@code --threads virtual}: each replica JVM (its parent's java, see ChildJvm) runs its users on virtual threads
     * and says so in its results.json, and so does the merged run. Only on a Java with virtual threads (21+); the
     * refusal on an older one is CharbenchCommandTest's.
     */
    @Test
    void withVirtualThreadsEveryReplicaRunsItsUsersOnThemAndTheMergedRunSaysSo() throws Exception {
        assumeTrue(UserThreads.virtualAvailable(), "a JDK with virtual threads (21+)");
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = twoReplicas(xml, "--threads", "virtual");
        assertEquals(0, run.exitCode(), run.out() + run.err());

        for (int i = 0; i < 2; i++) {
            RunResult replica = read(replicaJson(xml, i));
            assertEquals("virtual", replica.environment().get("userThreads"), "replica " + i + ": " + replica);
            assertTrue(replica.totalCompleted() > 0, "replica " + i + " ran no transaction: " + run.out());
            assertEquals(0, replica.totalFailed(), "replica " + i + ": " + replica.errorsByCode());
        }
        RunResult merged = read(dir.resolve("results.json"));
        assertEquals(2, merged.details().merge().replicas().size());
        assertEquals(
                "virtual",
                merged.environment().get("userThreads"),
                merged.environment().toString());
    }

    /**
     * {@code --fork --threads virtual}: each forked repeat's JVM runs its users on virtual threads, as its banner
     * says, and the merged results.json says so. The repeats' own results.json are read from a directory the
     * parent deletes after the merge, so each fork's kind is checked in its banner on the console it shares with
     * the parent. In this class so CI's JDK 25 step runs it beside the replicas' case.
     */
    @Test
    void withVirtualThreadsEveryForkedRepeatRunsItsUsersOnThemAndTheMergedRunSaysSo() throws Exception {
        assumeTrue(UserThreads.virtualAvailable(), "a JDK with virtual threads (21+)");
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("forkvirtual");
        Path xml = dir.resolve("results.xml");
        ProcessBuilder pb = CliProcess.jarProcess(
                dir,
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "--create",
                "--iterations",
                "1x1s",
                "--repeats",
                "2",
                "--fork",
                "--threads",
                "virtual",
                "-r",
                xml.toString());
        pb.redirectErrorStream(true);
        Path log = dir.resolve("cli.log");
        pb.redirectOutput(log.toFile());
        Process p = pb.start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            // the forked repeats' JVMs first: killing only the parent would leave them running
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("--fork --threads virtual did not end within 5 minutes: " + Files.readString(log));
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), out);

        // each repeat's JVM prints its banner after the parent's line that starts the repeat
        int firstAt = out.indexOf("== repeat 1 of 2 in a fresh JVM");
        int secondAt = out.indexOf("== repeat 2 of 2 in a fresh JVM");
        assertTrue(firstAt >= 0 && secondAt > firstAt, "repeat 1's line, then repeat 2's: " + out);
        String firstFork = out.substring(firstAt, secondAt);
        String secondFork = out.substring(secondAt);
        assertTrue(firstFork.contains("user(s) on virtual threads"), "repeat 1: " + firstFork);
        assertTrue(secondFork.contains("user(s) on virtual threads"), "repeat 2: " + secondFork);

        RunResult merged = read(dir.resolve("results.json"));
        assertEquals(
                List.of(0, 1),
                merged.details().measuredIterations().stream()
                        .map(IterationResult::repeat)
                        .toList());
        assertEquals(
                "virtual",
                merged.environment().get("userThreads"),
                merged.environment().toString());
        assertTrue(merged.totalCompleted() > 0, out);
        assertEquals(0, merged.totalFailed(), out);
    }

    /** Two replicas of two Stress Test users each, for 30 ms, on the parent's embedded PostgreSQL, silent. */
    private static CliProcess.Run twoReplicas(Path xml, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "--replicas",
                "2",
                "-uc",
                "2",
                "-rt",
                "0:00.03",
                "-s",
                "-r",
                xml.toString()));
        args.addAll(List.of(more));
        return CliProcess.inProcess(args.toArray(String[]::new));
    }

    /**
     * Process {@code pid}'s whole command line, the DBBENCH_PASSWORD of its environment (null when it has
     * none) and its plan, read from /proc: ProcessHandle.Info cuts a long command line short.
     */
    private static Replica replica(long pid) {
        Path proc = Path.of("/proc", Long.toString(pid));
        String password = null;
        String plan = "";
        try {
            for (String entry : zeroSeparated(proc.resolve("environ"))) {
                if (entry.startsWith("DBBENCH_PASSWORD=")) password = entry.substring("DBBENCH_PASSWORD=".length());
                if (entry.startsWith("DBBENCH_CHILD_PLAN="))
                    plan = Files.readString(Path.of(entry.substring("DBBENCH_CHILD_PLAN=".length())));
            }
            return new Replica(pid, String.join(" ", zeroSeparated(proc.resolve("cmdline"))), password, plan);
        } catch (IOException e) {
            return new Replica(pid, "", password, plan); // ended before it was read: the assertions say so
        }
    }

    private static String[] zeroSeparated(Path file) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\0");
    }

    private static RunResult read(Path json) throws IOException {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }

    /** Where replica {@code index} writes: results-rI.json beside results.xml. */
    private static Path replicaJson(Path xml, int index) {
        return xml.resolveSibling("results-r" + index + ".json");
    }
}
