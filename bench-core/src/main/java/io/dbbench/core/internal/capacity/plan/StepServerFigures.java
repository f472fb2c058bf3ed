package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.server.CounterDelta;
import io.dbbench.core.internal.server.ProcessTreeCounters;
import io.dbbench.core.internal.server.ServerCounters;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the database server's own counters grew by over one capacity step's measured iterations: the difference of
 * two readings, one as the step's warm-up ended and one as its last iteration ended, taken by the run's server
 * counters on their own thread (docs/capacity.md). The same counters as results.json's {@code server} section
 * (docs/server-counters.md), so commits, blocks, WAL or redo bytes and, where they can be read, the server's CPU and
 * disk I/O read per second and per transaction of the step.
 *
 * @param counters     counter name to its growth between the two readings, in the order read
 * @param windowNanos  the time between the two readings
 * @param transactions our count: the transactions completed in the step's measured iterations
 * @param hostCores    the cores of this host, for the CPU of a server whose processes are read here (/proc)
 */
public record StepServerFigures(Map<String, Long> counters, long windowNanos, long transactions, int hostCores) {
    /** Oracle's V$OSSTAT, the database host's CPU busy and idle time (OracleServerCounters). */
    static final String HOST_BUSY_CENTISECONDS = "host busy centiseconds";

    static final String HOST_IDLE_CENTISECONDS = "host idle centiseconds";
    /** PostgreSQL 16+: relation I/O the server asked the kernel for (pg_stat_io). */
    static final String IO_READ_BYTES = "io read bytes";

    static final String IO_WRITE_BYTES = "io write bytes";

    public StepServerFigures {
        counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
        if (windowNanos < 0) throw new IllegalArgumentException("windowNanos " + windowNanos + " < 0");
        if (transactions < 0) throw new IllegalArgumentException("transactions " + transactions + " < 0");
        if (hostCores < 1) throw new IllegalArgumentException("hostCores must be at least 1, was " + hostCores);
    }

    /** The step's figures from the delta of its two readings. */
    public static StepServerFigures of(CounterDelta delta, long transactions, int hostCores) {
        return new StepServerFigures(delta.values(), delta.windowNanos(), transactions, hostCores);
    }

    /**
     * These figures and {@code other}'s together, as one window: the counters, the windows and our counts add (the
     * same step's rounds, each measured over its own iterations); a counter one of them lacks is left out.
     */
    public StepServerFigures plus(StepServerFigures other) {
        Map<String, Long> sum = new LinkedHashMap<>();
        counters.forEach((name, value) -> {
            Long theirs = other.counters.get(name);
            if (theirs != null) sum.put(name, value + theirs);
        });
        return new StepServerFigures(
                sum, windowNanos + other.windowNanos, transactions + other.transactions, hostCores);
    }

    /** The database's own commit count over the step (PostgreSQL's xact_commit, Oracle's user commits); -1 unread. */
    public long commits() {
        Long v = counters.get(ServerCounters.COMMITS);
        return v == null ? -1 : v;
    }

    /** The counter's growth per second of the window; NaN when not read or the window is empty. */
    public double perSecond(String name) {
        Long v = counters.get(name);
        return v == null || windowNanos == 0 ? Double.NaN : v * 1e9 / windowNanos;
    }

    /** The counter's growth per transaction of the step (ours); NaN when not read or none completed. */
    public double perTransaction(String name) {
        Long v = counters.get(name);
        return v == null || transactions == 0 ? Double.NaN : (double) v / transactions;
    }

    /** {@link #cpuSource()}: the server's processes on this host, for both the share and the time per transaction. */
    public static final String CPU_SERVER_PROCESSES = "server processes";
    /**
     * {@link #cpuSource()} on Oracle: the share is the whole database host's busy time (V$OSSTAT), every process on
     * it, not the database's alone; the time per transaction is the database's DB CPU.
     */
    public static final String CPU_ORACLE_HOST = "host CPU (V$OSSTAT); DB CPU per transaction";
    /** {@link #cpuSource()} on Oracle when V$OSSTAT was not read: DB CPU per transaction only, no share. */
    public static final String CPU_DB_CPU = "DB CPU";

    /**
     * Where the server's CPU comes from: its processes on this host ({@code /proc}, the embedded server or
     * {@code --server-pid}), else Oracle's host busy share and DB CPU; null when neither was read (PostgreSQL has no
     * CPU counter).
     */
    public String cpuSource() {
        if (counters.containsKey(ProcessTreeCounters.CPU_MICROS)) return CPU_SERVER_PROCESSES;
        if (counters.containsKey(HOST_BUSY_CENTISECONDS) && counters.containsKey(HOST_IDLE_CENTISECONDS))
            return CPU_ORACLE_HOST;
        if (counters.containsKey(ServerCounters.DB_CPU_MICROS)) return CPU_DB_CPU;
        return null;
    }

    /** The server's CPU time over the step, microseconds, from {@link #cpuSource()}; -1 when not read. */
    public long cpuMicros() {
        Long processes = counters.get(ProcessTreeCounters.CPU_MICROS);
        if (processes != null) return processes;
        Long dbCpu = counters.get(ServerCounters.DB_CPU_MICROS);
        return dbCpu == null ? -1 : dbCpu;
    }

    /**
     * The server busy over the step, percent: its processes' CPU time as a share of this host's cores (as the live
     * {@code DbCPU%}); on Oracle the database host's busy share from V$OSSTAT; NaN when neither was read.
     */
    public double cpuPercent() {
        Long processes = counters.get(ProcessTreeCounters.CPU_MICROS);
        if (processes != null)
            return windowNanos == 0 ? Double.NaN : 100.0 * processes * 1e3 / ((double) windowNanos * hostCores);
        Long busy = counters.get(HOST_BUSY_CENTISECONDS);
        Long idle = counters.get(HOST_IDLE_CENTISECONDS);
        if (busy == null || idle == null || busy + idle == 0) return Double.NaN;
        return 100.0 * busy / (busy + idle);
    }

    /** The server's CPU milliseconds per transaction of the step; NaN when not read or none completed. */
    public double cpuMillisPerTransaction() {
        long micros = cpuMicros();
        return micros < 0 || transactions == 0 ? Double.NaN : micros / 1e3 / transactions;
    }

    /**
     * Where the disk figures come from: the server's processes on this host (bytes that reached the block layer),
     * else PostgreSQL's pg_stat_io (bytes it asked the kernel for, page cache included); null when neither.
     */
    public String diskSource() {
        if (counters.containsKey(ProcessTreeCounters.READ_BYTES)) return "server processes";
        if (counters.containsKey(IO_READ_BYTES)) return "pg_stat_io";
        return null;
    }

    /** Bytes read per second over the step, from {@link #diskSource()}; NaN when neither was read. */
    public double diskReadBytesPerSecond() {
        return perSecond(
                counters.containsKey(ProcessTreeCounters.READ_BYTES) ? ProcessTreeCounters.READ_BYTES : IO_READ_BYTES);
    }

    /** Bytes written per second over the step, from {@link #diskSource()}; NaN when neither was read. */
    public double diskWriteBytesPerSecond() {
        return perSecond(
                counters.containsKey(ProcessTreeCounters.READ_BYTES)
                        ? ProcessTreeCounters.WRITE_BYTES
                        : IO_WRITE_BYTES);
    }
}
