package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.stats.Score;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A comparison as a side-by-side table: one line per metric (score ± error of each run, change,
 * Welch's p, verdict), then a summary and the gate's outcome. A difference that is not significant is
 * "not significant" with the interval of the change, which may be wide; "no difference" is kept for an
 * interval within the equivalence margin (the gate's threshold, else 5%). Throughput in transactions per second,
 * latencies in milliseconds.
 */
public final class ComparisonTable {
    private static final double NANOS_PER_MILLI = 1e6;
    /** The verdict of a metric with one value a side: its change is shown, but nothing can be tested. */
    public static final String SINGLE_READING = "single reading, untested";
    /** What to run instead of two single runs, in the summary and compare's message. */
    public static final String RUN_WITH_ITERATIONS =
            "run each side with --iterations 3x10s (3 measured iterations of 10 s) for a verdict";

    /** @param baseName how to call the base run (e.g. its file name); likewise {@code candidateName} */
    public String render(Comparison comparison, String baseName, String candidateName) {
        ComparisonOptions options = comparison.options();
        String confidence = StatsFormat.percentLabel(options.confidence());
        StringBuilder out = new StringBuilder();
        out.append("base: ")
                .append(baseName)
                .append(" (")
                .append(iterations(comparison.baseIterations()))
                .append(")\n");
        out.append("new:  ")
                .append(candidateName)
                .append(" (")
                .append(iterations(comparison.candidateIterations()))
                .append(")\n");
        out.append("± is the half-width of the ")
                .append(confidence)
                .append(" confidence interval over iterations; p is Welch's two-sided t-test; latencies in ms\n");
        List<MetricComparison> regressions = comparison.regressions();
        TextColumns table = new TextColumns(false, true, false, true, true, false, true, true, true, false);
        table.row("metric", "base", "", "", "new", "", "", "change", "p", "verdict");
        for (MetricComparison m : comparison.metrics()) {
            double divisor = m.kind() == MetricKind.TPS ? 1 : NANOS_PER_MILLI;
            int decimals = m.kind() == MetricKind.TPS ? 1 : 3;
            String name = m.kind() == MetricKind.TPS ? "TPS" : m.name() + " (ms)";
            table.row(
                    name,
                    mean(m.base(), divisor, decimals),
                    plusMinus(m.base()),
                    error(m.base(), divisor, decimals),
                    mean(m.candidate(), divisor, decimals),
                    plusMinus(m.candidate()),
                    error(m.candidate(), divisor, decimals),
                    StatsFormat.signedPercent(m.changePercent()),
                    StatsFormat.pValue(m.pValue()),
                    verdictText(m, options) + (regressions.contains(m) ? "  REGRESSION" : ""));
        }
        out.append(table.render());
        out.append(summary(comparison, confidence)).append('\n');
        if (!comparison.onlyInBase().isEmpty() || !comparison.onlyInCandidate().isEmpty()) {
            out.append("not compared:");
            if (!comparison.onlyInBase().isEmpty())
                out.append(" only in base: ")
                        .append(String.join(", ", comparison.onlyInBase()))
                        .append(';');
            if (!comparison.onlyInCandidate().isEmpty())
                out.append(" only in new: ")
                        .append(String.join(", ", comparison.onlyInCandidate()))
                        .append(';');
            out.setLength(out.length() - 1);
            out.append('\n');
        }
        out.append(gate(comparison, regressions)).append('\n');
        return out.toString();
    }

    private static String iterations(int n) {
        if (n == 0) return "no measured iterations: the whole run as one value";
        return n + " measured iteration" + (n == 1 ? "" : "s");
    }

    private static String mean(Score score, double divisor, int decimals) {
        return score.n() == 0 ? "-" : StatsFormat.number(score.mean() / divisor, decimals);
    }

    /** Blank for a single value: it has no error (the summary says why no verdict). */
    private static String error(Score score, double divisor, int decimals) {
        return score.hasError() ? StatsFormat.number(score.error() / divisor, decimals) : "";
    }

    private static String plusMinus(Score score) {
        return score.hasError() ? "±" : "";
    }

    /** A metric's verdict in words, with the interval of a change that is not significant: the table's, the report's. */
    public static String verdictText(MetricComparison m, ComparisonOptions options) {
        return switch (m.verdict()) {
            case FASTER -> "faster";
            case SLOWER -> "slower";
            case NO_DIFFERENCE -> m.equivalentWithin(options.confidence(), options.equivalencePercent())
                    ? "no difference: " + interval(m, options.confidence())
                    : disagreement(m, options)
                            ? "not significant (Welch's p decides; log-ratio interval "
                                    + interval(m, options.confidence()) + " leaves out 0: run more iterations)"
                            : "not significant: " + interval(m, options.confidence());
            case NOT_COMPARABLE -> m.singleReading() ? SINGLE_READING : "not comparable";
        };
    }

    /**
     * Whether a difference Welch's test on the values finds not significant, and not within the equivalence margin
     * ("no difference" says what it is), has an interval of the change that leaves out 0 as printed (to 0.1%), which
     * alone would read as significant. The interval of a comparison on the values is the delta method's on the log
     * scale, another computation than the test, and on few uneven iterations the two disagree; on the log scale
     * ({@link MetricComparison#onLogScale}) they are one test and never do. An edge that prints as 0.0% does not
     * leave out 0: the line would contradict itself.
     */
    static boolean disagreement(MetricComparison m, ComparisonOptions options) {
        if (m.verdict() != Verdict.NO_DIFFERENCE || m.onLogScale()) return false;
        if (m.equivalentWithin(options.confidence(), options.equivalencePercent())) return false;
        double[] interval = m.changeInterval(options.confidence());
        if (interval == null) return false;
        // "+0.1%" or more above, "-0.1%" or less below; "0.0%" carries no sign
        return StatsFormat.signedPercent(interval[0]).startsWith("+")
                || StatsFormat.signedPercent(interval[1]).startsWith("-");
    }

    /** The change's confidence interval, e.g. "-190.2% .. +16.1%". */
    private static String interval(MetricComparison m, double confidence) {
        double[] interval = m.changeInterval(confidence);
        if (interval == null) return "no interval";
        return StatsFormat.signedPercent(interval[0]) + " .. " + StatsFormat.signedPercent(interval[1]);
    }

    private static String summary(Comparison comparison, String confidence) {
        if (!comparison.comparable()) {
            boolean shown = comparison.metrics().stream().anyMatch(MetricComparison::singleReading);
            return "no verdict: " + comparison.notComparableReason() + "; "
                    + (shown ? "a change beside a single reading is shown untested; " : "")
                    + RUN_WITH_ITERATIONS;
        }
        ComparisonOptions options = comparison.options();
        long equivalent = comparison.metrics().stream()
                .filter(m -> m.equivalentWithin(options.confidence(), options.equivalencePercent()))
                .count();
        String counts = comparison.count(Verdict.FASTER) + " faster, " + comparison.count(Verdict.SLOWER) + " slower, "
                + equivalent + " no difference (interval within ±"
                + StatsFormat.percentLabel(options.equivalencePercent() / 100) + "), "
                + (comparison.count(Verdict.NO_DIFFERENCE) - equivalent) + " not significant";
        long notComparable = comparison.count(Verdict.NOT_COMPARABLE);
        if (notComparable > 0) counts += ", " + notComparable + " not comparable (fewer than 2 values)";
        return "summary at " + confidence + " confidence: " + counts;
    }

    private static String gate(Comparison comparison, List<MetricComparison> regressions) {
        ComparisonOptions options = comparison.options();
        if (!options.gateEnabled()) return "gate: none";
        String gated = options.gatedInOrder().stream().map(MetricKind::label).collect(Collectors.joining(", "));
        String head = "gate: " + (gated.isEmpty() ? "no metrics" : gated) + " slower by more than "
                + StatsFormat.percentLabel(options.failIfSlowerPercent() / 100) + ": ";
        List<MetricComparison> untested = comparison.untestedGatedMetrics();
        String untestedNote = untested.isEmpty()
                ? ""
                : "; " + untested.size() + " gated metric" + (untested.size() == 1 ? "" : "s") + " could not be tested";
        if (regressions.isEmpty()) return head + "no regression" + untestedNote;
        String list = regressions.stream()
                .map(m -> m.name() + " " + StatsFormat.signedPercent(m.changePercent()))
                .collect(Collectors.joining(", "));
        return head + regressions.size() + " regression" + (regressions.size() == 1 ? "" : "s") + ": " + list
                + untestedNote;
    }
}
