package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.internal.stats.TextColumns;
import io.dbbench.core.stats.Score;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Two capacity searches as text: the steps both measured side by side (TPS ± error of each, new/base, Welch's p,
 * the verdict in {@link ComparisonTable}'s words, p99 of each and new/base), the steps only one measured, then
 * each search's maximum sustainable throughput, knee, USL peak and stop cause with their ratios.
 */
public final class CapacityComparisonTable {
    /** @param baseName how to call the base search (its file name); likewise {@code candidateName} */
    public String render(CapacityComparison comparison, String baseName, String candidateName) {
        ComparisonOptions options = comparison.options();
        CapacityRun base = comparison.base();
        CapacityRun candidate = comparison.candidate();
        String confidence = StatsFormat.percentLabel(options.confidence());
        StringBuilder out = new StringBuilder();
        out.append("capacity searches: base ")
                .append(baseName)
                .append(" (")
                .append(describe(base))
                .append(")\n");
        out.append("                   new  ")
                .append(candidateName)
                .append(" (")
                .append(describe(candidate))
                .append(")\n");
        if (!comparison.differences().isEmpty()) {
            out.append("warning: the searches differ in ")
                    .append(String.join(", ", comparison.differences()))
                    .append(": what both measured is compared all the same\n");
        }
        out.append(stepTable(comparison, confidence));
        out.append(onlyIn("only in base: ", comparison.onlyInBase()));
        out.append(onlyIn("only in new:  ", comparison.onlyInCandidate()));
        out.append(maximum(comparison, options));
        out.append("knee\n");
        out.append(side("base", knee(base))).append(side("new", knee(candidate)));
        out.append(usl(base, candidate));
        out.append("stop cause\n");
        out.append(side("base", base.stop())).append(side("new", candidate.stop()));
        out.append(gate(comparison)).append('\n');
        return out.toString();
    }

    private static String describe(CapacityRun run) {
        return run.configName() + ", " + run.steps().size() + " step"
                + (run.steps().size() == 1 ? "" : "s") + " of "
                + run.loadKind().option().substring(2) + ", " + run.stepPlan() + ", SLOs: "
                + (run.slos().isEmpty() ? "none" : String.join(" ", run.slos()));
    }

    private static String stepTable(CapacityComparison comparison, String confidence) {
        if (comparison.steps().isEmpty()) return "steps both measured: none\n";
        ComparisonOptions options = comparison.options();
        StringBuilder out = new StringBuilder();
        out.append("steps both measured: TPS ± half-width of the ")
                .append(confidence)
                .append(" confidence interval over the step's measured iterations (its rounds with --repeats); p is")
                .append(" Welch's two-sided t-test;")
                .append(" p99 of all transactions in ms\n");
        TextColumns table =
                new TextColumns(true, true, false, true, true, false, true, true, true, true, true, true, false);
        table.row(
                comparison.base().loadKind() == LoadKind.USERS ? "users" : "rate/s",
                "base TPS",
                "",
                "",
                "new TPS",
                "",
                "",
                "new/base",
                "p",
                "base p99",
                "new p99",
                "new/base",
                "verdict");
        Set<String> ownConfidences = new TreeSet<>();
        for (CapacityComparison.StepComparison s : comparison.steps()) {
            MetricComparison m = s.tps();
            String b = error(m == null ? null : m.base(), s.base(), options, ownConfidences);
            String c = error(m == null ? null : m.candidate(), s.candidate(), options, ownConfidences);
            table.row(
                    loadCell(s.load()),
                    StatsFormat.number(s.base().throughput(), 1),
                    b.isEmpty() ? "" : "±",
                    b,
                    StatsFormat.number(s.candidate().throughput(), 1),
                    c.isEmpty() ? "" : "±",
                    c,
                    ratio(s.throughputRatio()),
                    m == null ? "-" : StatsFormat.pValue(m.pValue()),
                    millis(s.base().p99Millis()),
                    millis(s.candidate().p99Millis()),
                    ratio(s.p99Ratio()),
                    m == null ? "no verdict: " + s.noTest() : ComparisonTable.verdictText(m, options));
        }
        out.append(table.render());
        if (!ownConfidences.isEmpty())
            out.append("* ± as the search recorded it (throughputError, at ")
                    .append(String.join(", ", ownConfidences))
                    .append("): its section has no per-iteration TPS to compute it from at ")
                    .append(confidence)
                    .append('\n');
        long equivalent = comparison.steps().stream()
                .filter(s ->
                        s.tps() != null && s.tps().equivalentWithin(options.confidence(), options.equivalencePercent()))
                .count();
        long untested = comparison.steps().stream()
                .filter(s -> s.tps() == null || s.tps().verdict() == Verdict.NOT_COMPARABLE)
                .count();
        out.append("summary at ")
                .append(confidence)
                .append(" confidence over ")
                .append(comparison.steps().size())
                .append(" step")
                .append(comparison.steps().size() == 1 ? "" : "s")
                .append(": ")
                .append(comparison.count(Verdict.FASTER))
                .append(" faster, ")
                .append(comparison.count(Verdict.SLOWER))
                .append(" slower, ")
                .append(equivalent)
                .append(" no difference (interval within ±")
                .append(StatsFormat.percentLabel(options.equivalencePercent() / 100))
                .append("), ")
                .append(comparison.count(Verdict.NO_DIFFERENCE) - equivalent)
                .append(" not significant");
        if (untested > 0) out.append(", ").append(untested).append(" without a verdict");
        return out.append('\n').toString();
    }

    /**
     * A step's ± cell: the test's, else one at --confidence from the step's per-iteration TPS, else the search's own
     * (a section written before those were kept) marked "*" with its confidence noted; "" when there is none.
     */
    private static String error(Score tested, CapacityRun.Step step, ComparisonOptions options, Set<String> own) {
        Score score =
                tested != null || !step.hasIterationValues() ? tested : Score.of(step.values(), options.confidence());
        if (score != null) return score.hasError() ? StatsFormat.number(score.error(), 1) : "";
        if (!step.hasOwnError()) return "";
        own.add(StatsFormat.percentLabel(step.confidence()));
        return StatsFormat.number(step.throughputError(), 1) + "*";
    }

    private static String onlyIn(String head, List<CapacityRun.Step> steps) {
        if (steps.isEmpty()) return "";
        StringBuilder out = new StringBuilder(head);
        for (int i = 0; i < steps.size(); i++) {
            CapacityRun.Step s = steps.get(i);
            if (i > 0) out.append("; ");
            out.append(s.load().label())
                    .append(" (TPS ")
                    .append(StatsFormat.number(s.throughput(), 1))
                    .append(", p99 ")
                    .append(millis(s.p99Millis()))
                    .append(" ms)");
        }
        return out.append('\n').toString();
    }

    private static String maximum(CapacityComparison comparison, ComparisonOptions options) {
        StringBuilder out = new StringBuilder("maximum sustainable throughput\n");
        MetricComparison m = comparison.maximum();
        out.append(side("base", maximumOf(comparison.base(), m == null ? null : m.base(), options)));
        out.append(side("new", maximumOf(comparison.candidate(), m == null ? null : m.candidate(), options)));
        String ratio;
        if (Double.isNaN(comparison.maximumRatio())) {
            ratio = "no ratio: " + comparison.noMaximumTest();
        } else if (m == null) {
            ratio = ratio(comparison.maximumRatio()) + ", no verdict: " + comparison.noMaximumTest();
        } else {
            ratio = ratio(comparison.maximumRatio()) + ", " + StatsFormat.pEquals(m.pValue()) + ": "
                    + ComparisonTable.verdictText(m, options);
        }
        return out.append(side("new/base", ratio)).toString();
    }

    /** @param tested the maximum step's score in the test, or null when there is none: then its own values' */
    private static String maximumOf(CapacityRun run, Score tested, ComparisonOptions options) {
        CapacityRun.Maximum max = run.maximum();
        if (max == null) return "none: " + run.noMaximum();
        CapacityRun.Step step = run.step(max.load());
        Score score = tested != null || step == null || !step.hasIterationValues()
                ? tested
                : Score.of(step.values(), options.confidence());
        String error = score != null && score.hasError()
                ? " ± " + StatsFormat.number(score.error(), 1)
                : score == null && step != null && step.hasOwnError()
                        ? " ± " + StatsFormat.number(step.throughputError(), 1) + " (± the search's own, at "
                                + StatsFormat.percentLabel(step.confidence()) + ")"
                        : "";
        return (max.lowerBound() ? "at least " : "") + StatsFormat.number(max.throughput(), 1) + error + " TPS at "
                + max.load().label() + (max.lowerBound() ? " (" + max.lowerBoundReason() + ")" : "");
    }

    private static String knee(CapacityRun run) {
        if (run.knee() != null) return "at " + run.knee().label();
        String why = run.kneeSentence();
        return "none: " + (why.startsWith("no knee: ") ? why.substring("no knee: ".length()) : why)
                + ownConfidence(why, run);
    }

    /**
     * The confidence of a ± the search's own sentence quotes, which is the search's and not --confidence; "" when the
     * sentence has no ± or says its confidence itself ("± at 99%").
     */
    private static String ownConfidence(String sentence, CapacityRun run) {
        if (!sentence.contains("±") || sentence.contains("± at ")) return "";
        return Double.isFinite(run.confidence())
                ? " [± at " + StatsFormat.percentLabel(run.confidence()) + ", the search's own]"
                : " [± at the search's own confidence]";
    }

    private static String usl(CapacityRun base, CapacityRun candidate) {
        StringBuilder out = new StringBuilder("USL peak N*, X(N*)\n");
        Function<CapacityRun, String> peak = run -> run.usl().found()
                ? "N* " + UslFormat.number(run.usl().peakLoad()) + ", X(N*) "
                        + UslFormat.number(run.usl().peakThroughput()) + " TPS"
                : "none (" + run.usl().noPeak() + ")";
        out.append(side("base", peak.apply(base))).append(side("new", peak.apply(candidate)));
        String ratio;
        if (base.usl().found() && candidate.usl().found()) {
            ratio = "N* " + ratio(candidate.usl().peakLoad() / base.usl().peakLoad()) + ", X(N*) "
                    + ratio(candidate.usl().peakThroughput() / base.usl().peakThroughput());
        } else {
            String which = !base.usl().found() && !candidate.usl().found()
                    ? "neither fit gives one"
                    : (base.usl().found() ? "new" : "base") + "'s fit gives none";
            ratio = "no ratio: " + which;
        }
        return out.append(side("new/base", ratio)).toString();
    }

    private static String gate(CapacityComparison comparison) {
        ComparisonOptions options = comparison.options();
        if (!options.gateEnabled()) return "gate: none";
        String head = "gate: maximum sustainable throughput slower by more than "
                + StatsFormat.percentLabel(options.failIfSlowerPercent() / 100) + ": ";
        if (comparison.gateProblem() != null) return head + "cannot be checked: " + comparison.gateProblem();
        String regression = comparison.regression();
        return head + (regression == null ? "no regression" : "REGRESSION: " + regression);
    }

    private static String side(String name, String text) {
        return "  " + name + " ".repeat(Math.max(1, 10 - name.length())) + text + "\n";
    }

    /** "4", "500/s": the load column's cell. */
    private static String loadCell(LoadLevel load) {
        return load.kind() == LoadKind.USERS ? String.valueOf(load.users()) : load.label();
    }

    private static String ratio(double value) {
        return Double.isFinite(value) ? StatsFormat.number(value, 3) : "-";
    }

    private static String millis(double value) {
        return Double.isFinite(value) ? StatsFormat.number(value, 3) : "-";
    }
}
