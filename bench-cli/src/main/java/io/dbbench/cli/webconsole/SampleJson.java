package io.dbbench.cli.webconsole;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/** One second of a run as the page reads it: built once by the sampler, sent to every page as is. */
final class SampleJson {
    private SampleJson() {}

    /**
     * @param phase       warm-up, measuring, iteration i of n, a capacity search's step
     * @param activeUsers the users the run has active now (the console's own count after a change), or -1
     * @param ceiling     the most users the run can have, or -1 when its users cannot change
     * @param dbCpuPercent the database server's CPU, or NaN when not read
     * @param dbDiskMegabytesPerSecond its disk reads and writes, or NaN when not read
     * @param dbCommitsPerSecond the database's commits per second as its counter says, or NaN when not read
     */
    static String of(
            ProgressSnapshot s,
            String phase,
            int activeUsers,
            int ceiling,
            double dbCpuPercent,
            double dbDiskMegabytesPerSecond,
            double dbCommitsPerSecond) {
        StringBuilder j = new StringBuilder(256 + 160 * s.transactions().size());
        j.append("{\"epochMillis\":").append(s.epochMillis());
        j.append(",\"elapsedSeconds\":");
        Json.number(j, s.elapsedNanos() / 1e9);
        j.append(",\"remainingSeconds\":");
        Json.number(j, s.remainingNanos() < 0 ? Double.NaN : Math.ceil(s.remainingNanos() / 1e9));
        j.append(",\"phase\":");
        Json.string(j, phase);
        j.append(",\"inStatisticsWindow\":").append(s.inStatisticsWindow());
        j.append(",\"usersLoggedOn\":").append(s.usersLoggedOn());
        j.append(",\"usersTarget\":").append(activeUsers >= 0 ? activeUsers : s.usersTotal());
        j.append(",\"usersCeiling\":").append(ceiling);
        j.append(",\"tps\":");
        Json.number(j, s.tps());
        j.append(",\"tpm\":").append(s.tpm());
        j.append(",\"failedInInterval\":").append(s.failedInInterval());
        j.append(",\"totalCompleted\":").append(s.totalCompleted());
        j.append(",\"totalFailed\":").append(s.totalFailed());
        j.append(",\"dmlPerSecond\":");
        Json.number(j, s.dmlPerSecond());
        boolean traffic = s.traffic().bytes() > 0 || s.traffic().roundTrips() > 0;
        j.append(",\"networkMegabitsPerSecond\":");
        Json.number(j, traffic ? s.networkMegabitsPerSecond() : Double.NaN);
        j.append(",\"roundTripsPerTransaction\":");
        long done = completedTransactions(s);
        Json.number(j, traffic && done > 0 ? (double) s.traffic().roundTrips() / done : Double.NaN);
        j.append(",\"dbCpuPercent\":");
        Json.number(j, dbCpuPercent);
        j.append(",\"dbDiskMegabytesPerSecond\":");
        Json.number(j, dbDiskMegabytesPerSecond);
        j.append(",\"dbCommitsPerSecond\":");
        Json.number(j, dbCommitsPerSecond);
        // ours beside the database's: what the transactions that ended in this second said they committed
        j.append(",\"declaredCommitsPerSecond\":");
        Json.number(j, s.declaredCommitsPerSecond());
        j.append(",\"failuresByCode\":{");
        boolean firstCode = true;
        for (Map.Entry<String, Long> f : new TreeMap<>(s.failuresByCode()).entrySet()) {
            if (!firstCode) j.append(',');
            firstCode = false;
            Json.string(j, f.getKey());
            j.append(':').append(f.getValue());
        }
        j.append('}');
        j.append(",\"transactions\":[");
        double seconds = s.intervalNanos() > 0 ? s.intervalNanos() / 1e9 : 1;
        boolean first = true;
        for (TransactionProgress t : s.transactions()) {
            if (t.statement()) continue; // inside its transaction's figures already
            if (!first) j.append(',');
            first = false;
            j.append("{\"id\":");
            Json.string(j, t.id());
            j.append(",\"shortName\":");
            Json.string(j, t.shortName());
            j.append(",\"tps\":");
            Json.number(j, t.completed() / seconds);
            j.append(",\"completed\":").append(t.completed());
            j.append(",\"failed\":").append(t.failed());
            j.append(",\"meanMillis\":");
            Json.number(j, t.completed() == 0 ? Double.NaN : t.meanLatencyNanos() / 1e6);
            percentile(j, "p50Millis", t.latencyNanos(), 50);
            percentile(j, "p95Millis", t.latencyNanos(), 95);
            percentile(j, "p99Millis", t.latencyNanos(), 99);
            j.append('}');
        }
        return j.append("]}").toString();
    }

    private static long completedTransactions(ProgressSnapshot s) {
        long n = 0;
        for (TransactionProgress t : s.transactions()) if (!t.statement()) n += t.completed() + t.failed();
        return n;
    }

    private static void percentile(StringBuilder j, String name, Histogram h, double p) {
        j.append(",\"").append(name).append("\":");
        Json.number(j, h == null || h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(p) / 1e6);
    }
}
