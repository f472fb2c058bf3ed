package io.dbbench.hostprobe.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The host's CPUs as Linux describes them: logical CPUs online, physical cores (distinct package/core
 * pairs), the cgroup CPU quota, and what the JVM sees. Values that cannot be read are 0 (counts) or NaN
 * (quota), never guessed.
 *
 * @param logical       CPUs listed in /sys/devices/system/cpu/online
 * @param physical      distinct (physical_package_id, core_id) among them
 * @param cgroupQuotaCpus cpu.max (v2) or cfs_quota_us / cfs_period_us (v1) in CPUs, the tightest along this
 *                      process's cgroup path (/proc/self/cgroup) up to the root; NaN when unlimited or unreadable
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
        Set<Integer> online;
        try {
            online = parseCpuList(readFirstLine(cpuDir.resolve("online")));
        } catch (NumberFormatException e) {
            online = Set.of(); // a list we cannot parse: unknown (0), never a guess
        }
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

    /** The quota of this process's own cgroup, not the root's; a malformed value means unknown (NaN). */
    private static double cgroupQuota(Path root) {
        try {
            String v2Path = "/";
            String v1Path = "/";
            for (String line : readLines(root.resolve("proc/self/cgroup"))) {
                String[] f = line.split(":", 3); // hierarchy-id:controllers:path
                if (f.length < 3) continue;
                if (f[0].equals("0") && f[1].isEmpty()) v2Path = f[2];
                else if (List.of(f[1].split(",")).contains("cpu")) v1Path = f[2];
            }
            Path v2Mount = root.resolve("sys/fs/cgroup");
            double v2 = tightestAlong(v2Mount, v2Path, dir -> quotaV2(readFirstLine(dir.resolve("cpu.max"))));
            if (!Double.isNaN(v2) || Files.isRegularFile(v2Mount.resolve("cpu.max"))) return v2;
            return tightestAlong(
                    root.resolve("sys/fs/cgroup/cpu"),
                    v1Path,
                    dir -> quotaV1(
                            readFirstLine(dir.resolve("cpu.cfs_quota_us")),
                            readFirstLine(dir.resolve("cpu.cfs_period_us"))));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /**
     * The smallest quota from the cgroup's directory up to the mount point: a parent's limit binds its
     * children. A path not visible here (another cgroup namespace) leaves only the mount's own files.
     */
    private static double tightestAlong(
            Path mount, String cgroupPath, java.util.function.Function<Path, Double> quotaOf) {
        Path dir = mount.resolve(cgroupPath.replaceFirst("^/+", "")).normalize();
        if (!dir.startsWith(mount)) dir = mount;
        double tightest = Double.NaN;
        for (; dir != null && dir.startsWith(mount); dir = dir.getParent()) {
            double q = quotaOf.apply(dir);
            if (!Double.isNaN(q) && (Double.isNaN(tightest) || q < tightest)) tightest = q;
        }
        return tightest;
    }

    private static double quotaV2(String cpuMax) {
        if (cpuMax == null) return Double.NaN;
        String[] f = cpuMax.trim().split("\\s+");
        if (f[0].equals("max")) return Double.NaN;
        if (f.length != 2) throw new NumberFormatException("cpu.max: " + cpuMax);
        return Long.parseLong(f[0]) / (double) Long.parseLong(f[1]);
    }

    private static double quotaV1(String quota, String period) {
        if (quota == null || period == null || Long.parseLong(quota.trim()) <= 0) return Double.NaN;
        return Long.parseLong(quota.trim()) / (double) Long.parseLong(period.trim());
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readAllLines(file) : List.of();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
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
        String quota = Double.isNaN(cgroupQuotaCpus)
                ? "no cgroup CPU quota known"
                : String.format(java.util.Locale.ROOT, "cgroup quota %.2f CPUs", cgroupQuotaCpus);
        return (logical > 0 ? logical : "?") + " logical CPUs, " + (physical > 0 ? physical : "?") + " physical cores, "
                + quota + ", JVM sees " + jvmProcessors;
    }
}
