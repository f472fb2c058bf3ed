package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.internal.engine.UsersSteering;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntConsumer;

/**
 * Drives a closed-loop capacity search within one engine run: the run starts with the first step's users and room
 * for the plan's largest; each step is the measurement plan's warm-up and measured iterations at its users; when a
 * step's last iteration is complete, its iterations become {@link StepFigures}, {@link CapacitySearch#decide} says
 * go on or stop, and the driver sets the next step's users or ends the run.
 *
 * <p>Threads: the engine calls it on its sampler thread only, so every decision is taken there, between two
 * intervals, never in a session; a change of users takes effect from the next interval on. {@link #outcome} is read
 * after the run by another thread: every method is synchronized for that hand-over.
 *
 * <p>Counting: every interval the run drains reaches the driver (timed ones in {@link #onInterval}, the stragglers
 * after a stop in {@link #onLateTransactions}); what falls in no finished step (after the search stopped, or in a step
 * the run ended in) is counted as outside the steps, so that {@code CapacitySummary#requireCountsAddUp} can prove
 * the split against the run's totals, which needs the run's statistics window to be the whole run.
 */
public final class CapacityStepDriver implements UsersSteering {
    private final CapacitySearch search;
    private final MeasurementPlan stepPlan;
    private final double meanThinkNanosPerTransaction;
    private final StepListener listener;

    private final List<StepFigures> steps = new ArrayList<>();
    private IntConsumer setActiveUsers;
    private Runnable endRun;
    private StepRecorder step;
    private LoadLevel load;
    private boolean searching = true;
    private long lastEndNanos;
    private long completedOutside;
    private long failedOutside;

    /**
     * @param search    the users to step through and the SLOs (a closed loop: users, not rates)
     * @param stepPlan  each step's warm-up and measured iterations (its repeats are not used)
     * @param meanThinkNanosPerTransaction Z of Little's law for every step (see {@link StepFigures}); NaN when unknown
     * @param listener  told each step as it ends
     */
    public CapacityStepDriver(
            CapacitySearch search,
            MeasurementPlan stepPlan,
            double meanThinkNanosPerTransaction,
            StepListener listener) {
        this.search = Objects.requireNonNull(search, "search");
        this.stepPlan = Objects.requireNonNull(stepPlan, "stepPlan");
        this.listener = Objects.requireNonNull(listener, "listener");
        if (search.plan().kind() != LoadKind.USERS)
            throw new IllegalArgumentException(
                    "the step driver changes users: an open-loop search cannot run live yet");
        this.meanThinkNanosPerTransaction = meanThinkNanosPerTransaction;
        this.load = search.firstLoad();
        this.step = new StepRecorder(stepPlan);
    }

    /** The users the run starts with: the first step's. */
    public int firstUsers() {
        return search.firstLoad().users();
    }

    @Override
    public int maxUsers() {
        return search.plan().levels().stream().mapToInt(LoadLevel::users).max().orElseThrow();
    }

    @Override
    public synchronized void attach(IntConsumer setActiveUsers, Runnable endRun) {
        this.setActiveUsers = Objects.requireNonNull(setActiveUsers, "setActiveUsers");
        this.endRun = Objects.requireNonNull(endRun, "endRun");
    }

    @Override
    public boolean wantsHistograms() {
        return true;
    }

    @Override
    public synchronized void onInterval(ProgressSnapshot snapshot) {
        long lengthNanos = snapshot.elapsedNanos() - lastEndNanos;
        lastEndNanos = snapshot.elapsedNanos();
        if (!searching) {
            countOutside(snapshot);
            return;
        }
        if (!step.add(snapshot, lengthNanos)) return;
        StepFigures figures = StepFiguresFromIterations.of(
                load,
                step.iterations(),
                CapacitySearch.SATURATION_CONFIDENCE,
                meanThinkNanosPerTransaction,
                Double.NaN);
        steps.add(figures);
        StepDecision decision = search.decide(steps);
        if (decision.stop()) {
            searching = false;
        } else {
            load = decision.next();
            step = new StepRecorder(stepPlan);
        }
        try {
            listener.stepDone(figures, decision);
        } catch (RuntimeException e) {
            // a broken console line must not change what the search measures
        }
        if (setActiveUsers == null) throw new IllegalStateException("the engine never attached the driver");
        if (decision.stop()) endRun.run();
        else setActiveUsers.accept(load.users());
    }

    @Override
    public synchronized void onLateTransactions(ProgressSnapshot snapshot) {
        countOutside(snapshot);
    }

    private void countOutside(ProgressSnapshot snapshot) {
        for (ProgressSnapshot.TransactionProgress t : snapshot.transactions()) {
            if (t.statement()) continue;
            completedOutside += t.completed();
            failedOutside += t.failed();
        }
    }

    /** The steps finished so far, in order. */
    public synchronized List<StepFigures> steps() {
        return List.copyOf(steps);
    }

    /**
     * After the run: the search summed up, its counts checked against the run's.
     *
     * @throws io.dbbench.core.internal.capacity.plan.StepCountMismatchException when the steps and what fell
     *     outside them do not add up to the run's totals (a transaction lost or counted twice between steps)
     */
    public synchronized CapacityOutcome outcome(long runCompleted, long runFailed) {
        boolean interrupted = searching
                && (step.completed() > 0
                        || step.failed() > 0
                        || !step.iterations().isEmpty());
        long completed = completedOutside + (searching ? step.completed() : 0);
        long failed = failedOutside + (searching ? step.failed() : 0);
        var summary = search.summarize(steps);
        summary.requireCountsAddUp(runCompleted, runFailed, completed, failed);
        return new CapacityOutcome(summary, interrupted ? load : null, completed, failed);
    }
}
