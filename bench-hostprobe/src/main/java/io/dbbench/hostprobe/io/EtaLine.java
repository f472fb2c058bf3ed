package io.dbbench.hostprobe.io;

import java.util.Locale;

/**
 * fio's progress line ({@code --eta-newline}), built from the live counters:
 * {@code Jobs: 4 (f=4): [r(4)][25.0%][r=123MiB/s][r=31.5k IOPS][eta 00m:45s]}. Rates are over the last
 * interval; the percentage and eta come from the runtime (time_based) or the requests done (size-bounded).
 * A line is made by {@link #tick}, with the clock reading passed in, so tests drive it without timing.
 */
public final class EtaLine {
    private final IoJobSpec spec;
    private final IoProgress progress;
    private final long startNanos;
    private long previousNanos;
    private long previousReads;
    private long previousWrites;

    /**
     * @param spec the running job
     * @param progress its live counters
     * @param startNanos when the group started (ramp included), on the clock later passed to {@link #tick}
     */
    public EtaLine(IoJobSpec spec, IoProgress progress, long startNanos) {
        this.spec = spec;
        this.progress = progress;
        this.startNanos = startNanos;
        this.previousNanos = startNanos;
    }

    /**
     * @param nowNanos the clock now
     * @return the line for the interval since the previous tick (or the start)
     */
    public String tick(long nowNanos) {
        long reads = progress.readIos();
        long writes = progress.writeIos();
        long intervalNanos = Math.max(1, nowNanos - previousNanos);
        long readsPerSecond = Math.round((reads - previousReads) * 1e9 / intervalNanos);
        long writesPerSecond = Math.round((writes - previousWrites) * 1e9 / intervalNanos);
        previousNanos = nowNanos;
        previousReads = reads;
        previousWrites = writes;
        long elapsedNanos = Math.max(0, nowNanos - startNanos);
        boolean ramping = elapsedNanos < spec.rampNanos();
        StringBuilder line = new StringBuilder();
        line.append("Jobs: ")
                .append(spec.numjobs())
                .append(" (f=")
                .append(spec.numjobs())
                .append("): [");
        line.append(ramping ? '/' : stateChar())
                .append('(')
                .append(spec.numjobs())
                .append(")]");
        double done = fractionDone(elapsedNanos, reads + writes);
        line.append(ramping ? "[-.-%]" : String.format(Locale.ROOT, "[%.1f%%]", 100 * done));
        boolean r = readsPerSecond > 0;
        boolean w = writesPerSecond > 0;
        if (r || w) {
            long bs = spec.blockSizeBytes();
            line.append('[')
                    .append(rates(r, w, rate(readsPerSecond * bs), rate(writesPerSecond * bs)))
                    .append("][")
                    .append(rates(
                            r,
                            w,
                            FioNumbers.compact(readsPerSecond, false, 0),
                            FioNumbers.compact(writesPerSecond, false, 0)))
                    .append(" IOPS]");
        }
        line.append("[eta ").append(eta(remainingSeconds(elapsedNanos, done))).append(']');
        return line.toString();
    }

    /** fio's letters: r/w/m random read/write/mixed, R/W/M sequential. */
    private char stateChar() {
        IoPattern p = spec.pattern();
        char c = p.reads() && p.writes() ? 'm' : p.reads() ? 'r' : 'w';
        return p.random() ? c : Character.toUpperCase(c);
    }

    private double fractionDone(long elapsedNanos, long ios) {
        double byTime = spec.runtimeNanos() == 0
                ? 0
                : Math.min(1.0, elapsedNanos / (double) (spec.rampNanos() + spec.runtimeNanos()));
        if (spec.timeBased()) return byTime;
        double byIos = Math.min(1.0, ios / (double) (spec.blocks() * spec.numjobs()));
        return Math.max(byTime, byIos);
    }

    private long remainingSeconds(long elapsedNanos, double done) {
        long limitNanos = spec.runtimeNanos() == 0 ? Long.MAX_VALUE : spec.rampNanos() + spec.runtimeNanos();
        long byTime = limitNanos == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(0, limitNanos - elapsedNanos);
        long byIos = spec.timeBased() || done <= 0 ? Long.MAX_VALUE : Math.round(elapsedNanos * (1 - done) / done);
        long nanos = Math.min(byTime, byIos);
        return nanos == Long.MAX_VALUE ? -1 : (nanos + 999_999_999L) / 1_000_000_000L;
    }

    private static String rates(boolean r, boolean w, String read, String write) {
        return r && w ? "r=" + read + ",w=" + write : r ? "r=" + read : "w=" + write;
    }

    /** A rate in bytes per second as fio shows it: KiB/s to start, then MiB/s, GiB/s in four digits. */
    private static String rate(long bytesPerSecond) {
        return FioNumbers.compact(bytesPerSecond / 1024, true, 1) + "B/s";
    }

    /** fio's eta: {@code 00m:45s}, with hours ({@code 01h:}) and days ({@code 02d:}) only when needed. */
    static String eta(long seconds) {
        if (seconds < 0) return "--";
        long s = seconds % 60, m = seconds / 60 % 60, h = seconds / 3600 % 24, d = seconds / 86400;
        String text = String.format(Locale.ROOT, "%02dm:%02ds", m, s);
        if (h > 0 || d > 0) text = String.format(Locale.ROOT, "%02dh:", h) + text;
        if (d > 0) text = String.format(Locale.ROOT, "%02dd:", d) + text;
        return text;
    }
}
