package io.dbbench.cli.results;

import io.dbbench.core.internal.compare.Comparison;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.MetricComparison;
import io.dbbench.core.internal.compare.MetricKind;
import io.dbbench.core.internal.compare.RunComparison;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.result.RunResult;
import java.util.List;
import java.util.Locale;

/**
 * A sweep's answer: each layout's TPS score (mean ± error over its measured iterations), its p50/p99 over
 * all transactions, and,
 * against the first layout, whether it is faster, slower or not significantly different (Welch's test
 * at 99%, as {@code compare}), with the difference in percent.
 */
public final class SweepTable {
    private SweepTable() {}

    /** @param interleaved the layouts ran interleaved across repeats (not with one repeat, nor with --fork) */
    public static String render(List<RunResult> runs, boolean interleaved) {
        return render(runs.stream().map(SweepTable::label).toList(), runs, interleaved);
    }

    /** @param labels each run's layout as the table names it (a topology, a replica count) */
    public static String render(List<String> labels, List<RunResult> runs, boolean interleaved) {
        ComparisonOptions options = ComparisonOptions.defaults();
        String level = Math.round(options.confidence() * 100) + "%";
        TextColumns columns = new TextColumns(false, true, true, true, false);
        columns.row("layout", "iterations", "TPS", "p50/p99 ms", "vs " + labels.get(0));
        for (int i = 0; i < runs.size(); i++) {
            RunResult run = runs.get(i);
            Comparison c = RunComparison.compare(runs.get(0), run, options);
            MetricComparison tps = c.metrics().stream()
                    .filter(m -> m.kind() == MetricKind.TPS)
                    .findFirst()
                    .orElseThrow();
            columns.row(
                    labels.get(i),
                    Integer.toString(c.candidateIterations()),
                    tps.candidate().format(1, 1),
                    percentiles(run),
                    i == 0 ? "(reference)" : verdict(tps, level));
        }
        return String.format(
                        "%nSweep: score ± error at %s over measured iterations%s%n",
                        level, interleaved ? "; runs interleaved across repeats" : "")
                + columns.render();
    }

    private static String verdict(MetricComparison m, String level) {
        String change = String.format(Locale.ROOT, "%+.1f%%", m.changePercent());
        return switch (m.verdict()) {
            case FASTER -> "faster " + change;
            case SLOWER -> "slower " + change;
            case NO_DIFFERENCE -> "not significant at " + level + " (" + change + ")";
            case NOT_COMPARABLE -> "not comparable: " + m.reason();
        };
    }

    /** The run's p50/p99 over all its transactions' latencies (histograms added, so exact), in ms. */
    static String percentiles(RunResult run) {
        org.HdrHistogram.Histogram all = null;
        for (var t : run.transactions()) {
            if (all == null) all = t.latencyNanos().copy();
            else all.add(t.latencyNanos());
        }
        if (all == null || all.getTotalCount() == 0) return "-";
        return String.format(
                Locale.ROOT, "%.3f/%.3f", all.getValueAtPercentile(50) / 1e6, all.getValueAtPercentile(99) / 1e6);
    }

    private static String label(RunResult r) {
        return r.details().topology() == null ? "(single)" : r.details().topology();
    }
}
