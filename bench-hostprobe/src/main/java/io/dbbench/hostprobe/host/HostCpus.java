package io.dbbench.hostprobe.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/**
 * The host's CPUs as Linux describes them: logical CPUs online, physical cores (distinct package/core
 * pairs), the cgroup CPU quota, and what the JVM sees. Values that cannot be read are 0 (counts) or NaN
 * (quota), never guessed.
 *
 * @param logical       CPUs listed in /sys/devices/system/cpu/online
 * @param physical      distinct (physical_package_id, core_id) among them
 * @param cgroupQuotaCpus cpu.max (v2) or cfs_quota_us / cfs_period_us (v1) in CPUs; NaN when unlimited or unknown
 * @param jvmProcessors Runtime.availableProcessors(), which already applies affinity and quota
 */
public record HostCpus(int logical, int physical, double cgroupQuotaCpus, int jvmProcessors) {

    /** Reads this machine. */
    public static HostCpus read() {
        return read(Path.of("/"), Runtime.getRuntime().availableProcessors());
    }

    /** Reads a machine whose /sys lives under {@code root} (tests give a fake tree). */
    public static HostCpus read(Path root, int jvmProcessors) {
        Path cpuDir = root.resolve("sys/devices/system/cpu");
        Set<Integer> online = parseCpuList(readFirstLine(cpuDir.resolve("online")));
        Set<String> cores = new HashSet<>();
        for (int cpu : online) {
            Path topology = cpuDir.resolve("cpu" + cpu).resolve("topology");
            String pkg = readFirstLine(topology.resolve("physical_package_id"));
            String core = readFirstLine(topology.resolve("core_id"));
            if (pkg == null || core == null) {
                cores.clear();
                break;
            }
            cores.add(pkg + "/" + core);
        }
        return new HostCpus(online.size(), cores.size(), cgroupQuota(root), jvmProcessors);
    }

    /** Parses a kernel CPU list such as {@code 0-3,8,10-11}; empty for null. */
    static Set<Integer> parseCpuList(String list) {
        Set<Integer> cpus = new HashSet<>();
        if (list == null || list.isBlank()) return cpus;
        for (String part : list.trim().split(",")) {
            String[] range = part.split("-");
            int from = Integer.parseInt(range[0].trim());
            int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
            for (int c = from; c <= to; c++) cpus.add(c);
        }
        return cpus;
    }

    private static double cgroupQuota(Path root) {
        String v2 = readFirstLine(root.resolve("sys/fs/cgroup/cpu.max"));
        if (v2 != null) {
            String[] f = v2.trim().split("\\s+");
            if (f.length == 2 && !f[0].equals("max")) return Double.parseDouble(f[0]) / Double.parseDouble(f[1]);
            return Double.NaN;
        }
        String quota = readFirstLine(root.resolve("sys/fs/cgroup/cpu/cpu.cfs_quota_us"));
        String period = readFirstLine(root.resolve("sys/fs/cgroup/cpu/cpu.cfs_period_us"));
        if (quota != null && period != null && Long.parseLong(quota.trim()) > 0) {
            return Double.parseDouble(quota.trim()) / Double.parseDouble(period.trim());
        }
        return Double.NaN;
    }

    private static String readFirstLine(Path file) {
        try {
            if (!Files.isRegularFile(file)) return null;
            return Files.readAllLines(file).stream().findFirst().orElse(null);
        } catch (IOException | RuntimeException e) {
            return null; // an unreadable /sys entry means "unknown", reported as such
        }
    }

    /** One line for people, e.g. {@code 2 logical CPUs, 1 physical core, no cgroup quota, JVM sees 2}. */
    public String describe() {
        String quota = Double.isNaN(cgroupQuotaCpus) ? "no cgroup CPU quota"
                : String.format(java.util.Locale.ROOT, "cgroup quota %.2f CPUs", cgroupQuotaCpus);
        return (logical > 0 ? logical : "?") + " logical CPUs, " + (physical > 0 ? physical : "?")
                + " physical cores, " + quota + ", JVM sees " + jvmProcessors;
    }
}
