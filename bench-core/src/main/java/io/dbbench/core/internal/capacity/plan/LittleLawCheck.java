package io.dbbench.core.internal.capacity.plan;

import io.dbbench.core.internal.stats.StatsFormat;
import java.util.Objects;

/**
 * Little's law checked on one closed-loop step: the interactive response-time law {@code N = X × (R +
 * Z)} — N users, X transactions per second, R mean response time, Z mean sleep per transaction — which holds for
 * any stable closed system measured over a window (J. D. C. Little, "A Proof for the Queuing Formula: L
 * = λW", Operations Research 9(3), 1961; in this form P. J. Denning and J. P. Buzen, "The Operational
 * Analysis of Queueing Network Models", ACM Computing Surveys 10(3), 1978).
 *
 * <p>The implied users {@code X × (R + Z)} count the users that were inside a transaction or thinking.
 * A user's time outside both (the client picking and recording between transactions) is microseconds
 * on a healthy client, and the iterations' edges move the figures by about R over the iteration's
 * length. So a healthy step implies within a few percent of its users; implying fewer than {@link
 * #LOWER_TOLERANCE} (80 %) of them means a fifth of the users' time went nowhere measured: a client out
 * of CPU or threads (client-bound) or users blocked outside a timed transaction (stalled). More than
 * {@link #UPPER_TOLERANCE} (120 %) means the figures contradict themselves: double-counted transactions
 * or a think time longer than the users slept.
 *
 * <p>Z is {@link StepFigures#meanThinkNanosPerTransaction()}: the users' measured sleep per transaction
 * ended, all of it that is not inside R. The engine subtracts the think time a transaction sleeps
 * inside itself (MinDelay/MaxDelay) from its response time, so by default Z is that sleep plus the
 * sleep between transactions (InterMinDelay/InterMaxDelay); configured means would miss the inside
 * part and whatever the sleeps really took.
 *
 * <p>X counts failed transactions too (a failed transaction is a turn of the user's loop as well),
 * scaled from the completed TPS by the measured completed and failed counts; R is the completed ones'
 * mean, the only response time recorded (the engine does not time failures). So X and R describe
 * different transactions once failures matter: a step whose failed share exceeds {@link
 * #MAX_FAILED_SHARE} (1 %) is not checked, since its failures, timed out late or refused at once,
 * could push the implied users either way past the tolerance.
 *
 * @param status       consistent, below, above, or not checked
 * @param impliedUsers {@code X × (R + Z)}; for an open-loop step {@code X × R}, the mean transactions in
 *                     flight; NaN when not computable
 * @param users        the step's users; NaN for an open-loop step
 * @param sentence     for the report
 */
public record LittleLawCheck(LittleLawStatus status, double impliedUsers, double users, String sentence) {
    /** Below this share of its users a step is flagged as client-bound or stalled. */
    public static final double LOWER_TOLERANCE = 0.8;

    /** Above this share of its users a step is flagged as inconsistent. */
    public static final double UPPER_TOLERANCE = 1.2;

    /**
     * Above this failed share of the ended transactions a step is not checked: 1 %. Below it, even
     * failures that each took ten times a completed transaction's time move the implied users by under
     * 10 %, half the tolerance; above it the unknown time of the failures could flag a healthy step or
     * pass a broken one.
     */
    public static final double MAX_FAILED_SHARE = 0.01;

    public LittleLawCheck {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(sentence, "sentence");
    }

    /** Whether the step is flagged (below or above the tolerance). */
    public boolean flagged() {
        return status == LittleLawStatus.BELOW || status == LittleLawStatus.ABOVE;
    }

    /** Implied over actual users; NaN when not checked. */
    public double ratio() {
        return impliedUsers / users;
    }

    /** Checks one step; a step without measured iterations (interrupted) is not checked. */
    public static LittleLawCheck of(StepFigures step) {
        if (step.transactionsPerSecond().n() == 0) {
            // interrupted before its first measured iteration: no window to apply the law over
            return notChecked("Little's law not checked: no measured iteration");
        }
        TransactionFigures all = step.all();
        double completedPerSecond = step.transactionsPerSecond().mean();
        if (all.completed() == 0) {
            if (step.load().kind() == LoadKind.USERS && all.failed() == 0) {
                return new LittleLawCheck(
                        LittleLawStatus.BELOW,
                        0,
                        step.load().users(),
                        "Little's law: nothing completed or failed with "
                                + step.load().label() + ": stalled");
            }
            return notChecked("Little's law not checked: no transaction completed, " + all.failed() + " failed");
        }
        if (all.errorFraction() > MAX_FAILED_SHARE) {
            return notChecked("Little's law not checked: " + StatsFormat.number(all.errorFraction() * 100, 1)
                    + "% failed, above " + percent(MAX_FAILED_SHARE)
                    + ", and failed transactions have no response time");
        }
        double endedPerSecond = completedPerSecond * (all.completed() + all.failed()) / all.completed();
        double responseSeconds = all.meanNanos() / 1e9;
        if (step.load().kind() == LoadKind.RATE) {
            double inFlight = endedPerSecond * responseSeconds;
            return new LittleLawCheck(
                    LittleLawStatus.NOT_CHECKED,
                    inFlight,
                    Double.NaN,
                    "Little's law: " + number(endedPerSecond) + "/s × " + millis(all.meanNanos()) + " = "
                            + number(inFlight) + " transactions in flight on average (open loop: no users to check)");
        }
        if (Double.isNaN(step.meanThinkNanosPerTransaction())) {
            return notChecked("Little's law not checked: think time unknown");
        }
        double users = step.load().users();
        double implied = endedPerSecond * (responseSeconds + step.meanThinkNanosPerTransaction() / 1e9);
        double ratio = implied / users;
        LittleLawStatus status = ratio < LOWER_TOLERANCE
                ? LittleLawStatus.BELOW
                : ratio > UPPER_TOLERANCE ? LittleLawStatus.ABOVE : LittleLawStatus.CONSISTENT;
        String sentence = "Little's law: " + number(endedPerSecond) + "/s × (" + millis(all.meanNanos()) + " + "
                + millis(step.meanThinkNanosPerTransaction()) + ") = " + number(implied) + " busy users of "
                + (int) users + " ("
                + StatsFormat.number(ratio * 100, 0) + "%)" + meaning(status, step.clientCpuPercent());
        return new LittleLawCheck(status, implied, users, sentence);
    }

    private static String meaning(LittleLawStatus status, double clientCpuPercent) {
        String cpu =
                Double.isNaN(clientCpuPercent) ? "" : ", client CPU " + StatsFormat.number(clientCpuPercent, 0) + "%";
        return switch (status) {
            case BELOW -> ": below " + percent(LOWER_TOLERANCE) + ", client-bound or stalled" + cpu;
            case ABOVE -> ": above " + percent(UPPER_TOLERANCE) + ", counts or times inconsistent";
            default -> "";
        };
    }

    private static LittleLawCheck notChecked(String sentence) {
        return new LittleLawCheck(LittleLawStatus.NOT_CHECKED, Double.NaN, Double.NaN, sentence);
    }

    private static String number(double v) {
        return StatsFormat.number(v, v < 10 ? 2 : 1);
    }

    private static String millis(double nanos) {
        return StatsFormat.number(nanos / 1e6, 2) + " ms";
    }

    private static String percent(double fraction) {
        return StatsFormat.percentLabel(fraction);
    }
}
