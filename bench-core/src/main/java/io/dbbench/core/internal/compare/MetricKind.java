package io.dbbench.core.internal.compare;

import io.dbbench.core.stats.LatencyStatistic;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a compared metric measures: throughput, or one latency figure of one transaction type. */
public enum MetricKind {
    TPS(null),
    MEAN(LatencyStatistic.MEAN),
    P50(LatencyStatistic.P50),
    P90(LatencyStatistic.P90),
    P99(LatencyStatistic.P99);

    private final String label;
    private final LatencyStatistic latencyStatistic;

    MetricKind(LatencyStatistic latencyStatistic) {
        // a latency kind is named as the statistic it scores, so the CLI, tables and scores agree
        this.label = latencyStatistic == null ? "tps" : latencyStatistic.label();
        this.latencyStatistic = latencyStatistic;
    }

    /** The name used on the command line and in tables: tps, mean, p50, p90, p99. */
    public String label() {
        return label;
    }

    /** Throughput is better higher; latency is better lower. */
    public boolean higherIsFaster() {
        return this == TPS;
    }

    /** The latency figure this kind scores; null for {@link #TPS}. */
    public LatencyStatistic latencyStatistic() {
        return latencyStatistic;
    }

    /** By label, ignoring case: "tps", "P99". */
    public static MetricKind parse(String label) {
        String wanted = label.trim().toLowerCase(Locale.ROOT);
        for (MetricKind kind : values()) {
            if (kind.label.equals(wanted)) return kind;
        }
        throw new IllegalArgumentException("unknown metric '" + label.trim() + "' (known: " + labels() + ")");
    }

    /** "tps, mean, p50, p90, p99". */
    public static String labels() {
        return Arrays.stream(values()).map(MetricKind::label).collect(Collectors.joining(", "));
    }
}
