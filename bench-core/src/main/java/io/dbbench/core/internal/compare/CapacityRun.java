package io.dbbench.core.internal.compare;

import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import java.util.List;
import java.util.Objects;

/**
 * One capacity search as {@code compare} reads it back from a results.json's {@code capacity} section, with what
 * the rest of the file says about the run (its config and transactions). Numbers are the section's; nothing is
 * recomputed except what the comparison tests.
 *
 * @param configName     the run's config name, as results.json records it
 * @param transactionIds the run's transaction types, in config order: its workload
 * @param loadKind       what the steps stepped: users or a rate
 * @param stepPlan       each step's iterations, e.g. "1x5s warm-up + 3x10s measured"
 * @param slos           the objectives, as given; empty for none
 * @param steps          the steps, in run order
 * @param stop           why the search stopped, in one sentence; for an interrupted search, where it was
 *                       interrupted
 * @param maximum        the maximum sustainable throughput, or null when no step held every SLO
 * @param noMaximum      why there is none (the step that broke the SLOs), or null when there is one
 * @param knee           where TPS stopped growing significantly, or null when the search states none
 * @param kneeSentence   the search's sentence about the knee: why there is none, when there is none
 * @param usl            the USL fit's peak, or why it gives none
 */
public record CapacityRun(
        String configName,
        List<String> transactionIds,
        LoadKind loadKind,
        String stepPlan,
        List<String> slos,
        List<Step> steps,
        String stop,
        Maximum maximum,
        String noMaximum,
        LoadLevel knee,
        String kneeSentence,
        UslPeak usl) {
    public CapacityRun {
        Objects.requireNonNull(configName, "configName");
        transactionIds = List.copyOf(transactionIds);
        Objects.requireNonNull(loadKind, "loadKind");
        Objects.requireNonNull(stepPlan, "stepPlan");
        slos = List.copyOf(slos);
        steps = List.copyOf(steps);
        Objects.requireNonNull(stop, "stop");
        Objects.requireNonNull(kneeSentence, "kneeSentence");
        Objects.requireNonNull(usl, "usl");
        if ((maximum == null) == (noMaximum == null))
            throw new IllegalArgumentException("a search has a maximum or says why it has none, not both");
    }

    /** Why a search has no maximum sustainable throughput. */
    public enum NoMaximumCause {
        /** A step broke the SLOs before any held them all. */
        SLO_BROKEN,
        /** No step measured an iteration (e.g. interrupted in the first step's warm-up). */
        NOTHING_MEASURED,
        /** Every step that measured completed no transaction. */
        STALLED
    }

    /** Why this search has no maximum, or null when it has one. */
    public NoMaximumCause noMaximumCause() {
        return maximum == null ? cause(steps) : null;
    }

    /**
     * Why a search without a maximum and without a breaking step has none, in a sentence: a file's {@code breaking}
     * says it when a step broke the SLOs; otherwise the steps do, and an SLO is named only when one was given.
     */
    public static String noMaximumReason(List<Step> steps, List<String> slos, String stop) {
        return switch (cause(steps)) {
            case NOTHING_MEASURED -> "no step measured an iteration (" + stop + ")";
            case STALLED -> "every step stalled: it completed no transaction (" + stop + ")";
            case SLO_BROKEN -> slos.isEmpty() ? "no step has a TPS above 0" : "no step held every SLO";
        };
    }

    private static NoMaximumCause cause(List<Step> steps) {
        List<Step> measured =
                steps.stream().filter(s -> !Double.isNaN(s.throughput())).toList();
        if (measured.isEmpty()) return NoMaximumCause.NOTHING_MEASURED;
        if (measured.stream().allMatch(s -> s.throughput() == 0)) return NoMaximumCause.STALLED;
        return NoMaximumCause.SLO_BROKEN;
    }

    /** The confidence of the search's own ± (its steps'), or NaN when its section does not record it. */
    public double confidence() {
        return steps.stream()
                .mapToDouble(Step::confidence)
                .filter(Double::isFinite)
                .findFirst()
                .orElse(Double.NaN);
    }

    /** The step measured at {@code load}, or null. */
    public Step step(LoadLevel load) {
        return steps.stream().filter(s -> s.load().equals(load)).findFirst().orElse(null);
    }

    /**
     * One step.
     *
     * @param load                 its users or rate
     * @param throughput           its TPS score's mean; NaN when it measured no iteration
     * @param iterationThroughputs the TPS values the step is tested on: each measured iteration's, or each round's for
     *                             a search in rounds ({@code --repeats}, what its score is over); empty when the
     *                             section does not carry them (written before they were kept)
     * @param p99Millis            p99 of all transactions over its measured iterations, ms; NaN when none
     * @param throughputError      the half-width of its TPS's confidence interval as the search computed it; NaN
     *                             when not recorded (fewer than 2 iterations)
     * @param confidence           the confidence of {@code throughputError}, e.g. 0.99; NaN when not recorded
     */
    public record Step(
            LoadLevel load,
            double throughput,
            List<Double> iterationThroughputs,
            double p99Millis,
            double throughputError,
            double confidence) {
        public Step {
            Objects.requireNonNull(load, "load");
            iterationThroughputs = List.copyOf(iterationThroughputs);
        }

        /** A step whose section records no error of its TPS. */
        public Step(LoadLevel load, double throughput, List<Double> iterationThroughputs, double p99Millis) {
            this(load, throughput, iterationThroughputs, p99Millis, Double.NaN, Double.NaN);
        }

        /** Whether the search's own ± of its TPS was recorded. */
        public boolean hasOwnError() {
            return Double.isFinite(throughputError) && Double.isFinite(confidence);
        }

        /** Whether the per-iteration values a test needs were recorded. */
        public boolean hasIterationValues() {
            return !iterationThroughputs.isEmpty();
        }

        double[] values() {
            return iterationThroughputs.stream()
                    .mapToDouble(Double::doubleValue)
                    .toArray();
        }
    }

    /**
     * The maximum sustainable throughput.
     *
     * @param load             the step it was measured at
     * @param throughput       its TPS
     * @param sentence         the search's sentence
     * @param lowerBoundReason why it is only a lower bound of the maximum (the search was interrupted, or the list
     *                         ended while TPS rose), or null when it is the maximum
     */
    public record Maximum(LoadLevel load, double throughput, String sentence, String lowerBoundReason) {
        public Maximum {
            Objects.requireNonNull(load, "load");
            Objects.requireNonNull(sentence, "sentence");
        }

        /**
         * The maximum of a section written before {@code lowerBound} was a key: whether it is a lower bound is read
         * from the sentence, "maximum sustainable throughput at least ... (why)".
         */
        public static Maximum fromSentence(LoadLevel load, double throughput, String sentence) {
            int open = sentence.lastIndexOf(" (");
            String reason = !sentence.contains("throughput at least ")
                    ? null
                    : open >= 0 && sentence.endsWith(")")
                            ? sentence.substring(open + 2, sentence.length() - 1)
                            : "a lower bound";
            return new Maximum(load, throughput, sentence, reason);
        }

        /** A lower bound rather than a maximum: the search was interrupted, or the list ended while TPS rose. */
        public boolean lowerBound() {
            return lowerBoundReason != null;
        }
    }

    /**
     * The USL fit's predicted peak.
     *
     * @param peakLoad       N*, NaN when the fit gives no peak
     * @param peakThroughput X(N*), NaN when the fit gives no peak
     * @param noPeak         why there is none (no fit, or one that does not describe the steps); null with a peak
     */
    public record UslPeak(double peakLoad, double peakThroughput, String noPeak) {
        public UslPeak {
            if ((noPeak == null) != (Double.isFinite(peakLoad) && Double.isFinite(peakThroughput)))
                throw new IllegalArgumentException("a USL peak has N* and X(N*), or a reason it has none");
        }

        public static UslPeak none(String why) {
            return new UslPeak(Double.NaN, Double.NaN, Objects.requireNonNull(why, "why"));
        }

        public boolean found() {
            return noPeak == null;
        }
    }
}
