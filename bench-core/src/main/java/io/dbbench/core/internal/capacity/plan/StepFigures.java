package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.stats.Score;
import java.util.List;
import java.util.Objects;

/**
 * What one capacity step measured: the input of the stop rules, the SLO evaluation, the summary and the
 * report row. {@link StepFiguresFromIterations} makes it from the engine's iterations of the step.
 *
 * @param load                  the step's users or rate
 * @param transactionsPerSecond completed transactions per second, one value per measured iteration of
 *                              the step (warm-up never scored); at least two values for the saturation
 *                              test and the knee
 * @param all                   all transaction types together, over the measured iterations
 * @param transactions          per transaction type, config order, over the measured iterations
 * @param stepCompleted         completed in the whole step's iterations, warm-up included: the step's
 *                              share of the run's total in {@link CapacitySummary#requireCountsAddUp},
 *                              which also takes what the run counted in no step (after the run's end,
 *                              in an iteration cut short by a stop)
 * @param stepFailed            failed in the whole step's iterations, warm-up included
 * @param meanThinkNanosPerTransaction Z in Little's law: the users' measured sleep over the step
 *                              divided by the transactions that ended in it, counting all the sleep the
 *                              response times leave out. With the engine's default timings, which
 *                              subtract the think time slept inside a transaction (MinDelay/MaxDelay)
 *                              from its response time, that is the sleep inside transactions plus the
 *                              sleep between them (InterMinDelay/InterMaxDelay); with
 *                              TimingsIncludeSleep the inside sleep is already in R, so only the sleep
 *                              between. Nanoseconds; NaN when unknown, 0 for none
 * @param clientCpuPercent      the client's CPU busy over the step, percent of all its cores; NaN when
 *                              not measured
 * @param iterationTransactionsPerSecond the values {@code transactionsPerSecond} scores, one per measured
 *                              iteration in run order, so that a later comparison can test two steps
 *                              against each other; empty when not known (figures made without them)
 * @param server                the database server's counters over the measured iterations; null when the run
 *                              read none (another database, counters off) or not yet: the step driver adds them
 *                              after the run, when the readings taken on their own thread are in
 * @param traffic               the traffic of the measured iterations; null when the run did not count it, or
 *                              the step ran no transaction
 * @param busiestSecondCompleted the most transactions completed in one of the step's one-second intervals, warm-up
 *                              included: how many commits a reading of the database's count may miss ({@link
 *                              StepCommitCheck}); -1 when not known (figures made without intervals)
 */
public record StepFigures(
        LoadLevel load,
        Score transactionsPerSecond,
        TransactionFigures all,
        List<TransactionFigures> transactions,
        long stepCompleted,
        long stepFailed,
        double meanThinkNanosPerTransaction,
        double clientCpuPercent,
        List<Double> iterationTransactionsPerSecond,
        StepServerFigures server,
        StepTraffic traffic,
        long busiestSecondCompleted) {
    public StepFigures {
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(transactionsPerSecond, "transactionsPerSecond");
        Objects.requireNonNull(all, "all");
        transactions = List.copyOf(transactions);
        if (stepCompleted < all.completed() || stepFailed < all.failed()) {
            throw new IllegalArgumentException("the step's counts (" + stepCompleted + " completed, " + stepFailed
                    + " failed) cannot be below its measured counts (" + all.completed() + ", " + all.failed() + ")");
        }
        if (meanThinkNanosPerTransaction < 0)
            throw new IllegalArgumentException("meanThinkNanosPerTransaction must not be negative");
        iterationTransactionsPerSecond = List.copyOf(iterationTransactionsPerSecond);
        if (!iterationTransactionsPerSecond.isEmpty()
                && iterationTransactionsPerSecond.size() != transactionsPerSecond.n())
            throw new IllegalArgumentException("the step has " + iterationTransactionsPerSecond.size()
                    + " per-iteration TPS values for a score over " + transactionsPerSecond.n());
    }

    /** Figures without their per-iteration TPS values (scripted steps): a comparison cannot test them. */
    public StepFigures(
            LoadLevel load,
            Score transactionsPerSecond,
            TransactionFigures all,
            List<TransactionFigures> transactions,
            long stepCompleted,
            long stepFailed,
            double meanThinkNanosPerTransaction,
            double clientCpuPercent) {
        this(
                load,
                transactionsPerSecond,
                all,
                transactions,
                stepCompleted,
                stepFailed,
                meanThinkNanosPerTransaction,
                clientCpuPercent,
                List.of());
    }

    /** With the per-iteration TPS values, without server counters and traffic (added later: {@link #withServer}). */
    public StepFigures(
            LoadLevel load,
            Score transactionsPerSecond,
            TransactionFigures all,
            List<TransactionFigures> transactions,
            long stepCompleted,
            long stepFailed,
            double meanThinkNanosPerTransaction,
            double clientCpuPercent,
            List<Double> iterationTransactionsPerSecond) {
        this(
                load,
                transactionsPerSecond,
                all,
                transactions,
                stepCompleted,
                stepFailed,
                meanThinkNanosPerTransaction,
                clientCpuPercent,
                iterationTransactionsPerSecond,
                null,
                null,
                -1);
    }

    /** These figures with the server's counters over the measured iterations (null: none). */
    public StepFigures withServer(StepServerFigures counters) {
        return with(counters, traffic, busiestSecondCompleted);
    }

    /** These figures with the measured iterations' traffic (null: not counted). */
    public StepFigures withTraffic(StepTraffic counted) {
        return with(server, counted, busiestSecondCompleted);
    }

    /** These figures with the most transactions one of the step's one-second intervals completed. */
    public StepFigures withBusiestSecond(long completed) {
        return with(server, traffic, completed);
    }

    /** A copy of these figures with the three that are added after the step ran. */
    private StepFigures with(StepServerFigures server, StepTraffic traffic, long busiestSecondCompleted) {
        return new StepFigures(
                load,
                transactionsPerSecond,
                all,
                transactions,
                stepCompleted,
                stepFailed,
                meanThinkNanosPerTransaction,
                clientCpuPercent,
                iterationTransactionsPerSecond,
                server,
                traffic,
                busiestSecondCompleted);
    }

    /** The figures that {@code slo} bounds: all transactions, or the first type it names; null when none matches. */
    public TransactionFigures figuresFor(Slo slo) {
        if (slo.transaction() == null) return all;
        return transactions.stream()
                .filter(t -> slo.appliesTo(t.id(), t.shortName()))
                .findFirst()
                .orElse(null);
    }
}
