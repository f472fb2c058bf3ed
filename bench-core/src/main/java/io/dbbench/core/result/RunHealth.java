package io.dbbench.core.result;

import io.dbbench.core.config.LoadConfig;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Whether a run measured what it was meant to: its users logged on and the database kept completing
 * transactions. A run that fails either did not measure the database under load, whatever its averages say,
 * and the CLI ends it with a non-zero exit and this one-line reason.
 * <ul>
 *   <li><b>users could not log on</b>: fewer distinct users than the config's ever logged on, and logons
 *       failed ({@link #LOGON_ERROR_PREFIX} codes in the errors by code). Users a LogonDelay had not yet
 *       started when the run ended are not a failure: without a logon error the run is healthy.</li>
 *   <li><b>no progress</b>: at least {@link #NO_PROGRESS_SHARE} of the measured seconds (sampling intervals
 *       inside the statistics window) completed no transaction and failed at least one. Without errors a
 *       sparse run (few users, think times of seconds) legitimately completes nothing in many seconds; with
 *       them, the database is what stopped the load (it went away, or every transaction fails).</li>
 * </ul>
 */
public final class RunHealth {
    /** The share of measured seconds without a completed transaction from which a run with errors made no progress. */
    public static final double NO_PROGRESS_SHARE = 0.5;
    /** Errors by code of failed logons start with this (then the vendor code, e.g. {@code LOGON:08001}). */
    public static final String LOGON_ERROR_PREFIX = "LOGON:";

    private RunHealth() {}

    /** Why the run did not measure the database under load, in one line; empty for a healthy run. */
    public static Optional<String> problem(RunResult run) {
        Optional<String> logon = usersNotLoggedOn(run);
        return logon.isPresent() ? logon : noProgress(run);
    }

    private static Optional<String> usersNotLoggedOn(RunResult run) {
        Map<String, Long> logonErrors = run.errorsByCode().entrySet().stream()
                .filter(e -> e.getKey().startsWith(LOGON_ERROR_PREFIX))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        if (logonErrors.isEmpty() || run.intervals().isEmpty()) return Optional.empty();
        int users = run.config().load().users();
        // users between a logoff and their next logon (LogOutPostTransaction) are not in a sampled count:
        // the engine's count of distinct users ever logged on is the one to use; a result read back lacks it
        int ever = run.details().usersEverLoggedOn();
        int peak = ever >= 0
                ? ever
                : run.intervals().stream()
                        .mapToInt(IntervalSample::usersLoggedOn)
                        .max()
                        .orElse(0);
        if (peak >= users) return Optional.empty();
        return Optional.of(String.format(
                Locale.ROOT, "%d of %d users could not log on (%s)", users - peak, users, describe(logonErrors)));
    }

    private static Optional<String> noProgress(RunResult run) {
        if (run.errorsByCode().isEmpty()) return Optional.empty();
        List<IntervalSample> measured = measured(run);
        if (measured.isEmpty()) return Optional.empty();
        // only idle seconds with errors: a sparse run's quiet seconds between its transactions are no stall
        long idle = measured.stream()
                .filter(i -> i.completed() == 0 && i.failed() > 0)
                .count();
        if (idle < NO_PROGRESS_SHARE * measured.size()) return Optional.empty();
        return Optional.of(String.format(
                Locale.ROOT,
                "no transaction completed in %d of %d measured seconds (%s): " + "the database stopped the load",
                idle,
                measured.size(),
                describe(run.errorsByCode())));
    }

    /** The sampling intervals that end inside the statistics window. */
    private static List<IntervalSample> measured(RunResult run) {
        LoadConfig load = run.config().load();
        long startMillis = load.statsCollectionStart().toMillis();
        Duration end = load.statsCollectionEnd().isZero() ? run.runDuration() : load.statsCollectionEnd();
        long endMillis = end.toMillis();
        return run.intervals().stream()
                .filter(i -> i.elapsedMillis() > startMillis && i.elapsedMillis() <= endMillis)
                .toList();
    }

    /** {@code LOGON:08001 x 12, 57P01 x 3}, largest first. */
    private static String describe(Map<String, Long> errors) {
        return errors.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(3)
                .map(e -> e.getKey() + " x " + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
