package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * For an open-loop search: the rate at which latency departs from its base.
 *
 * <p>The <b>base</b> is the lowest-rate step that completed transactions in its measured iterations: its p50 and
 * p99, the response times of the database when the load hardly queues. The <b>departure</b> is the first step,
 * in the order they ran, at which either
 * <ul>
 *   <li>the p50 exceeds {@link #FACTOR} (2) times the base p50: half of the transactions now wait about as long
 *       again as the database needs to serve them. A single server with random arrivals (M/M/1, R = S ÷ (1 − ρ))
 *       doubles its response time at 50 % busy, where the queue starts to dominate; a factor smaller than 2 would
 *       mistake the run-to-run spread of a low p50 (tens of percent on a shared machine) for a departure; or</li>
 *   <li>the achieved rate fell behind the offered one beyond noise ({@link OfferedRate}): from there the response
 *       times, counted from the intended starts, grow with the backlog for as long as the step lasts.</li>
 * </ul>
 * The rate of the step before it is the highest at which latency held its base. The base step itself can depart
 * (fall behind): then latency held at no rate searched. The p99 of the base is reported, not tested: a high
 * percentile of a short step is the few slowest transactions, too noisy to define the departure by.
 *
 * @param base      the base step's index, or -1 when no step completed a transaction
 * @param departed  the departing step's index, or -1 when no step departed
 * @param baseLoad  the base step's rate, null without a base
 * @param load      the departing step's rate, null when none departed
 * @param held      the highest rate at which latency held its base (the step before the departure, or the last step
 *                  when none departed), null when none held
 * @param baseP50Nanos the base step's p50, NaN without a base
 * @param baseP99Nanos the base step's p99, NaN without a base
 * @param criteria  why the departing step departed: {@code p50}, {@code throughput}, or both; empty when none did
 * @param sentence  for the report
 */
public record LatencyDeparture(
        int base,
        int departed,
        LoadLevel baseLoad,
        LoadLevel load,
        LoadLevel held,
        double baseP50Nanos,
        double baseP99Nanos,
        List<String> criteria,
        String sentence) {
    /** The p50 over the base p50 at which latency has departed. */
    public static final double FACTOR = 2.0;

    public LatencyDeparture {
        criteria = List.copyOf(criteria);
        Objects.requireNonNull(sentence, "sentence");
    }

    /** The departure of a search's steps; empty when they are not open-loop steps (or there are none). */
    public static Optional<LatencyDeparture> of(List<StepFigures> steps) {
        if (steps.isEmpty() || steps.get(0).load().kind() != LoadKind.RATE) return Optional.empty();
        int base = -1;
        for (int i = 0; i < steps.size() && base < 0; i++) {
            StepFigures s = steps.get(i);
            if (s.transactionsPerSecond().n() > 0 && s.all().completed() > 0) base = i;
        }
        if (base < 0) {
            return Optional.of(new LatencyDeparture(
                    -1,
                    -1,
                    null,
                    null,
                    null,
                    Double.NaN,
                    Double.NaN,
                    List.of(),
                    "no base: no step completed a transaction in its measured iterations"));
        }
        StepFigures b = steps.get(base);
        double baseP50 = b.all().p50Nanos();
        double baseP99 = b.all().p99Nanos();
        String baseText = "base p50 " + ms(baseP50) + ", p99 " + ms(baseP99) + " at "
                + b.load().label();
        for (int i = base; i < steps.size(); i++) {
            List<String> criteria = criteria(steps.get(i), i > base ? baseP50 : Double.NaN);
            if (criteria.isEmpty()) continue;
            StepFigures d = steps.get(i);
            LoadLevel held = i > base ? steps.get(i - 1).load() : null;
            String why = criteria.contains("p50")
                    ? "p50 " + ms(d.all().p50Nanos()) + " is "
                            + StatsFormat.number(d.all().p50Nanos() / baseP50, 1) + "x the base"
                    : "";
            if (criteria.contains("throughput"))
                why += (why.isEmpty() ? "" : "; ")
                        + OfferedRate.of(d).orElseThrow().sentence();
            return Optional.of(new LatencyDeparture(
                    base,
                    i,
                    b.load(),
                    d.load(),
                    held,
                    baseP50,
                    baseP99,
                    criteria,
                    "latency departs from its base at " + d.load().label() + ": " + why + " ("
                            + baseText
                            + (held == null
                                    ? "; it held at no rate searched)"
                                    : "; held up to " + held.label() + ")")));
        }
        if (base == steps.size() - 1) {
            // the base is the last step: no rate above it was measured, so nothing held or departed
            return Optional.of(new LatencyDeparture(
                    base,
                    -1,
                    b.load(),
                    null,
                    null,
                    baseP50,
                    baseP99,
                    List.of(),
                    "latency has nothing to compare with its base: no step above "
                            + b.load().label() + " was measured (" + baseText + ")"));
        }
        LoadLevel last = steps.get(steps.size() - 1).load();
        return Optional.of(new LatencyDeparture(
                base,
                -1,
                b.load(),
                null,
                last,
                baseP50,
                baseP99,
                List.of(),
                "latency held its base up to " + last.label() + ", the last step (p50 within "
                        + StatsFormat.number(FACTOR, 0) + "x the " + baseText + ", every rate served)"));
    }

    /** Why {@code step} departed: p50 above FACTOR × {@code baseP50} (not tested when NaN), the rate fell behind. */
    private static List<String> criteria(StepFigures step, double baseP50) {
        List<String> criteria = new ArrayList<>();
        if (step.transactionsPerSecond().n() == 0) return criteria;
        if (!Double.isNaN(baseP50) && step.all().completed() > 0 && step.all().p50Nanos() > FACTOR * baseP50)
            criteria.add("p50");
        if (OfferedRate.of(step).map(OfferedRate::fellBehind).orElse(false)) criteria.add("throughput");
        return criteria;
    }

    private static String ms(double nanos) {
        return StatsFormat.number(nanos / 1e6, 2) + " ms";
    }
}
