package io.dbbench.core.result;

import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.internal.stats.UserNames;
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
 *   <li><b>users never logged on</b>: fewer distinct users than the config's ever logged on during the run (a
 *       logon that completes after the stop is not counted), and logons failed ({@link #LOGON_ERROR_PREFIX} codes in the errors by code). Users a LogonDelay had not yet
 *       started when the run ended are not a failure: without a logon error the run is healthy.</li>
 *   <li><b>no progress</b>: at least {@link #NO_PROGRESS_SHARE} of the measured seconds (sampling intervals
 *       inside the statistics window, each weighed by its length: a sampler that woke late stamps an interval
 *       with the longer time it covered) were stalled: they completed no transaction and failed at least one,
 *       or the engine saw them stalled by a lost or hung database ({@link RunStalls}: failed logons and
 *       reconnects, users waiting for a connection, users still in the database after the stop grace).
 *       Without those a sparse run (few users, think times of seconds) legitimately completes nothing in
 *       many seconds; with them, the database is what stopped the load (it went away, hung, or every
 *       transaction fails).</li>
 *   <li><b>database unreachable to the end</b>: the database went away or hung and did not come back before the
 *       run's end ({@link RunStalls#unreachableFromMillis}), whatever share of the run that was.</li>
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
        List<String> failedParts = run.details().stalls().failedParts();
        if (!failedParts.isEmpty()) return Optional.of(String.join("; ", failedParts));
        Optional<String> logon = usersNotLoggedOn(run);
        if (logon.isPresent()) return logon;
        Optional<String> noProgress = noProgress(run);
        return noProgress.isPresent() ? noProgress : unreachableAtEnd(run);
    }

    /**
     * A database lost or hung for the rest of the run fails it whatever share of the run that is: the figures
     * stop where it went, and the run did not measure to its end (a fast stop 18 s into a 25 s run passed with
     * "4 failed (0.00%)").
     */
    private static Optional<String> unreachableAtEnd(RunResult run) {
        RunStalls stalls = run.details().stalls();
        if (!stalls.unreachableAtEnd()) return Optional.empty();
        String errors = run.errorsByCode().isEmpty() ? "" : " (" + describe(run.errorsByCode()) + ")";
        return Optional.of(String.format(
                Locale.ROOT,
                "database unreachable from %s to the end of the run at %s: no transaction completed after it%s",
                clock(stalls.unreachableFromMillis()),
                clock(run.runDuration().toMillis()),
                errors));
    }

    /** An offset from the run's start as the console's clock says it: {@code 00:18}, {@code 1:02:03}. */
    private static String clock(long millis) {
        long seconds = millis / 1000;
        if (seconds >= 3600)
            return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        return String.format(Locale.ROOT, "%02d:%02d", seconds / 60, seconds % 60);
    }

    /**
     * The users a run activated: its config's users unless they changed while it went on. The engine counts the
     * distinct users ever active; a result read back lacks that count, and its samples' active users (recorded only
     * when they changed) give the most active at an interval's end instead.
     */
    private static int usersThatShouldHaveLoggedOn(RunResult run) {
        int everActive = run.details().usersEverActive();
        if (everActive >= 0) return everActive;
        int sampled = run.intervals().stream()
                .mapToInt(IntervalSample::usersActive)
                .max()
                .orElse(IntervalSample.NOT_RECORDED);
        return sampled == IntervalSample.NOT_RECORDED ? run.config().load().users() : sampled;
    }

    private static Optional<String> usersNotLoggedOn(RunResult run) {
        Map<String, Long> logonErrors = run.errorsByCode().entrySet().stream()
                .filter(e -> e.getKey().startsWith(LOGON_ERROR_PREFIX))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        if (logonErrors.isEmpty() || run.intervals().isEmpty()) return Optional.empty();
        int users = usersThatShouldHaveLoggedOn(run);
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
        // two different counts, both said: the users who never got in, and the refused logon attempts, which
        // were retried (one user may be refused many times), so neither is read as the other
        long attempts = logonErrors.values().stream().mapToLong(Long::longValue).sum();
        return Optional.of(String.format(
                Locale.ROOT,
                "%d of %d users never logged on; %d logon attempt%s failed and %s retried (%s)",
                users - peak,
                users,
                attempts,
                attempts == 1 ? "" : "s",
                attempts == 1 ? "was" : "were",
                describe(logonErrors)));
    }

    private static Optional<String> noProgress(RunResult run) {
        RunStalls stalls = run.details().stalls();
        if (run.errorsByCode().isEmpty() && stalls.stalledIntervalEndsMillis().isEmpty()) return Optional.empty();
        List<IntervalSample> measured = measured(run);
        if (measured.isEmpty()) return Optional.empty();
        // only idle seconds with errors or a lost database: a sparse run's quiet seconds are no stall
        java.util.Set<IntervalSample> inWindow = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        inWindow.addAll(measured);
        long measuredMillis = 0;
        long idleMillis = 0;
        long previousEndMillis = 0;
        for (IntervalSample i : run.intervals()) {
            long lengthMillis = Math.max(0, i.elapsedMillis() - previousEndMillis);
            previousEndMillis = i.elapsedMillis();
            if (!inWindow.contains(i)) continue;
            measuredMillis += lengthMillis;
            if ((i.completed() == 0 && i.failed() > 0) || stalls.stalledAt(i.elapsedMillis()))
                idleMillis += lengthMillis;
        }
        if (idleMillis == 0 || idleMillis < NO_PROGRESS_SHARE * measuredMillis) return Optional.empty();
        long idle = Math.round(idleMillis / 1e3);
        long measuredSeconds = Math.round(measuredMillis / 1e3);
        // when it never came back, from when, inside the line's last parentheses: the summary says it whatever
        // else it says, and the line keeps its shape (what comes before its colon) for those who match it
        String since = stalls.unreachableAtEnd()
                ? "database unreachable from " + clock(stalls.unreachableFromMillis()) + " to the end"
                : "";
        if (!stalls.usersStillWaiting().isEmpty()) {
            String errors = run.errorsByCode().isEmpty() ? "" : " (" + describe(run.errorsByCode()) + ")";
            return Optional.of(String.format(
                    Locale.ROOT,
                    "no transaction completed in %d of %d measured seconds%s and %d user(s) were still waiting on "
                            + "the database after the stop grace (%s%s): the database stopped answering",
                    idle,
                    measuredSeconds,
                    errors,
                    stalls.usersStillWaiting().size(),
                    // a few named: thousands of stuck users would make a line of hundreds of kilobytes
                    UserNames.named(stalls.usersStillWaiting()),
                    since.isEmpty() ? "" : "; " + since));
        }
        String errors = run.errorsByCode().isEmpty() ? "" : describe(run.errorsByCode());
        String parenthesis = errors.isEmpty() && since.isEmpty()
                ? ""
                : " (" + errors + (errors.isEmpty() || since.isEmpty() ? "" : "; ") + since + ")";
        return Optional.of(String.format(
                Locale.ROOT,
                "no transaction completed in %d of %d measured seconds%s: the database stopped the load",
                idle,
                measuredSeconds,
                parenthesis));
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
