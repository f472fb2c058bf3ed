package io.dbbench.core.internal.capacity.plan;

/**
 * The steps of a capacity search, with what the engine counted outside every step, do not add up to the
 * run's total: a transaction was lost or counted twice while users were added or retired. Never a user's mistake, always a bug, so unchecked; the
 * message names both sums and the difference.
 */
public final class StepCountMismatchException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    private final long difference;

    StepCountMismatchException(String what, long stepsSum, long outsideSteps, long runTotal) {
        super("the steps' " + what + " counts add up to " + stepsSum + ", plus " + outsideSteps
                + " outside every step, " + (stepsSum + outsideSteps) + ", but the run's total is " + runTotal + ": "
                + (runTotal > stepsSum + outsideSteps
                        ? (runTotal - stepsSum - outsideSteps) + " missing from the steps"
                        : (stepsSum + outsideSteps - runTotal) + " counted twice or more"));
        this.difference = runTotal - stepsSum - outsideSteps;
    }

    /** The run's total minus the steps' sum and the count outside them: positive when the steps lost transactions, negative when they double-counted. */
    public long difference() {
        return difference;
    }
}
