package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacityConsole;
import io.dbbench.cli.capacity.CapacitySection;
import io.dbbench.cli.capacity.MissingStepFigures;
import io.dbbench.cli.capacity.StepCountersTable;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import java.io.PrintWriter;

/**
 * The end of a capacity search's report, once its files are written, in one JVM or over replicas alike: why the
 * search ended early and counts that do not add up each fail the exit with one line; else the summary and the steps'
 * counters table.
 */
final class CapacityReportEnd {
    private CapacityReportEnd() {}

    /**
     * @param exit     the exit the files' writing gave
     * @param problem  why the search ended on an exception at a step's end, not by a stop rule; null if it did not
     * @param mismatch why the steps' counts do not add up to the run's; null if they do
     * @param section  the search's section; null when it has no steps
     * @return the exit, made FAILED (or worse) by a problem or a mismatch
     */
    static int finish(
            int exit,
            String problem,
            String mismatch,
            CapacityOutcome outcome,
            CapacitySection section,
            MissingStepFigures missing,
            PrintWriter out,
            PrintWriter err) {
        // the run's files are kept either way; the exit says the search did not end as planned
        if (problem != null) {
            err.println("bench-cli: " + problem);
            exit = RunReport.worse(exit, ExitCodes.FAILED);
        }
        if (mismatch != null) {
            err.println("bench-cli: " + mismatch);
            exit = RunReport.worse(exit, ExitCodes.FAILED);
        } else if (section != null) {
            out.print(CapacityConsole.summary(outcome, section.usl(), section.uslError()));
            // checked with the section's run commits: the table's verdicts are results.json's
            out.print(StepCountersTable.render(
                    outcome.summary().steps(), missing, section.runDeclaredCommits(), section.runCompleted()));
        }
        out.flush();
        return exit;
    }
}
