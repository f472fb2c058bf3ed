package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LatencyDeparture;
import io.dbbench.core.internal.capacity.plan.LittleLawCheck;
import io.dbbench.core.internal.capacity.plan.LittleLawStatus;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The capacity search on the console: its plan, a line per step as it ends, and the summary at the end. */
public final class CapacityConsole {
    private CapacityConsole() {}

    /** An open-loop search's rates: "rates 50,100,200/s in steps". */
    public static String steppedRates(CapacitySearchSetup setup) {
        return "rates " + values(setup) + "/s in steps";
    }

    /** The banner's load: "users 1,2,4,8 in steps", or "rates 50,100,200/s in steps, served by 8 users". */
    public static String bannerLoad(CapacitySearchSetup setup, int users) {
        if (!setup.openLoop()) return "users " + values(setup) + " in steps";
        return "rates " + values(setup) + "/s in steps, served by " + users + (users == 1 ? " user" : " users");
    }

    private static String values(CapacitySearchSetup setup) {
        return setup.steps().levels().stream()
                .map(l -> l.label().replaceAll("( users?|/s)$", ""))
                .collect(Collectors.joining(","));
    }

    /** Before the run: the steps, each step's iterations, the SLOs; {@code users} serve an open-loop search's rates. */
    public static String plan(CapacitySearchSetup setup, int users) {
        if (!setup.openLoop()) return plan(setup);
        return "Capacity search: rates " + values(setup) + "/s, open loop (intended starts, served by " + users
                + (users == 1 ? " user" : " users") + "; " + planRest(setup);
    }

    /** Before the run: the steps, each step's iterations, the SLOs. */
    public static String plan(CapacitySearchSetup setup) {
        if (setup.openLoop())
            return "Capacity search: rates " + values(setup) + "/s, open loop (intended starts; " + planRest(setup);
        return "Capacity search: users " + values(setup) + " (sessions for up to " + setup.ceiling() + ", "
                + planRest(setup);
    }

    /** The plan after its load: the run's end, each step's iterations, the SLOs. */
    private static String planRest(CapacitySearchSetup setup) {
        var p = setup.stepPlan();
        String warmup = p.warmupIterations() == 0
                ? "no warm-up"
                : p.warmupIterations() + "x" + p.warmupLength().toSeconds() + "s warm-up";
        return "the run ends when the search stops); each step " + warmup + " + " + p.measurementIterations() + "x"
                + p.iterationLength().toSeconds() + "s measured; SLOs: "
                + (setup.slos().isEmpty()
                        ? "none"
                        : setup.slos().stream().map(slo -> slo.text()).collect(Collectors.joining(", ")))
                + (setup.rounds() < 2
                        ? ""
                        : "; " + setup.rounds() + " rounds, interleaved: round 1 decides where the ladder ends, rounds"
                                + " 2.." + setup.rounds() + " climb all of it again, and each step is scored over its"
                                + " rounds");
    }

    /**
     * Little's law when it flagged no step: "no step flagged", unless some or all steps were not checked, which it
     * says with why ("not checked (think time unknown)"): a check not made is no check passed.
     */
    static String unflagged(List<LittleLawCheck> checks) {
        List<LittleLawCheck> notChecked = checks.stream()
                .filter(c -> c.status() == LittleLawStatus.NOT_CHECKED)
                .toList();
        if (notChecked.isEmpty()) return "no step flagged";
        // open loop: no users to check against, but the transactions in flight say when arrivals queued for a user
        if (checks.stream().allMatch(c -> Double.isNaN(c.users()) && !Double.isNaN(c.impliedUsers())))
            return "open loop, transactions in flight per step (X × R, R from the intended starts): "
                    + checks.stream()
                            .map(c -> UslFormat.number(c.impliedUsers()))
                            .collect(Collectors.joining(", "))
                    + "; above the run's users, arrivals waited for a free user";
        String why = notChecked.stream()
                .map(c -> c.sentence().replaceFirst("^Little's law not checked: ", ""))
                .distinct()
                .collect(java.util.stream.Collectors.joining("; "));
        if (notChecked.size() == checks.size()) return "not checked (" + why + ")";
        return "no step flagged; " + notChecked.size() + " of " + checks.size() + " steps not checked (" + why + ")";
    }

    /**
     * The step line of round {@code round} (0-based) of {@code rounds}: as {@link #stepLine(StepFigures, StepDecision)},
     * "Round 2/3 " before it when there are rounds; round 1's stop says that it fixes the ladder for the rounds to come,
     * and a later round's last step says the next round ("-> round 3 from 1 user").
     */
    public static String stepLine(int round, int rounds, StepFigures f, StepDecision d) {
        if (rounds < 2) return stepLine(f, d);
        // the ladder's loads rise: a later round's next step at no more than this one's is the next round's first
        boolean nextRound =
                round > 0 && !d.stop() && d.next().value() <= d.load().value();
        String then = nextRound ? "round " + (round + 2) + " from " + d.next().label() : d.explanation();
        if (round == 0 && d.stop()) then += "; the ladder for rounds 2.." + rounds + " ends here";
        return "Round " + (round + 1) + "/" + rounds + " " + stepLine(f, d, then);
    }

    /** "Step 3: 4 users  TPS 812.4 ± 10.2 (99%)  p50 1.20 ms  p95 ...  errors 0  → continue to 8 users". */
    public static String stepLine(StepFigures f, StepDecision d) {
        return stepLine(f, d, d.explanation());
    }

    /** The step line with {@code then} after its arrow: the decision's explanation, or what a round does next. */
    private static String stepLine(StepFigures f, StepDecision d, String then) {
        TransactionFigures all = f.all();
        long attempts = all.completed() + all.failed();
        String errors = all.failed() == 0
                ? "0"
                : all.failed() + String.format(Locale.ROOT, " (%.2f%%)", 100.0 * all.failed() / attempts);
        return String.format(
                Locale.ROOT,
                "Step %d: %-9s TPS %s (%s)  p50 %s  p95 %s  p99 %s  errors %s  client CPU %s  -> %s",
                d.stepIndex() + 1,
                f.load().label(),
                f.transactionsPerSecond().format(1, 1),
                f.transactionsPerSecond().confidenceLabel(),
                ms(all.p50Nanos()),
                ms(all.p95Nanos()),
                ms(all.p99Nanos()),
                errors,
                Double.isNaN(f.clientCpuPercent()) ? "-" : String.format(Locale.ROOT, "%.0f%%", f.clientCpuPercent()),
                then);
    }

    /** After the run: why it stopped, the maximum, the knee, the USL fit, Little's law. */
    public static String summary(CapacityOutcome outcome, UslFit usl) {
        return summary(outcome, usl, null);
    }

    /** The same, with why the fit is missing when {@code usl} is null. */
    public static String summary(CapacityOutcome outcome, UslFit usl, String uslError) {
        CapacitySummary s = outcome.summary();
        StringBuilder out = new StringBuilder("Capacity search\n");
        line(
                out,
                "stopped",
                (outcome.repeats() > 1 && s.stop() != null ? "round 1 (the ladder's end): " : "") + stopped(outcome));
        if (outcome.repeats() > 1) line(out, "rounds", rounds(outcome));
        line(
                out,
                "maximum",
                s.maximum() == null
                        ? "none: no step held every SLO"
                        : s.maximum().sentence());
        if (s.breaking() != null) line(out, "broke", s.breaking().sentence());
        boolean openLoop = !s.steps().isEmpty() && s.steps().get(0).load().kind() == LoadKind.RATE;
        line(
                out,
                "knee",
                openLoop ? CapacitySection.KNEE_NOT_FOR_OPEN_LOOP : s.knee().sentence());
        // open loop: where the response times leave those of the lightest load
        LatencyDeparture.of(s.steps()).ifPresent(d -> line(out, "latency", d.sentence()));
        if (usl == null) {
            line(out, "USL fit", "none: " + uslError);
        } else {
            line(
                    out,
                    "USL fit",
                    "σ " + UslFormat.number(usl.sigma()) + ", κ " + UslFormat.number(usl.kappa()) + ", λ "
                            + UslFormat.number(usl.lambda()) + ", R² " + UslFormat.number(usl.r2()));
            line(
                    out,
                    "USL peak",
                    usl.peakLoad().isPresent()
                            ? UslFormat.number(usl.peakThroughput().getAsDouble()) + " TPS at "
                                    + UslFormat.number(usl.peakLoad().getAsDouble()) + " users (predicted)"
                            : "none predicted (see warnings)");
            for (String w : usl.warnings()) line(out, "USL warning", w);
        }
        List<Integer> flagged = s.flaggedByLittleLaw();
        if (flagged.isEmpty()) {
            line(out, "Little's law", unflagged(s.littleLaw()));
        } else {
            for (int i : flagged)
                line(
                        out,
                        "Little's law",
                        "step " + (i + 1) + ": " + s.littleLaw().get(i).sentence());
        }
        line(
                out,
                "outside steps",
                outcome.completedOutsideSteps() + " completed, " + outcome.failedOutsideSteps()
                        + " failed (after the search stopped, or in the step the run ended in); the counts add up");
        return out.toString();
    }

    /** "3 rounds of 1, 2, 4 users; TPS per step scored over its rounds (mean ± error at 99%), verdicts on them". */
    static String rounds(CapacityOutcome outcome) {
        List<StepFigures> steps = outcome.summary().steps();
        int complete =
                outcome.rounds().stream().mapToInt(r -> r.rounds().size()).min().orElse(0);
        String level = steps.isEmpty()
                ? ""
                : " at " + steps.get(0).transactionsPerSecond().confidenceLabel();
        return complete + " of " + outcome.repeats() + " rounds ran every step of the ladder ("
                + steps.stream().map(f -> f.load().label()).collect(Collectors.joining(", "))
                + "), interleaved; each step's TPS is the mean ± error" + level + " over its rounds, and the SLOs,"
                + " growth, maximum and knee are taken on all its rounds together";
    }

    private static String stopped(CapacityOutcome outcome) {
        if (outcome.summary().stop() != null) return outcome.summary().stop().sentence();
        LoadLevel cut = outcome.interruptedStep();
        return "interrupted before the search decided to stop"
                + (cut == null ? "" : ", during the step at " + cut.label() + " (left out)");
    }

    private static void line(StringBuilder out, String name, String value) {
        out.append(String.format(Locale.ROOT, "  %-14s %s%n", name, value));
    }

    private static String ms(double nanos) {
        if (Double.isNaN(nanos)) return "-";
        return String.format(Locale.ROOT, "%.2f ms", nanos / 1e6);
    }
}
