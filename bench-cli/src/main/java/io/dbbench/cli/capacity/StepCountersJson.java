package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.plan.StepCommitCheck;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A capacity step's {@code server}, {@code traffic} and {@code commitCheck} objects in results.json
 * (docs/capacity.md): the server's counters and the traffic over the step's measured iterations, with the per-second
 * and per-transaction figures derived from them, six significant digits, and the server's commits checked against
 * ours; {@code null} when not read, never a made-up figure.
 */
final class StepCountersJson {
    private StepCountersJson() {}

    /** The step's {@code server} object, or null when its counters were not read. */
    static Map<String, Object> server(StepServerFigures s) {
        if (s == null) return null;
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("windowMillis", number(s.windowNanos() / 1e6));
        json.put("transactions", s.transactions());
        json.put("commits", s.commits() < 0 ? null : s.commits());
        json.put("cpuSource", s.cpuSource());
        json.put("cpuPercent", number(s.cpuPercent()));
        json.put("cpuMillisPerTransaction", number(s.cpuMillisPerTransaction()));
        json.put("diskSource", s.diskSource());
        json.put("diskReadBytesPerSecond", number(s.diskReadBytesPerSecond()));
        json.put("diskWriteBytesPerSecond", number(s.diskWriteBytesPerSecond()));
        Map<String, Object> counters = new LinkedHashMap<>();
        s.counters().forEach((name, delta) -> {
            Map<String, Object> counter = new LinkedHashMap<>();
            counter.put("delta", delta);
            counter.put("perSecond", number(s.perSecond(name)));
            counter.put("perTransaction", number(s.perTransaction(name)));
            counters.put(name, counter);
        });
        json.put("counters", counters);
        return json;
    }

    /** The step's {@code traffic} object, or null when not counted or the step ran no transaction. */
    static Map<String, Object> traffic(StepTraffic t) {
        if (t == null) return null;
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("executions", t.executions());
        json.put("bytesOut", t.totals().bytesOut());
        json.put("bytesIn", t.totals().bytesIn());
        json.put("roundTrips", t.totals().roundTrips());
        json.put("bytesOutPerTransaction", number(t.bytesOutPerTransaction()));
        json.put("bytesInPerTransaction", number(t.bytesInPerTransaction()));
        json.put("roundTripsPerTransaction", number(t.roundTripsPerTransaction()));
        json.put("megabitsPerSecond", number(t.megabitsPerSecond()));
        return json;
    }

    /**
     * The step's {@code commitCheck} object: its database commits against the commits its transactions declared
     * ({@link StepCommitCheck}), {@code verdict} {@code ok}, {@code mismatch} (the figures in the sentence) or {@code
     * not checked} (why, in the sentence); {@code expected} and {@code slack} null when not checked, {@code measured}
     * when not read.
     */
    static Map<String, Object> commitCheck(StepFigures step, long runDeclaredCommits, long runCompleted) {
        StepCommitCheck check = StepCommitCheck.of(step, runDeclaredCommits, runCompleted);
        boolean checked = check.status() != StepCommitCheck.Status.NOT_CHECKED;
        long measured = step.server() == null ? -1 : step.server().commits();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("verdict", verdict(check));
        json.put("expected", checked ? check.expected() : null);
        json.put("measured", measured < 0 ? null : measured);
        json.put("slack", checked ? number(check.slack()) : null);
        json.put("sentence", check.sentence());
        return json;
    }

    /** The check's verdict as results.json and the console's {@code check} column say it. */
    static String verdict(StepCommitCheck check) {
        return switch (check.status()) {
            case AGREES -> "ok";
            case DIFFERS -> "mismatch";
            case NOT_CHECKED -> "not checked";
        };
    }

    private static BigDecimal number(double value) {
        return CapacitySection.number(value);
    }
}
