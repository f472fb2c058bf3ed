package io.dbbench.core.internal.compare;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.stats.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Two capacity searches compared: the steps both measured, each with the test {@link RunComparison} applies to a
 * run's TPS (Welch's t-test over the step's measured iterations, at the comparison's confidence), then their
 * maxima, knees, USL peaks and stop causes. This is how a DBA compares two settings or two nodes: step by step
 * where both measured, and by the maximum each sustained.
 *
 * @param options         the comparison's confidence and gate
 * @param base            the reference search
 * @param candidate       the search judged against it
 * @param steps           the loads both measured, in the base's order
 * @param onlyInBase      the base's steps the new search did not measure
 * @param onlyInCandidate the new search's steps the base did not measure
 * @param maximum         the two maxima's steps tested against each other; null when it cannot be
 * @param noMaximumTest   why the maxima are not tested, or null when they are
 * @param differences     what differs between the searches besides the figures (config, workload, load kind,
 *                        SLOs, step plan), each e.g. {@code "SLOs (p99<5ms vs none)"}
 */
public record CapacityComparison(
        ComparisonOptions options,
        CapacityRun base,
        CapacityRun candidate,
        List<StepComparison> steps,
        List<CapacityRun.Step> onlyInBase,
        List<CapacityRun.Step> onlyInCandidate,
        MetricComparison maximum,
        String noMaximumTest,
        List<String> differences) {
    public CapacityComparison {
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(candidate, "candidate");
        steps = List.copyOf(steps);
        onlyInBase = List.copyOf(onlyInBase);
        onlyInCandidate = List.copyOf(onlyInCandidate);
        differences = List.copyOf(differences);
        if ((maximum == null) == (noMaximumTest == null))
            throw new IllegalArgumentException("the maxima are tested, or there is a reason they are not");
    }

    /**
     * One load both searches measured.
     *
     * @param load      the step's users or rate
     * @param base      the base's step
     * @param candidate the new search's step
     * @param tps       their TPS tested against each other; null when a side lacks the per-iteration values
     * @param noTest    why there is no test, or null when there is one
     */
    public record StepComparison(
            LoadLevel load, CapacityRun.Step base, CapacityRun.Step candidate, MetricComparison tps, String noTest) {
        public StepComparison {
            Objects.requireNonNull(load, "load");
            if ((tps == null) == (noTest == null))
                throw new IllegalArgumentException("a step is tested, or there is a reason it is not");
        }

        /** new/base of the TPS means; NaN when a side has none. */
        public double throughputRatio() {
            return ratio(candidate.throughput(), base.throughput());
        }

        /** new/base of the p99 of all transactions; NaN when a side has none. */
        public double p99Ratio() {
            return ratio(candidate.p99Millis(), base.p99Millis());
        }
    }

    public static CapacityComparison compare(CapacityRun base, CapacityRun candidate, ComparisonOptions options) {
        List<StepComparison> steps = new ArrayList<>();
        List<CapacityRun.Step> onlyInBase = new ArrayList<>();
        for (CapacityRun.Step b : base.steps()) {
            CapacityRun.Step c = candidate.step(b.load());
            if (c == null || steps.stream().anyMatch(s -> s.load().equals(b.load()))) {
                onlyInBase.add(b);
                continue;
            }
            String missing = missingValues(b, c);
            steps.add(new StepComparison(b.load(), b, c, missing == null ? test(b, c, options) : null, missing));
        }
        List<CapacityRun.Step> onlyInCandidate = candidate.steps().stream()
                .filter(c -> steps.stream().noneMatch(s -> s.candidate() == c))
                .toList();
        MetricComparison maximum = null;
        String noMaximumTest;
        if (base.maximum() == null || candidate.maximum() == null) {
            noMaximumTest = base.maximum() == null
                            && candidate.maximum() == null
                            && base.noMaximumCause() == candidate.noMaximumCause()
                    ? "neither search " + without(base)
                    : base.maximum() == null
                            ? "base " + without(base)
                                    + (candidate.maximum() == null ? "; new " + without(candidate) : "")
                            : "new " + without(candidate);
        } else {
            CapacityRun.Step b = base.step(base.maximum().load());
            CapacityRun.Step c = candidate.step(candidate.maximum().load());
            noMaximumTest = b == null || c == null ? "the maximum's step is not among the steps" : missingValues(b, c);
            if (noMaximumTest == null) maximum = test(b, c, options);
        }
        return new CapacityComparison(
                options,
                base,
                candidate,
                steps,
                onlyInBase,
                onlyInCandidate,
                maximum,
                noMaximumTest,
                differences(base, candidate));
    }

    /** new/base of the maxima; NaN when a search has none. */
    public double maximumRatio() {
        if (base.maximum() == null || candidate.maximum() == null) return Double.NaN;
        return ratio(candidate.maximum().throughput(), base.maximum().throughput());
    }

    /** The tested steps' verdicts of one kind. */
    public long count(Verdict verdict) {
        return steps.stream()
                .filter(s -> s.tps() != null && s.tps().verdict() == verdict)
                .count();
    }

    /** Whether the gate looks at the maximum sustainable throughput: a gate is set and gates TPS. */
    private boolean gated() {
        return options.gateEnabled() && options.gatedMetrics().contains(MetricKind.TPS);
    }

    /**
     * Why the gate cannot decide, in one sentence, or null when it can (or there is no gate). A gate that cannot
     * test must not pass silently.
     */
    public String gateProblem() {
        if (!options.gateEnabled()) return null;
        if (!gated()) return "--gate has no tps: a capacity comparison gates the maximum sustainable throughput only";
        if (base.maximum() != null && candidate.maximum() == null)
            // new sustained nothing: a regression, unless it measured nothing to sustain
            return candidate.noMaximumCause() == CapacityRun.NoMaximumCause.NOTHING_MEASURED
                    ? "new measured no iteration: " + candidate.noMaximum()
                    : null;
        if (base.maximum() == null && candidate.maximum() != null) return null; // nothing to fall from
        if (maximum == null) return "the maxima cannot be tested: " + noMaximumTest;
        if (maximum.verdict() == Verdict.NOT_COMPARABLE) return "the maxima cannot be tested: " + maximum.reason();
        if (candidate.maximum().lowerBound() && fellBeyondThreshold())
            // new's real maximum may lie anywhere above its bound, e.g. at the heavier loads only base measured
            return "new's maximum, at least "
                    + StatsFormat.number(candidate.maximum().throughput(), 1) + " TPS at "
                    + candidate.maximum().load().label() + ", is only a lower bound ("
                    + candidate.maximum().lowerBoundReason() + ") below base's "
                    + StatsFormat.number(base.maximum().throughput(), 1)
                    + " TPS: the maxima cannot show a fall; run new on until a stop rule fires (an SLO breach or"
                    + " saturation)";
        return null;
    }

    private boolean fellBeyondThreshold() {
        return maximum.verdict() == Verdict.SLOWER && maximum.slowdownPercent() > options.failIfSlowerPercent();
    }

    /** The regression the gate found, in one phrase, or null: the maximum fell significantly beyond the threshold. */
    public String regression() {
        if (!gated() || gateProblem() != null) return null;
        if (base.maximum() != null && candidate.maximum() == null)
            return "new " + without(candidate) + " (base sustained "
                    + base.maximum().load().label() + ")";
        if (maximum == null) return null;
        // a base that was only a lower bound still fell: its real maximum is higher yet
        if (fellBeyondThreshold())
            return "maximum sustainable throughput " + StatsFormat.signedPercent(maximum.changePercent()) + " ("
                    + StatsFormat.pEquals(maximum.pValue()) + ")";
        return null;
    }

    private static MetricComparison test(CapacityRun.Step base, CapacityRun.Step candidate, ComparisonOptions o) {
        double confidence = o.confidence();
        return RunComparison.metric(
                MetricKind.TPS,
                null,
                null,
                Score.of(base.values(), confidence),
                Score.of(candidate.values(), confidence),
                confidence);
    }

    private static String missingValues(CapacityRun.Step base, CapacityRun.Step candidate) {
        if (base.hasIterationValues() && candidate.hasIterationValues()) return null;
        // a step cut short before its first measured iteration has no TPS at all, in any section
        if (Double.isNaN(base.throughput()) || Double.isNaN(candidate.throughput()))
            return (Double.isNaN(base.throughput()) ? "base" : "new") + " measured no iteration at "
                    + base.load().label();
        String which = !base.hasIterationValues() && !candidate.hasIterationValues()
                ? "neither section has"
                : (base.hasIterationValues() ? "new" : "base") + "'s section has no";
        return which + " per-iteration TPS (iterationThroughputs; a search written before they were" + " kept)";
    }

    /** What a search without a maximum did instead, after its subject: "held no step within its SLOs". */
    private static String without(CapacityRun run) {
        return switch (run.noMaximumCause()) {
            case NOTHING_MEASURED -> "measured no iteration";
            case STALLED -> "stalled at every step (completed no transaction)";
            case SLO_BROKEN -> run.slos().isEmpty() ? "has no step with a TPS above 0" : "held no step within its SLOs";
        };
    }

    private static List<String> differences(CapacityRun base, CapacityRun candidate) {
        List<String> out = new ArrayList<>();
        if (!base.configName().equals(candidate.configName()))
            out.add("config (" + base.configName() + " vs " + candidate.configName() + ")");
        if (!base.transactionIds().equals(candidate.transactionIds()))
            out.add("workload (" + String.join(",", base.transactionIds()) + " vs "
                    + String.join(",", candidate.transactionIds()) + ")");
        if (base.loadKind() != candidate.loadKind())
            out.add("load kind (" + kind(base) + " vs " + kind(candidate) + "): no step can be matched");
        if (!base.slos().equals(candidate.slos())) out.add("SLOs (" + slos(base) + " vs " + slos(candidate) + ")");
        if (!base.stepPlan().equals(candidate.stepPlan()))
            out.add("steps (" + base.stepPlan() + " vs " + candidate.stepPlan() + ")");
        return out;
    }

    private static String kind(CapacityRun run) {
        return run.loadKind().option().substring(2);
    }

    private static String slos(CapacityRun run) {
        return run.slos().isEmpty() ? "none" : String.join(" ", run.slos());
    }

    private static double ratio(double candidate, double base) {
        return base > 0 && Double.isFinite(candidate) ? candidate / base : Double.NaN;
    }
}
