package io.dbbench.core.internal.capacity.plan;

import java.util.Locale;

/**
 * The database's commits over a step set against the commits our transactions declared: the check that no
 * transaction was lost or invented between steps. A transaction declares what it committed (its {@code DmlCounts}:
 * one for a Stress Test transaction, one or two for a client-side SOE one, none for one that only reads); the run's
 * declared commits over its completed transactions give the commits per transaction, and a step is expected to commit
 * that many times its completed transactions. Comparing the database's count with our transactions instead would
 * call a workload that commits twice a loss of half its commits.
 *
 * <p>The database's count is not ours to the transaction (a PostgreSQL backend publishes its counts at most once a
 * second, docs/capacity.md), so the two agree within the step's busiest second of commits, ×{@value #SLACK_SECONDS}
 * for the readings' own lag, plus {@value #EXTRA_AT_MOST} for the readings' and new users' own statements. With one
 * commit per transaction that is the busiest second of transactions, as before commits per transaction were counted.
 *
 * @param status   whether the database's count agrees, differs, or was not checked
 * @param expected the commits our transactions declared over the step (rounded); -1 when not checked
 * @param slack    how far the database's count may be from {@code expected}, whole commits (rounded up, so the
 *                 sentence's "within" and "beyond" read as the comparison is); NaN when not checked
 * @param sentence what was compared, or why nothing was
 */
public record StepCommitCheck(Status status, long expected, double slack, String sentence) {
    /** The readings' lag on top of the busiest second their unpublished commits may hide. */
    public static final double SLACK_SECONDS = 1.1;
    /** The readings' own statements and the next step's logons that may fall in a step. */
    public static final long EXTRA_AT_MOST = 50;

    /** What the check found. */
    public enum Status {
        AGREES,
        DIFFERS,
        /** No commits read, no transaction completed in the run, or the transactions declared no commits. */
        NOT_CHECKED
    }

    /**
     * @param dbCommits              the database's commit delta over the step; negative when not read
     * @param stepCompleted          our transactions completed over the step
     * @param busiestSecondCompleted the most transactions of the step's one-second intervals
     * @param runDeclaredCommits     the commits the run's transactions declared (results.json's {@code dml.commits})
     * @param runCompleted           the run's completed transactions
     */
    public static StepCommitCheck of(
            long dbCommits,
            long stepCompleted,
            long busiestSecondCompleted,
            long runDeclaredCommits,
            long runCompleted) {
        if (dbCommits < 0) return notChecked("the database's commits were not read");
        if (runCompleted <= 0) return notChecked("no transaction completed");
        if (runDeclaredCommits <= 0)
            return notChecked("the transactions declared no commits (they only read, or commit where the client"
                    + " cannot count it): the database's count has nothing of ours to be set against");
        double perTransaction = commitsPerTransaction(runDeclaredCommits, runCompleted);
        long expected = Math.round(stepCompleted * perTransaction);
        // rounded up: a difference is whole commits, and the slack printed must be the one compared with; less a
        // millionth, so that 8000 × 1.1, a hair above 8800 in binary, is 8800
        double slack = Math.ceil(busiestSecondCompleted * perTransaction * SLACK_SECONDS + EXTRA_AT_MOST - 1e-6);
        long off = dbCommits - expected;
        boolean agrees = Math.abs(off) <= slack;
        String sentence = "the database committed " + dbCommits + ", our " + stepCompleted + " transactions declared "
                + expected + " (" + perTransaction(perTransaction) + " each), " + signed(off)
                + (agrees ? ", within " : ", beyond ") + (long) slack;
        return new StepCommitCheck(agrees ? Status.AGREES : Status.DIFFERS, expected, slack, sentence);
    }

    /**
     * The check of one step's figures: the database's commits over its measured iterations (its server counters)
     * against the commits its measured transactions declared, within its busiest second.
     *
     * @param runDeclaredCommits the commits the run's transactions declared; negative when not known
     * @param runCompleted       the run's completed transactions
     */
    public static StepCommitCheck of(StepFigures step, long runDeclaredCommits, long runCompleted) {
        StepServerFigures server = step.server();
        if (server == null) return notChecked("the database's counters were not read for this step");
        if (step.busiestSecondCompleted() < 0) return notChecked("the step's busiest second is not known");
        if (runDeclaredCommits < 0) return notChecked("the run's declared commits are not known");
        return of(
                server.commits(),
                server.transactions(),
                step.busiestSecondCompleted(),
                runDeclaredCommits,
                runCompleted);
    }

    /**
     * The figures of a check that was made, short, for a console line: {@code db 10650, declared 21300 (1 each),
     * -10650, beyond 922}; the sentence when it was not made.
     */
    public String brief(long dbCommits, long runDeclaredCommits, long runCompleted) {
        if (status == Status.NOT_CHECKED) return sentence;
        return "db " + dbCommits + ", declared " + expected + " ("
                + perTransaction(commitsPerTransaction(runDeclaredCommits, runCompleted)) + " each), "
                + signed(dbCommits - expected) + (status == Status.AGREES ? ", within " : ", beyond ") + (long) slack;
    }

    /** The commits each transaction declared on average over the run; NaN when none completed. */
    public static double commitsPerTransaction(long runDeclaredCommits, long runCompleted) {
        return runCompleted <= 0 ? Double.NaN : (double) runDeclaredCommits / runCompleted;
    }

    private static String perTransaction(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String signed(long value) {
        return (value >= 0 ? "+" : "") + value;
    }

    private static StepCommitCheck notChecked(String why) {
        return new StepCommitCheck(Status.NOT_CHECKED, -1, Double.NaN, "not checked: " + why);
    }
}
