package io.dbbench.core.result;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.internal.check.Require;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Everything one run measured. Result formats (results.xml, results.json, the mini report) read only
 * this type.
 *
 * @param label             the benchmark's name and the run's comment
 * @param timing            when the load started, how long it ran, collected statistics and logged on
 * @param config            the configuration the run used, with secrets removed
 * @param environment       facts about the client: JVM, OS, cores, host name, tool version (unordered)
 * @param transactions      the enabled transactions, in config order
 * @param tpsReadings       one per second over the whole run
 * @param intervals         one per sampling interval over the whole run
 * @param maxTransactionsPerMinute highest number of transactions completed in any 60 s window
 * @param errorsByCode      (unordered) failures by vendor code (e.g. "40P01", "ORA-00060", "CONNECTION_LOST")
 * @param details           topology, services, iterations and open-loop figures; {@link RunDetails#NONE}
 *                          for a charbench-style run
 * @param fingerprint       the environment the run measured (machine, JVM, database and its settings), what a
 *                          regression gate matches baselines by; {@link EnvironmentFingerprint#NONE} when not captured
 */
public record RunResult(
        RunLabel label,
        RunTiming timing,
        RunConfig config,
        Map<String, String> environment,
        List<TransactionResult> transactions,
        DmlTotals dmlTotals,
        List<TpsReading> tpsReadings,
        List<IntervalSample> intervals,
        long maxTransactionsPerMinute,
        Map<String, Long> errorsByCode,
        EndReason endReason,
        RunDetails details,
        EnvironmentFingerprint fingerprint) {
    public RunResult {
        Require.nonNull("label", label, "timing", timing, "details", details, "fingerprint", fingerprint);
        Require.nonNull("config", config, "dmlTotals", dmlTotals, "endReason", endReason);
        environment = Map.copyOf(environment == null ? Map.of() : environment);
        transactions = List.copyOf(transactions);
        tpsReadings = List.copyOf(tpsReadings);
        intervals = List.copyOf(intervals);
        errorsByCode = Map.copyOf(errorsByCode == null ? Map.of() : errorsByCode);
    }

    /** A run without a fingerprint. */
    public RunResult(
            RunLabel label,
            RunTiming timing,
            RunConfig config,
            Map<String, String> environment,
            List<TransactionResult> transactions,
            DmlTotals dmlTotals,
            List<TpsReading> tpsReadings,
            List<IntervalSample> intervals,
            long maxTransactionsPerMinute,
            Map<String, Long> errorsByCode,
            EndReason endReason,
            RunDetails details) {
        this(
                label,
                timing,
                config,
                environment,
                transactions,
                dmlTotals,
                tpsReadings,
                intervals,
                maxTransactionsPerMinute,
                errorsByCode,
                endReason,
                details,
                EnvironmentFingerprint.NONE);
    }

    /** A charbench-style run: no topology, no iterations, closed loop. */
    public RunResult(
            RunLabel label,
            RunTiming timing,
            RunConfig config,
            Map<String, String> environment,
            List<TransactionResult> transactions,
            DmlTotals dmlTotals,
            List<TpsReading> tpsReadings,
            List<IntervalSample> intervals,
            long maxTransactionsPerMinute,
            Map<String, Long> errorsByCode,
            EndReason endReason) {
        this(
                label,
                timing,
                config,
                environment,
                transactions,
                dmlTotals,
                tpsReadings,
                intervals,
                maxTransactionsPerMinute,
                errorsByCode,
                endReason,
                RunDetails.NONE);
    }

    public RunResult withDetails(RunDetails v) {
        return with(v, fingerprint);
    }

    public RunResult withFingerprint(EnvironmentFingerprint v) {
        return with(details, v);
    }

    /** Both withers: this run with other details and fingerprint. */
    private RunResult with(RunDetails newDetails, EnvironmentFingerprint newFingerprint) {
        return new RunResult(
                label,
                timing,
                config,
                environment,
                transactions,
                dmlTotals,
                tpsReadings,
                intervals,
                maxTransactionsPerMinute,
                errorsByCode,
                endReason,
                newDetails,
                newFingerprint);
    }

    /** The config's benchmark name, or null: {@link RunLabel#benchmarkName()}. */
    public String benchmarkName() {
        return label.benchmarkName();
    }

    /** The run's comment, or null: {@link RunLabel#comment()}. */
    public String comment() {
        return label.comment();
    }

    /** Wall-clock time the load started (after the first logon): {@link RunTiming#start()}. */
    public Instant startTime() {
        return timing.start();
    }

    /** From the start of the load to its end: {@link RunTiming#run()}. */
    public Duration runDuration() {
        return timing.run();
    }

    /** The statistics window, the denominator of every average rate: {@link RunTiming#statistics()}. */
    public Duration statisticsDuration() {
        return timing.statistics();
    }

    /** From the first logon attempt until every user was logged on: {@link RunTiming#logon()}. */
    public Duration logonTime() {
        return timing.logon();
    }

    /** Why this run did not measure the database under load, in one line, or empty: see {@link RunHealth}. */
    public java.util.Optional<String> problem() {
        return RunHealth.problem(this);
    }

    public long totalCompleted() {
        return TransactionResult.sumOverTransactions(transactions, TransactionResult::completed);
    }

    public long totalFailed() {
        return TransactionResult.sumOverTransactions(transactions, TransactionResult::failed);
    }

    /**
     * Completed transactions per second over the statistics window; for a result merged from replicas,
     * over the window they all ran in ({@link MergeSummary#overlapTransactionsPerSecond}).
     */
    public double averageTransactionsPerSecond() {
        if (details.merge() != null) {
            double overlap = details.merge().overlapTransactionsPerSecond(tpsReadings);
            if (!Double.isNaN(overlap)) return overlap;
        }
        double seconds = timing.statistics().toNanos() / 1e9;
        return seconds <= 0 ? 0 : totalCompleted() / seconds;
    }
}
