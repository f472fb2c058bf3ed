package io.dbbench.core.internal.capacity.plan;

import java.util.Locale;

/** What a service-level objective bounds: a response-time percentile, the mean response time, or the error share. */
public enum SloStatistic {
    P50("p50"),
    P90("p90"),
    P95("p95"),
    P99("p99"),
    P99_9("p99.9"),
    MEAN("mean"),
    /** Failed transactions as a percentage of all that ended (completed + failed). */
    ERRORS("errors");

    private final String label;

    SloStatistic(String label) {
        this.label = label;
    }

    /** As written in {@code --slo}: p50, p90, p95, p99, p99.9, mean, errors. */
    public String label() {
        return label;
    }

    /** Whether the statistic is a response time (limit in a time unit) rather than a percentage. */
    public boolean isLatency() {
        return this != ERRORS;
    }

    /** The statistic written as {@code label}, ignoring case; null when none is. */
    static SloStatistic byLabel(String label) {
        String lower = label.toLowerCase(Locale.ROOT);
        for (SloStatistic s : values()) {
            if (s.label.equals(lower)) return s;
        }
        return null;
    }

    /** The labels, for messages: "p50, p90, p95, p99, p99.9, mean, errors". */
    static String labels() {
        StringBuilder b = new StringBuilder();
        for (SloStatistic s : values()) b.append(b.length() == 0 ? "" : ", ").append(s.label);
        return b.toString();
    }
}
