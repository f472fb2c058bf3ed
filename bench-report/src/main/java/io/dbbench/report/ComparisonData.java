package io.dbbench.report;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.compare.Comparison;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.ComparisonTable;
import io.dbbench.core.internal.compare.MetricComparison;
import io.dbbench.core.internal.compare.RunComparison;
import io.dbbench.core.stats.Score;

/**
 * {@code compare}'s verdicts for the report: every run after the first against the first, with the
 * same statistics (Welch's test over measured iterations) and the same default options.
 */
final class ComparisonData {
    private ComparisonData() {}

    static ObjectNode of(ReportInput base, ReportInput candidate, ComparisonOptions options, JsonNodeFactory json) {
        Comparison c = RunComparison.compare(base.result(), candidate.result(), options);
        ObjectNode node = json.objectNode()
                .put("base", base.label())
                .put("candidate", candidate.label())
                .put("confidencePercent", LatencyData.round3(options.confidence() * 100))
                .put("comparable", c.comparable())
                .put("reason", c.notComparableReason());
        var metrics = node.putArray("metrics");
        for (MetricComparison m : c.metrics()) {
            // TPS is a rate; the latency kinds are nanoseconds, shown in milliseconds
            double divisor = m.transactionId() == null ? 1 : 1e6;
            ObjectNode row =
                    metrics.addObject().put("name", m.name()).put("unit", m.transactionId() == null ? "tx/s" : "ms");
            score(row, "base", m.base(), divisor);
            score(row, "candidate", m.candidate(), divisor);
            finite(row, "changePercent", m.changePercent());
            finite(row, "pValue", m.pValue());
            // compare's words and interval: "no difference" only for a change within the equivalence margin
            row.put("verdict", ComparisonTable.verdictText(m, options));
            row.put("reason", m.reason());
        }
        return node;
    }

    private static void score(ObjectNode row, String name, Score s, double divisor) {
        finite(row, name, s.n() == 0 ? Double.NaN : s.mean() / divisor);
        finite(row, name + "Error", s.hasError() ? s.error() / divisor : Double.NaN);
    }

    /** JSON has no NaN or infinity: those become null, which the page shows as a dash. */
    private static void finite(ObjectNode row, String name, double value) {
        if (Double.isFinite(value)) row.put(name, LatencyData.round3(value));
        else row.putNull(name);
    }
}
