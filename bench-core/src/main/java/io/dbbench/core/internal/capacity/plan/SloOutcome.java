package io.dbbench.core.internal.capacity.plan;

import java.util.Objects;

/**
 * One SLO evaluated on one step.
 *
 * @param slo      the objective
 * @param status   held, broken, or nothing to measure
 * @param measured the figure in base units (nanoseconds, or a fraction for errors); NaN when no data
 * @param sentence for the report: "p99 of NewOrder 63.2 ms ≥ 50 ms", "errors of all transactions 0% &lt;
 *                 0.1%", "p99 of NewOrder not measured: none completed"
 */
public record SloOutcome(Slo slo, SloStatus status, double measured, String sentence) {
    public SloOutcome {
        Objects.requireNonNull(slo, "slo");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(sentence, "sentence");
    }

    /** The outcome of {@code slo} on {@code figures}; null figures when the step has no such type. */
    static SloOutcome of(Slo slo, TransactionFigures figures) {
        if (figures == null) {
            return new SloOutcome(
                    slo, SloStatus.NO_DATA, Double.NaN, slo.subject() + " not measured: no such transaction type ran");
        }
        double measured = slo.statistic().isLatency() ? figures.latencyNanos(slo.statistic()) : figures.errorFraction();
        if (Double.isNaN(measured)) {
            String why = slo.statistic().isLatency() ? "none completed" : "none completed or failed";
            return new SloOutcome(slo, SloStatus.NO_DATA, Double.NaN, slo.subject() + " not measured: " + why);
        }
        boolean held = slo.holdsFor(measured);
        // shown in the SLO's own unit: a limit written in ms reads back in ms
        double shown = slo.statistic().isLatency() ? measured / slo.unit().nanos() : measured * 100;
        String number = DisplayNumbers.measured(shown, slo.limit(), DisplayNumbers.plain(slo.limit()));
        String value = slo.statistic().isLatency() ? number + " " + slo.unit().symbol() : number + "%";
        String relation = held ? (slo.inclusive() ? "≤" : "<") : (slo.inclusive() ? ">" : "≥");
        return new SloOutcome(
                slo,
                held ? SloStatus.HELD : SloStatus.BROKEN,
                measured,
                slo.subject() + " " + value + " " + relation + " " + slo.limitText());
    }
}
