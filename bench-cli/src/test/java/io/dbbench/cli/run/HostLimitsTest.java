package io.dbbench.cli.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.common.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The limits a host sets, read from (here: fake) /proc and /sys files, and the one line naming the one hit. */
class HostLimitsTest {
    private static final long HEAP = 4L << 30;
    private final Map<String, String> files = new HashMap<>(Map.of(
            "/proc/sys/kernel/threads-max", "192731\n",
            "/proc/sys/kernel/pid_max", "4194304\n",
            "/proc/loadavg", "0.50 0.40 0.30 2/731 4242\n",
            "/proc/meminfo", "MemTotal:       24000000 kB\nMemAvailable:   20000000 kB\n",
            "/proc/self/limits",
                    "Limit                     Soft Limit           Hard Limit           Units\n"
                            + "Max processes             96365                96365                processes\n"));

    private String whyNot(int users, boolean embedded, boolean root) {
        return new HostLimits(files::get, HEAP, root).whyNot(users, embedded);
    }

    @Test
    void aUsualUserCountPasses() {
        assertNull(whyNot(1000, false, false));
        assertNull(whyNot(1000, true, true));
    }

    @Test
    void aMillionUsersHitTheThreadLimitFirstAndTheLineNamesIt() {
        String why = whyNot(1_000_000, false, true);
        assertEquals(
                "1000000 users need about 1000064 threads, but this host allows 192000 more"
                        + " (/proc/sys/kernel/threads-max 192731, 731 in use) and dbbench takes at most 90% of them, 172800,"
                        + " leaving the rest to the host's other processes",
                why);
    }

    @Test
    void theEmbeddedDatabaseCountsAProcessPerUser() {
        files.put("/proc/sys/kernel/threads-max", "100000");
        assertNull(whyNot(40_000, false, true));
        assertTrue(whyNot(60_000, true, true).contains("threads and server processes"), whyNot(60_000, true, true));
    }

    @Test
    void ulimitUCountsForOrdinaryUsersOnly() {
        String why = whyNot(100_000, false, false);
        assertTrue(why.contains("ulimit -u 96365"), why);
        // root is not held to RLIMIT_NPROC by the kernel; the heap is what stops it here
        assertTrue(whyNot(100_000, false, true).contains("of heap"), whyNot(100_000, false, true));
    }

    @Test
    void cgroupV2PidsMax() {
        files.put("/proc/self/cgroup", "0::/kubepods/pod1\n");
        files.put("/sys/fs/cgroup/kubepods/pod1/pids.max", "1024\n");
        files.put("/sys/fs/cgroup/kubepods/pod1/pids.current", "100\n");
        assertTrue(
                whyNot(2000, false, true)
                        .startsWith("2000 users need about 2064 threads, but this host allows 924 more"
                                + " (cgroup /sys/fs/cgroup/kubepods/pod1/pids.max 1024, 100 in use)"),
                whyNot(2000, false, true));
        files.put("/sys/fs/cgroup/kubepods/pod1/pids.max", "max\n");
        assertNull(whyNot(2000, false, true), "max: no limit");
    }

    @Test
    void cgroupV1PidsMaxAtTheControllersRoot() {
        files.put("/proc/self/cgroup", "8:pids:/\n4:memory:/x\n");
        files.put("/sys/fs/cgroup/pids/pids.max", "500");
        files.put("/sys/fs/cgroup/pids/pids.current", "0");
        assertTrue(whyNot(1000, false, true).contains("cgroup /sys/fs/cgroup/pids/pids.max 500"));
    }

    @Test
    void heapAndMemory() {
        String heap = whyNot(70_000, false, true);
        assertEquals(
                "70000 users need about 4.3 GB of heap (64 KB each), above the maximum heap of 4.0 GB:"
                        + " start java with a larger -Xmx, or run fewer users",
                heap);
        files.put("/proc/meminfo", "MemAvailable:   1048576 kB\n");
        assertEquals(
                "10000 users need about 1.2 GB of memory for their threads (128 KB each) besides the heap,"
                        + " but only 1.0 GB is available (/proc/meminfo MemAvailable)",
                whyNot(10_000, false, true));
        files.put("/proc/self/cgroup", "0::/\n");
        files.put("/sys/fs/cgroup/memory.max", String.valueOf(600L << 20));
        files.put("/sys/fs/cgroup/memory.current", String.valueOf(100L << 20));
        assertTrue(
                whyNot(5000, false, true).endsWith("only 500 MB is available (the cgroup's memory limit)"),
                whyNot(5000, false, true));
    }

    @Test
    void aMarginIsLeftForTheHostsOtherProcesses() {
        files.put("/proc/sys/kernel/pid_max", "32768");
        files.put("/proc/loadavg", "0.50 0.40 0.30 2/100 4242\n");
        String why = whyNot(32_300, false, true);
        assertTrue(
                why != null && why.contains("pid_max 32768, 100 in use) and dbbench takes at most 90% of them, 29401"),
                why);
        assertNull(whyNot(29_000, false, true));
    }

    @Test
    void ulimitUSubtractsTheProcessesTheUserAlreadyRuns() {
        files.put("/proc/self/limits", "Max processes             4096                4096                processes\n");
        assertNull(new HostLimits(files::get, HEAP, false, () -> 100).whyNot(3000, false));
        String why = new HostLimits(files::get, HEAP, false, () -> 3000).whyNot(3000, false);
        assertTrue(
                why != null
                        && why.contains(
                                "allows 1096 more (ulimit -u 4096, 3000 in use by this user's processes and threads)"),
                why);
    }

    @Test
    void theParentCountsEveryUserItStartsOnThisHost() {
        var defaults = io.dbbench.core.measure.BenchmarkOptions.defaults();
        var wide = defaults.withTopologies(java.util.List.of(io.dbbench.core.config.Topology.parse("1x1000")))
                .withUsersPerService(1_000_000);
        assertEquals(
                new HostLimits.Users(1_000_000_000L, "--users-per-service"),
                HostLimits.usersOnHost(8, wide, null, null));
        assertEquals(
                new HostLimits.Users(240_000, "--replicas 8 with -uc"),
                HostLimits.usersOnHost(30_000, defaults, 8, "-uc"));
        assertEquals(new HostLimits.Users(64, "--replicas 8"), HostLimits.usersOnHost(8, defaults, 8, null));
        assertEquals(
                new HostLimits.Users(4000, "--users-total"),
                HostLimits.usersOnHost(4000, defaults, 8, "--users-total"));
        assertEquals(new HostLimits.Users(8, null), HostLimits.usersOnHost(8, defaults, null, null));
    }

    @Test
    void theCommandRefusesABillionUsersOverATopology() {
        CliRun r = CliRun.of(
                "-c",
                "../configs/Stress_Test.xml",
                "-cs",
                "jdbc:postgresql://127.0.0.1:1/x",
                "--topology",
                "1x1000",
                "--users-per-service",
                "1000000",
                "-nr");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: option --users-per-service: 1000000000 users need about "), r.err());
    }

    @Test
    void aReplicasShareOfUsersTotalBlamesUsersTotal() {
        CliRun r = CliRun.of(
                "-c",
                "../configs/Stress_Test.xml",
                "-cs",
                "jdbc:postgresql://127.0.0.1:1/x",
                "--replica",
                "1/2",
                "--users-total",
                "4000000",
                "-nr");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: option --users-total: 2000000 users need about "), r.err());
    }

    @Test
    void aScaleBeyondWhatAnyWorkloadCreatesIsRefusedBeforeConnecting() {
        CliRun r = CliRun.of(
                "-c",
                "../configs/Stress_Test.xml",
                "-cs",
                "jdbc:postgresql://127.0.0.1:1/x",
                "--create",
                "--scale",
                "1e9",
                "-nr");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertEquals(
                "bench-cli: option --scale: must be above 0 and at most 100.0, was 1.0E9",
                r.err().strip());
    }

    @Test
    void nothingReadableRefusesNothing() {
        assertNull(new HostLimits(f -> null, Long.MAX_VALUE, false).whyNot(Integer.MAX_VALUE, true));
    }

    @Test
    void theCommandRefusesAMillionUsersBeforeConnecting() {
        CliRun r = CliRun.of(
                "-c", "../configs/Stress_Test.xml", "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-uc", "1000000", "-nr");
        assertEquals(ExitCodes.BAD_USAGE, r.exitCode(), r.err());
        assertTrue(r.err().startsWith("bench-cli: option -uc: 1000000 users need about "), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void theCommandRefusesTwoBillionUsersInAConfigBeforeConnecting(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Path config = dir.resolve("many.xml");
        Files.writeString(
                config,
                Files.readString(Path.of("../configs/Stress_Test.xml"))
                        .replaceFirst(
                                "<NumberOfUsers>\\d+</NumberOfUsers>", "<NumberOfUsers>2000000000</NumberOfUsers>"));
        CliRun r = CliRun.of("-c", config.toString(), "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-nr");
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertTrue(
                r.err().startsWith("bench-cli: " + config + ": <NumberOfUsers>: 2000000000 users need about "),
                r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void theCommandRefusesWeightsThatOverflow(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        Path config = dir.resolve("weights.xml");
        Files.writeString(
                config,
                Files.readString(Path.of("../configs/Stress_Test.xml"))
                        .replaceAll("<Weight>\\d+</Weight>", "<Weight>2147483647</Weight>"));
        CliRun r = CliRun.of("-c", config.toString(), "-cs", "jdbc:postgresql://127.0.0.1:1/x", "-nr");
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        assertTrue(r.err().contains("<TransactionList>: the weights add up to"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
