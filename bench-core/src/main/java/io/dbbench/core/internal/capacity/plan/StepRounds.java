package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.stats.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One step of a search run in rounds ({@code --repeats}): its figures in each round, merged into the figures the
 * verdicts are taken on. The step's TPS score is over the rounds, one value per round (that round's TPS, the mean
 * over its measured iterations), with the same Student-t interval as every score: the iterations of one round follow
 * each other and are correlated, while a step's rounds are a whole ladder apart, so their spread is the honest one
 * and the growth test counts n = rounds. Response times are the rounds' histograms merged, counts add (warm-up
 * included, so the steps still add up to the run), the server's counters and the traffic add over the rounds' windows (none when a round lacks them)
 * (the commit check's slack adds each round's busiest second: each window has its own edges), the client's CPU is the
 * rounds' mean.
 *
 * @param load       the step's users or rate
 * @param rounds     its figures in each round, in round order (a step the run was interrupted before has fewer)
 * @param iterations each round's iterations, warm-up and measured, in the same order
 */
public record StepRounds(LoadLevel load, List<StepFigures> rounds, List<List<IterationResult>> iterations) {
    public StepRounds {
        Objects.requireNonNull(load, "load");
        rounds = List.copyOf(rounds);
        iterations = iterations.stream().map(List::copyOf).toList();
        if (rounds.isEmpty()) throw new IllegalArgumentException("a step of a search in rounds ran in no round");
        if (rounds.size() != iterations.size())
            throw new IllegalArgumentException(
                    rounds.size() + " rounds' figures but " + iterations.size() + " rounds' iterations");
        for (StepFigures f : rounds)
            if (!f.load().equals(load))
                throw new IllegalArgumentException(
                        "a round of " + load.label() + " ran " + f.load().label());
    }

    /** Each round's TPS: the mean over its measured iterations (NaN for a round without any). */
    public List<Double> roundTransactionsPerSecond() {
        return rounds.stream().map(f -> f.transactionsPerSecond().mean()).toList();
    }

    /** Every measured iteration's TPS, round after round: what {@code compare} tests two searches' steps with. */
    public List<Double> iterationTransactionsPerSecond() {
        List<Double> all = new ArrayList<>();
        for (StepFigures f : rounds) all.addAll(f.iterationTransactionsPerSecond());
        return all;
    }

    /** The measured iterations of every round together. */
    public int measuredIterations() {
        return rounds.stream().mapToInt(f -> f.transactionsPerSecond().n()).sum();
    }

    /**
     * The step's figures over all its rounds, as the verdicts take them: TPS scored over the rounds at {@code
     * confidence}, the rest merged as the class says.
     */
    public StepFigures merged(double confidence) {
        StepFigures first = rounds.get(0);
        List<IterationResult> all = iterations.stream().flatMap(List::stream).toList();
        double cpu = rounds.stream()
                .mapToDouble(StepFigures::clientCpuPercent)
                .average()
                .orElse(Double.NaN);
        StepFigures pooled =
                StepFiguresFromIterations.of(load, all, confidence, first.meanThinkNanosPerTransaction(), cpu);
        List<Double> perRound = roundTransactionsPerSecond().stream()
                .filter(v -> !Double.isNaN(v))
                .toList();
        Score overRounds =
                Score.of(perRound.stream().mapToDouble(Double::doubleValue).toArray(), confidence);
        StepServerFigures server = first.server();
        StepTraffic traffic = first.traffic();
        // each round's window has its own edges a reading may miss commits at: the slack of the commit check adds up
        long busiest = 0;
        for (StepFigures f : rounds) {
            // a sum over some rounds only would pass for the step's: none unless every round has it, as for counters
            if (f != first) {
                server = server == null || f.server() == null ? null : server.plus(f.server());
                traffic = traffic == null || f.traffic() == null ? null : traffic.plus(f.traffic());
            }
            busiest = busiest < 0 || f.busiestSecondCompleted() < 0 ? -1 : busiest + f.busiestSecondCompleted();
        }
        return new StepFigures(
                load,
                overRounds,
                pooled.all(),
                pooled.transactions(),
                pooled.stepCompleted(),
                pooled.stepFailed(),
                pooled.meanThinkNanosPerTransaction(),
                cpu,
                perRound,
                server,
                traffic,
                busiest);
    }
}
