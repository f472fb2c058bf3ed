package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.internal.capacity.plan.CapacityOptionException;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadSteps;
import io.dbbench.core.internal.capacity.plan.OfferedRate;
import io.dbbench.core.internal.capacity.plan.Slo;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.stats.StatsFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A capacity search as its flags asked for, checked before anything connects.
 *
 * @param steps    the users or the rates of each step
 * @param slos     the objectives every step is held to
 * @param stepPlan each step's warm-up and measured iterations; its repeats are the rounds ({@code --repeats})
 * @param dir      where the results files go ({@code -d}), or null for the charbench default
 */
public record CapacitySearchSetup(LoadSteps steps, List<Slo> slos, MeasurementPlan stepPlan, java.nio.file.Path dir) {
    public CapacitySearchSetup {
        slos = List.copyOf(slos);
    }

    /** Whether the steps are open-loop rates ({@code --rates}), not users. */
    public boolean openLoop() {
        return steps.kind() == io.dbbench.core.internal.capacity.plan.LoadKind.RATE;
    }

    /**
     * The most users of any step: the run's ceiling, and the connections an embedded database must accept. A users
     * search only: an open-loop search's users are the run's own.
     */
    public int ceiling() {
        return steps.levels().stream().mapToInt(LoadLevel::users).max().orElseThrow();
    }

    /**
     * A warning when the steps have no warm-up (--warmup 0x...): each step's change of users, the new users' logons and
     * the retired users' transactions in flight (of rate: the arrivals at the new rate, the backlog left), then falls in
     * its first measured iteration.
     */
    public Optional<String> warmupWarning() {
        if (stepPlan.warmupIterations() > 0) return Optional.empty();
        if (openLoop())
            return Optional.of("--warmup with no iteration: each step's change of rate (the arrivals at the new rate,"
                    + " the backlog the previous step left) falls in its first measured iteration");
        return Optional.of("--warmup with no iteration: each step's change of users (the new users' logons, the"
                + " retired users' transactions in flight) falls in its first measured iteration");
    }

    /**
     * A warning when an open-loop step holds fewer than {@link OfferedRate#FEW_SLOTS} slots per measured iteration (rate
     * × iteration length): a slot at each edge of the window is then more than 5 % of it, so falling behind is only
     * told from a wider shortfall, {@code 2 / N} (see {@link OfferedRate}).
     */
    public Optional<String> fewSlotsWarning() {
        if (!openLoop()) return Optional.empty();
        double seconds = stepPlan.iterationLength().toMillis() / 1000.0;
        List<String> few = steps.levels().stream()
                .filter(l -> l.value() * seconds < OfferedRate.FEW_SLOTS)
                .map(LoadLevel::label)
                .toList();
        if (few.isEmpty()) return Optional.empty();
        double slowest =
                steps.levels().stream().mapToDouble(LoadLevel::value).min().orElseThrow();
        return Optional.of("--rates " + String.join(", ", few) + " hold" + (few.size() == 1 ? "s" : "")
                + " fewer than " + (long) OfferedRate.FEW_SLOTS + " transactions per measured iteration of "
                + StatsFormat.number(seconds, 0) + " s: a step falls behind only when it is more than 2 / N short"
                + " (one transaction at each edge of the window), not 5 %; use iterations of at least "
                + StatsFormat.number(Math.ceil(OfferedRate.FEW_SLOTS / slowest), 0) + " s");
    }

    /** The rounds the ladder is climbed in ({@code --repeats}; 1 without). */
    public int rounds() {
        return stepPlan.repeats();
    }

    public CapacitySearch search() {
        return new CapacitySearch(steps, slos);
    }

    /** Refuses an SLO naming a transaction type the config does not run (exit 2). */
    public void requireKnownTransactions(RunConfig config) throws CliException {
        Map<String, String> shortNameById = new LinkedHashMap<>();
        for (TransactionConfig t : config.enabledTransactions()) shortNameById.put(t.id(), t.shortName());
        try {
            SloParser.requireKnownTransactions(slos, shortNameById);
        } catch (CapacityOptionException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
    }
}
