package io.dbbench.core.internal.capacity.plan;

import java.util.Objects;

/**
 * One service-level objective of a capacity search, an upper bound a step must stay under: {@code
 * p99<50ms}, {@code errors<0.1%}, {@code Process Orders:p95<=20ms}. Parsed by {@link SloParser},
 * evaluated against a step by {@link SloEvaluation}.
 *
 * <p>Without a transaction name an SLO bounds all the step's transactions together (one merged
 * response-time distribution, all failures over all ends), as a user of the service sees it; with a
 * name it bounds that transaction type alone.
 *
 * @param transaction the transaction type's id or short name as written (matched ignoring case); null
 *                    for all transactions together
 * @param statistic   what is bounded
 * @param inclusive   {@code <=} (the limit itself holds) rather than {@code <}
 * @param limit       the bound as written: in {@code unit} for a latency, a percentage (0..100) for errors
 * @param unit        the limit's time unit; null for errors
 * @param text        the SLO as the user wrote it, for messages
 */
public record Slo(
        String transaction, SloStatistic statistic, boolean inclusive, double limit, LatencyUnit unit, String text) {
    public Slo {
        Objects.requireNonNull(statistic, "statistic");
        Objects.requireNonNull(text, "text");
        if (statistic.isLatency() != (unit != null))
            throw new IllegalArgumentException("a latency SLO needs a unit and an error SLO none: " + text);
        if (!(limit >= 0) || Double.isInfinite(limit))
            throw new IllegalArgumentException("an SLO's limit must be finite and not negative: " + text);
    }

    /** The latency limit in nanoseconds; for an error SLO the limit as a fraction (0.1 % → 0.001). */
    public double limitInBaseUnits() {
        return statistic.isLatency() ? limit * unit.nanos() : limit / 100;
    }

    /** Whether {@code value} (nanoseconds, or a fraction for errors) keeps the objective. */
    public boolean holdsFor(double value) {
        double bound = limitInBaseUnits();
        return inclusive ? value <= bound : value < bound;
    }

    /** Whether this SLO bounds the transaction type of that id or short name (case ignored). */
    public boolean appliesTo(String id, String shortName) {
        if (transaction == null) return false;
        return transaction.equalsIgnoreCase(id) || (shortName != null && transaction.equalsIgnoreCase(shortName));
    }

    /** "p99 of Process Orders", "errors of all transactions": the subject of the SLO's sentences. */
    public String subject() {
        return statistic.label() + " of " + (transaction == null ? "all transactions" : transaction);
    }

    /** The limit as written: "50 ms", "0.1%". */
    public String limitText() {
        String number = DisplayNumbers.plain(limit);
        return statistic.isLatency() ? number + " " + unit.symbol() : number + "%";
    }

    /** "&lt;" or "&lt;=" as in the SLO. */
    public String operator() {
        return inclusive ? "<=" : "<";
    }
}
