package io.dbbench.core.internal.server;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * CPU time and disk I/O of a database server running on this host, from Linux's {@code /proc}: the
 * server's main process (the postmaster) and every live descendant (its backends and workers).
 *
 * <p>Why the figures add up across a window although backends come and go: a process's {@code cutime},
 * {@code cstime} ({@code /proc/PID/stat}) and its {@code /proc/PID/io} include the children it has
 * reaped, so a backend that ended moves from "live descendant" into its parent's own figures. The I/O
 * bytes are what reached the block layer ({@code read_bytes}, {@code write_bytes}); reading another user's
 * {@code /proc/PID/io} needs that user or CAP_SYS_PTRACE, and without it only CPU is reported.
 */
public final class ProcessTreeCounters {
    public static final String CPU_MICROS = "server process cpu micros";
    public static final String READ_BYTES = "server process read bytes";
    public static final String WRITE_BYTES = "server process write bytes";

    /** USER_HZ, the unit of /proc's CPU times: 100 on every Linux architecture the JDK runs on. */
    private static final long TICKS_PER_SECOND = 100;

    private final Path procRoot;
    private final long rootPid;

    /**
     * @param procRoot {@code /proc} outside tests
     * @param rootPid the server's main process
     */
    public ProcessTreeCounters(Path procRoot, long rootPid) {
        this.procRoot = procRoot;
        this.rootPid = rootPid;
    }

    /** True when {@code /proc} shows the process (Linux, same PID namespace). */
    public boolean visible() {
        return Files.isReadable(procRoot.resolve(Long.toString(rootPid)).resolve("stat"));
    }

    /**
     * The tree's counters now.
     *
     * @throws IOException when the main process is gone or its {@code stat} cannot be read
     */
    public Map<String, Long> read() throws IOException {
        List<Long> tree = treeOf(rootPid);
        long ticks = 0;
        long readBytes = 0;
        long writeBytes = 0;
        boolean ioReadable = true;
        for (long pid : tree) {
            Optional<long[]> stat = stat(pid);
            if (stat.isEmpty()) {
                if (pid == rootPid) throw new IOException("no process " + rootPid + " in " + procRoot);
                continue; // a backend that ended while we walked: its parent reports it from now on
            }
            ticks += stat.get()[1] + stat.get()[2] + stat.get()[3] + stat.get()[4];
            Optional<long[]> io = ioReadable ? io(pid) : Optional.empty();
            if (io.isPresent()) {
                readBytes += io.get()[0];
                writeBytes += io.get()[1];
            } else if (pid == rootPid) {
                ioReadable = false;
            }
        }
        Map<String, Long> values = new LinkedHashMap<>();
        values.put(CPU_MICROS, ticks * 1_000_000 / TICKS_PER_SECOND);
        if (ioReadable) {
            values.put(READ_BYTES, readBytes);
            values.put(WRITE_BYTES, writeBytes);
        }
        return values;
    }

    /** The root and its live descendants, from every process's parent in {@code /proc/PID/stat}. */
    private List<Long> treeOf(long root) throws IOException {
        Map<Long, List<Long>> children = new HashMap<>();
        try (DirectoryStream<Path> dirs =
                Files.newDirectoryStream(procRoot, p -> isPid(p.getFileName().toString()))) {
            for (Path dir : dirs) {
                long pid = Long.parseLong(dir.getFileName().toString());
                stat(pid).ifPresent(s -> children.computeIfAbsent(s[0], k -> new ArrayList<>())
                        .add(pid));
            }
        }
        List<Long> tree = new ArrayList<>(List.of(root));
        for (int i = 0; i < tree.size(); i++) tree.addAll(children.getOrDefault(tree.get(i), List.of()));
        return tree;
    }

    private static boolean isPid(String name) {
        return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
    }

    /** ppid, utime, stime, cutime, cstime; empty when the process is gone. */
    private Optional<long[]> stat(long pid) {
        String text;
        try {
            text = Files.readString(procRoot.resolve(Long.toString(pid)).resolve("stat"));
        } catch (IOException gone) {
            return Optional.empty();
        }
        return Optional.of(parseStat(text));
    }

    /**
     * Fields of one {@code /proc/PID/stat} line; the command name in parentheses may hold spaces and
     * parentheses itself, so the fields are counted from the last ')'.
     */
    static long[] parseStat(String line) {
        String[] f = line.substring(line.lastIndexOf(')') + 2).trim().split(" ");
        // f[0] is field 3 (state): ppid is field 4, utime..cstime are fields 14..17
        return new long[] {
            Long.parseLong(f[1]),
            Long.parseLong(f[11]),
            Long.parseLong(f[12]),
            Long.parseLong(f[13]),
            Long.parseLong(f[14])
        };
    }

    /** read_bytes, write_bytes; empty when unreadable (another user's process) or gone. */
    private Optional<long[]> io(long pid) {
        try {
            return Optional.of(parseIo(
                    Files.readAllLines(procRoot.resolve(Long.toString(pid)).resolve("io"))));
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
    }

    static long[] parseIo(List<String> lines) {
        long[] bytes = {-1, -1};
        for (String line : lines) {
            if (line.startsWith("read_bytes:"))
                bytes[0] = Long.parseLong(line.substring(11).trim());
            if (line.startsWith("write_bytes:"))
                bytes[1] = Long.parseLong(line.substring(12).trim());
        }
        if (bytes[0] < 0 || bytes[1] < 0) throw new IllegalArgumentException("no read_bytes/write_bytes in " + lines);
        return bytes;
    }
}
