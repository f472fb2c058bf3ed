package io.dbbench.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What Linux's /proc tells about processes and this machine; unknown values where there is no /proc. */
final class ProcFs {
    private static final Path PROC = Path.of("/proc");
    /** Field 22 of /proc/&lt;pid&gt;/stat, counted from field 3, the first after the command name. */
    private static final int START_TIME_FIELD_AFTER_COMMAND = 22 - 3;

    private ProcFs() {}

    /** The process's start in clock ticks since boot: unlike wall-clock time, no clock step moves it. */
    static long startTicks(long pid) {
        String stat = read(PROC.resolve(Long.toString(pid)).resolve("stat"));
        int commandEnd = stat.lastIndexOf(')'); // the command name may hold spaces and parentheses
        if (commandEnd < 0) {
            return OwnerMarker.UNKNOWN;
        }
        String[] fields = stat.substring(commandEnd + 1).strip().split(" ");
        try {
            return fields.length > START_TIME_FIELD_AFTER_COMMAND
                    ? Long.parseLong(fields[START_TIME_FIELD_AFTER_COMMAND])
                    : OwnerMarker.UNKNOWN;
        } catch (NumberFormatException e) {
            return OwnerMarker.UNKNOWN;
        }
    }

    /** The process's command name (/proc/&lt;pid&gt;/comm); empty when unknown. */
    static String commandName(long pid) {
        return read(PROC.resolve(Long.toString(pid)).resolve("comm"));
    }

    /** A random id the kernel draws at every boot; empty when unknown. */
    static String bootId() {
        return read(PROC.resolve("sys/kernel/random/boot_id"));
    }

    static String hostName() {
        return read(PROC.resolve("sys/kernel/hostname"));
    }

    /** The inode of this process's pid namespace: pids mean the same only within one. */
    static long pidNamespace() {
        try {
            String link = Files.readSymbolicLink(PROC.resolve("self/ns/pid")).toString(); // "pid:[4026531836]"
            return Long.parseLong(link.substring(link.indexOf('[') + 1, link.lastIndexOf(']')));
        } catch (IOException | RuntimeException e) {
            return OwnerMarker.UNKNOWN;
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII).strip();
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
