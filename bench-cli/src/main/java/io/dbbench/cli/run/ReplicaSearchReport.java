package io.dbbench.cli.run;

import io.dbbench.cli.capacity.CapacitySearchFiles;
import io.dbbench.cli.capacity.CapacitySearchSetup;
import io.dbbench.cli.capacity.CapacitySection;
import io.dbbench.cli.capacity.MissingStepFigures;
import io.dbbench.cli.capacity.replicas.ReplicaCounts;
import io.dbbench.cli.capacity.replicas.ReplicaStepSearch;
import io.dbbench.cli.capacity.replicas.ReplicaStepsJson;
import io.dbbench.cli.capacity.replicas.ReplicasOutside;
import io.dbbench.cli.capacity.replicas.StepExchange;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.results.RunReport;
import io.dbbench.core.internal.capacity.plan.StepCountMismatchException;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.replica.InterruptedReplicas;
import io.dbbench.core.internal.replica.MergeRefusedException;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.internal.replica.ReplicaMerger;
import io.dbbench.core.internal.replica.ReplicaTable;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;

/**
 * The report of a capacity search over replicas, once they have all ended: their runs merged as {@code --replicas N}
 * merges them, the search's section made from the merged steps, with each step's replicas' figures, and its counts
 * checked: each replica's transactions outside the merged steps are those it counted in none of its own steps (its counts
 * checked against its run) and those of its steps not merged ({@link ReplicasOutside}), and the merged steps with them
 * must add up to the merged run's total.
 */
record ReplicaSearchReport(
        CharbenchOptions charbench,
        CapacitySearchSetup setup,
        boolean plots,
        PreparedRun run,
        ReplicaStepSearch search,
        Map<Integer, ReplicaCounts> counts,
        int replicas) {
    /** Why the merged steps have no server counters: the replicas read them, each over its whole run. */
    static final String SERVER_PER_REPLICA =
            "not read per step with --replicas: each replica's run has the server's counters over its whole run";

    /** Why the merged steps have no traffic figures: a replica's step report carries its iterations only. */
    static final String TRAFFIC_PER_REPLICA =
            "not counted per step with --replicas: each replica's run has its traffic over its whole run";

    /**
     * @param userStopped whether the user stopped the search (Ctrl-C, SIGTERM): the replicas, each cut short, are then
     *                    merged as a run interrupted by the user, with the steps merged before the stop
     */
    int finish(List<ReplicaInput> inputs, boolean userStopped, PrintWriter out, PrintWriter err) throws CliException {
        String problem = search.problem();
        RunResult merged;
        try {
            // a search a replica broke keeps what the others measured
            merged = ReplicaMerger.merge(inputs, problem != null, InterruptedReplicas.whenUserStopped(userStopped));
        } catch (MergeRefusedException e) {
            // the replica that broke the search is the news; the refused merge is what it left
            throw new CliException(
                    userStopped ? ExitCodes.INTERRUPTED : ExitCodes.FAILED,
                    problem == null ? e.getMessage() : problem + " (" + e.getMessage() + ")",
                    e);
        }
        out.println("== " + merged.details().merge().replicas().size() + " replicas, merged ==");
        out.print(ReplicaTable.render(merged.details().merge()));
        List<StepFigures> steps = search.steps();
        List<List<StepExchange.Report>> reports = search.reports();
        RunReport report = new RunReport(charbench, !charbench.noHtml, false, out);
        CapacitySection section = null;
        CapacityOutcome outcome = null;
        MissingStepFigures missing = MissingStepFigures.NONE;
        String mismatch = null;
        if (!steps.isEmpty()) {
            ReplicasOutside outside = ReplicasOutside.of(inputs, reports, counts);
            String unsent = outside.unsent(replicas);
            if (!unsent.isEmpty())
                out.println(unsent + " sent no counts (ended before): its transactions outside the steps are its"
                        + " run's less its merged steps', not checked");
            outcome = new CapacityOutcome(
                    setup.search().summarize(steps), search.failedStep(), outside.completed(), outside.failed());
            missing = new MissingStepFigures(SERVER_PER_REPLICA, TRAFFIC_PER_REPLICA);
            try {
                // the replicas' own counts against the merged steps' and run's: a transaction lost or counted twice
                // in the merge does not add up
                outcome.summary()
                        .requireCountsAddUp(
                                merged.totalCompleted(),
                                merged.totalFailed(),
                                outcome.completedOutsideSteps(),
                                outcome.failedOutsideSteps());
            } catch (StepCountMismatchException | IllegalArgumentException e) {
                mismatch = e.getMessage();
            }
            section = CapacitySection.of(outcome, setup, merged.dmlTotals().commits(), merged.totalCompleted());
            if (mismatch != null) section = section.withCountsMismatch(mismatch);
            section = section.withMissing(missing);
            CapacitySection written = section;
            ReplicasOutside byReplica = outside;
            report.addingToJson(json -> byReplica.addedTo(ReplicaStepsJson.addedTo(written.addedTo(json), reports)))
                    .writingBesideJson(CapacitySearchFiles.of(section, plots));
        }
        int exit = report.finish(
                List.of(merged), run.options(), ZoneId.systemDefault(), run.resultsXml(), run.resultsJson(), out, err);
        exit = CapacityReportEnd.finish(exit, problem, mismatch, outcome, section, missing, out, err);
        return merged.details().merge().excluded().isEmpty() ? exit : RunReport.worse(exit, ExitCodes.FAILED);
    }
}
