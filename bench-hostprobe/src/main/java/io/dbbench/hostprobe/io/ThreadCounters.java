package io.dbbench.hostprobe.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The calling thread's context switches and page faults from Linux's /proc/thread-self (fio's ctx, majf,
 * minf); zeros where there is no such file.
 */
final class ThreadCounters {
    private ThreadCounters() {}

    /** @return {context switches, major faults, minor faults} of the calling thread so far */
    static long[] ofThisThread() {
        long[] counters = new long[3];
        try {
            for (String line : Files.readAllLines(Path.of("/proc/thread-self/status"))) {
                if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:")) {
                    counters[0] +=
                            Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                }
            }
            String stat = Files.readString(Path.of("/proc/thread-self/stat"));
            // after "(comm)" the fields are: state ppid pgrp session tty tpgid flags minflt cminflt majflt
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            counters[2] = Long.parseLong(fields[7]);
            counters[1] = Long.parseLong(fields[9]);
        } catch (IOException | RuntimeException notLinux) {
            return new long[3];
        }
        return counters;
    }
}
