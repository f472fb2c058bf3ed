package io.dbbench.core.internal.capacity.run;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepDecision;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.internal.capacity.plan.StepRounds;
import io.dbbench.core.internal.capacity.plan.StopCause;
import io.dbbench.core.internal.engine.RatesSteering;
import io.dbbench.core.internal.engine.UsersSteering;
import io.dbbench.core.result.IterationResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Drives a capacity search within one engine run: closed loop, stepping the users ({@link UsersSteering}), or open
 * loop, stepping the schedule's rate ({@link RatesSteering}: the run's users stay, serving the arrivals). For a
 * closed loop, it drives it: the run starts with the first step's users and room
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
 *
 * <p>Rounds ({@code --repeats N}, {@link CapacityRounds}): round 1 is the search; the ladder it ran is climbed again
 * N − 1 times in the same run (the users or the rate set back to the first step's, whose warm-up takes the change), and
 * after the run each step is merged over its rounds ({@link StepRounds}) and every verdict taken again on that.
 */
public final class CapacityStepDriver implements UsersSteering, RatesSteering {
    private final CapacitySearch search;
    private final MeasurementPlan stepPlan;
    private final double meanThinkNanosPerTransaction;
    private final StepListener listener;
    /** This process's CPU time in nanoseconds, all threads, or negative when the JVM cannot tell. */
    private final LongSupplier processCpuNanos;

    private final int cores;

    /** Every step run so far, round after round, in run order: the server readings pair with it by index. */
    private final List<StepFigures> steps = new ArrayList<>();
    /** Each of {@link #steps}' ladder index: its step in round 1. */
    private final List<Integer> ladderIndexOf = new ArrayList<>();
    /** Each of {@link #steps}' iterations, warm-up included: what its rounds are merged from. */
    private final List<List<IterationResult>> iterationsOf = new ArrayList<>();
    /** The rounds the ladder is climbed in: the step plan's repeats ({@code --repeats}; 1 for the search alone). */
    private final CapacityRounds rounds;
    /** Why round 1 stopped, which fixed the ladder; null until it did. */
    private StopCause ladderStop;

    /** Who decides at each step's end: the search itself, unless {@link #judgeWith} named another. */
    private StepJudge judge;

    private IntConsumer setActiveUsers;
    /** Open loop: sets the schedule's rate; null for a closed loop. */
    private DoubleConsumer setRate;

    private Runnable endRun;
    private StepRecorder step;
    private LoadLevel load;
    private boolean searching = true;
    private long lastEndNanos;
    private long completedOutside;
    private long failedOutside;
    /**
     * Where the step's measured iterations started (its warm-up's end): the run's elapsed time and this process's CPU
     * time then; the CPU time is negative until then.
     */
    private long measuredFromElapsedNanos;

    private long measuredFromCpuNanos = -1;
    /** Why the search ended early, or null. */
    private String problem;
    /** The step the search ended in on an exception, not counted as done, or null. */
    private LoadLevel failedStep;
    /** The server's counters at the steps' boundaries, or null when the run reads none. */
    private StepServerReadings serverReadings;

    /**
     * @param search    the users or rates to step through and the SLOs
     * @param stepPlan  each step's warm-up and measured iterations, and its repeats: the rounds the ladder is climbed
     *                  in ({@code --repeats}; 1 for the search alone), round 1 the search, rounds 2..N every step of
     *                  the ladder it fixed again
     * @param meanThinkNanosPerTransaction Z of Little's law for every step (see {@link StepFigures}); NaN when unknown
     * @param listener  told each step as it ends
     */
    public CapacityStepDriver(
            CapacitySearch search,
            MeasurementPlan stepPlan,
            double meanThinkNanosPerTransaction,
            StepListener listener) {
        this(
                search,
                stepPlan,
                meanThinkNanosPerTransaction,
                listener,
                CapacityStepDriver::thisProcessCpuNanos,
                Runtime.getRuntime().availableProcessors());
    }

    /**
     * As above, with the client's CPU read from {@code processCpuNanos}.
     *
     * @param processCpuNanos the client's CPU time so far (this process's, every thread), negative when unknown:
     *                        each step's client CPU is its rise over the step, as a share of {@code cores}
     * @param cores           the client's cores
     */
    public CapacityStepDriver(
            CapacitySearch search,
            MeasurementPlan stepPlan,
            double meanThinkNanosPerTransaction,
            StepListener listener,
            LongSupplier processCpuNanos,
            int cores) {
        this.processCpuNanos = Objects.requireNonNull(processCpuNanos, "processCpuNanos");
        if (cores < 1) throw new IllegalArgumentException("cores must be at least 1, was " + cores);
        this.cores = cores;
        this.search = Objects.requireNonNull(search, "search");
        this.stepPlan = Objects.requireNonNull(stepPlan, "stepPlan");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.meanThinkNanosPerTransaction = meanThinkNanosPerTransaction;
        this.load = search.firstLoad();
        this.step = new StepRecorder(stepPlan);
        this.rounds = new CapacityRounds(stepPlan.repeats());
        this.judge = (stepsOfRound, iterations) -> search.decide(stepsOfRound);
    }

    /** Has {@code other} decide at each step's end (a replica's parent), before the run starts. */
    public synchronized void judgeWith(StepJudge other) {
        judge = Objects.requireNonNull(other, "other");
    }

    /**
     * Reads the database server's counters at each step's boundaries with {@code readings} (the run's own server
     * counters, on their thread), so each step gets the counters' growth over its measured iterations. Before the
     * run, and before the engine attaches the driver; without it the steps have no server figures.
     */
    public synchronized void readServerCounters(CounterReadings readings) {
        if (setActiveUsers != null || setRate != null)
            throw new IllegalStateException("the run has started: too late for readings");
        this.serverReadings = new StepServerReadings(Objects.requireNonNull(readings, "readings"));
    }

    /** The users the run starts with: the first step's. */
    public int firstUsers() {
        return search.firstLoad().users();
    }

    /** An open-loop search's first rate, the run's rate as it starts. */
    public double firstRatePerSecond() {
        if (search.plan().kind() != LoadKind.RATE) throw new IllegalStateException("a users search has no rate");
        return search.firstLoad().value();
    }

    /** The most users a step asks for; none for an open-loop search, which leaves the run's users as they are. */
    @Override
    public int maxUsers() {
        if (search.plan().kind() != LoadKind.USERS) return 0;
        return search.plan().levels().stream().mapToInt(LoadLevel::users).max().orElseThrow();
    }

    @Override
    public synchronized void attach(IntConsumer setActiveUsers, Runnable endRun) {
        if (search.plan().kind() != LoadKind.USERS)
            throw new IllegalArgumentException(
                    "a search over --rates steers the rate, not the users: it needs an open-loop run (a rate)");
        this.setActiveUsers = Objects.requireNonNull(setActiveUsers, "setActiveUsers");
        this.endRun = Objects.requireNonNull(endRun, "endRun");
    }

    /**
     * Without warm-up the first step is measured from the load's start: its client CPU and its server counters' start
     * reading are taken (the reading queued) as the engine's first interval starts, after its set-up and the users'
     * start, not when the engine attached the driver as it was built, before the environment was read and the
     * workload opened.
     */
    @Override
    public synchronized void loadStarts() {
        if (stepPlan.warmupIterations() != 0 || !steps.isEmpty() || step.finished() > 0) return;
        measuredFromCpuNanos = processCpuNanos.getAsLong();
        if (serverReadings != null) serverReadings.measuredFrom();
    }

    @Override
    public synchronized void attachRates(DoubleConsumer setRatePerSecond, Runnable endRun) {
        if (search.plan().kind() != LoadKind.RATE)
            throw new IllegalArgumentException(
                    "a search over --users steers the users: it cannot run open loop, whose rate sets the load");
        this.setRate = Objects.requireNonNull(setRatePerSecond, "setRatePerSecond");
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
        if (!step.add(snapshot, lengthNanos)) {
            if (step.finished() == stepPlan.warmupIterations() && measuredFromCpuNanos < 0) markMeasuredFrom(snapshot);
            if (step.finished() == stepPlan.warmupIterations() && serverReadings != null) serverReadings.measuredFrom();
            return;
        }
        int done = steps.size();
        try {
            endStep(snapshot);
        } catch (RuntimeException e) {
            // the engine would only pass it on as a notice and the run would go on at the step's users for ever:
            // the search ends here, and says why
            searching = false;
            problem = "the capacity search ended at " + load.label() + ": " + e;
            if (steps.size() == done) {
                // the step was not counted as done: its transactions are the run's, outside the steps
                failedStep = load;
                completedOutside += step.completed();
                failedOutside += step.failed();
            }
            if (endRun != null) endRun.run();
        }
    }

    /** The step just completed: its figures, the decision, then the next step's users or the run's end. */
    private void endStep(ProgressSnapshot snapshot) {
        if (setActiveUsers == null && setRate == null)
            throw new IllegalStateException("the engine never attached the driver");
        // queued first, as the start reading is, so that both lag their boundaries alike: the step's figures take
        // their time (the first step's hundreds of milliseconds, its classes loaded cold), which must not stretch its
        // window. Only queued: it is taken on the readings' thread while the next step's users start, so some of their
        // logons' and set-up statements' commits may still fall in this step (docs/capacity.md)
        var serverEnd = serverReadings == null ? null : serverReadings.readEnd();
        long cpuNow = processCpuNanos.getAsLong();
        StepFigures figures = StepFiguresFromIterations.of(
                load,
                step.iterations(),
                CapacitySearch.SATURATION_CONFIDENCE,
                meanThinkNanosPerTransaction,
                clientCpuPercent(cpuNow, snapshot.elapsedNanos()));
        figures = figures.withTraffic(step.measuredTraffic()).withBusiestSecond(step.busiestIntervalCompleted());
        int round = rounds.round();
        int position = rounds.position();
        // round 1 decides on its own steps; a later round's steps are judged within the round for its console line
        List<StepFigures> withThis = new ArrayList<>(stepsOfRound(round));
        withThis.add(figures);
        StepDecision decision = judge.decide(withThis, step.iterations());
        // rounds.next moves the rounds on (and fixes the ladder at round 1's stop) before the load is set; the load is
        // set before this step's own state (steps, recorder) moves on: if setting it throws, the step is not counted
        // as done and the search ends, so the rounds having moved on changes nothing measured
        LoadLevel next = rounds.next(load, decision);
        if (next != null) setLoad(next);
        if (round == 0 && decision.stop()) ladderStop = decision.primaryCause();
        StepDecision told = round == 0
                ? decision
                : new StepDecision(
                        decision.stepIndex(),
                        decision.load(),
                        decision.slos(),
                        decision.growth(),
                        next == null ? List.of(ladderStop) : List.of(),
                        next);
        measuredFromCpuNanos = -1;
        steps.add(figures);
        ladderIndexOf.add(position);
        iterationsOf.add(step.iterations());
        if (serverReadings != null) serverReadings.stepDone(serverEnd, stepPlan.warmupIterations() == 0);
        if (next == null) {
            searching = false;
        } else {
            load = next;
            step = new StepRecorder(stepPlan);
            if (stepPlan.warmupIterations() == 0) markMeasuredFrom(snapshot);
        }
        try {
            listener.stepDone(round, figures, told);
        } catch (RuntimeException e) {
            // a broken console line must not change what the search measures
        }
        if (next == null) endRun.run();
    }

    /** The steps of round {@code round} finished so far, in ladder order. */
    private List<StepFigures> stepsOfRound(int round) {
        int perRound = round == 0 ? 0 : rounds.ladder().size();
        int from = round * perRound;
        return steps.subList(Math.min(from, steps.size()), steps.size());
    }

    /** The next step's users, or its rate for an open-loop search. */
    private void setLoad(LoadLevel next) {
        if (next.kind() == LoadKind.RATE) setRate.accept(next.value());
        else setActiveUsers.accept(next.users());
    }

    /** Why the search ended before a stop rule said so (an exception at a step's end), if it did. */
    public synchronized Optional<String> problem() {
        return Optional.ofNullable(problem);
    }

    private void markMeasuredFrom(ProgressSnapshot snapshot) {
        measuredFromCpuNanos = processCpuNanos.getAsLong();
        measuredFromElapsedNanos = snapshot.elapsedNanos();
    }

    /**
     * The client's CPU busy over the measured iterations of the step that ends now, percent of all its cores; NaN
     * when unknown. Read on the sampler thread as each interval is handed over, a few milliseconds after its end.
     */
    private double clientCpuPercent(long cpuNow, long elapsedNow) {
        long wall = elapsedNow - measuredFromElapsedNanos;
        if (cpuNow < 0 || measuredFromCpuNanos < 0 || wall <= 0) return Double.NaN;
        return 100.0 * (cpuNow - measuredFromCpuNanos) / ((double) wall * cores);
    }

    /** This JVM's CPU time, every thread, or -1 where the JVM cannot tell. */
    private static long thisProcessCpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime()
                : -1;
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

    /** The steps finished so far, in order, as the listener was told them (their server counters come after the run). */
    public synchronized List<StepFigures> steps() {
        return List.copyOf(steps);
    }

    /**
     * After the run: why each finished step has no server counters, in the order of {@link #steps()}, null for a step
     * that has them; empty when the run reads none. A step's failed reading is its own: the other steps keep theirs.
     */
    public synchronized List<String> unreadServerCounters() {
        if (serverReadings == null) return List.of();
        List<String> unread = serverReadings.unread(steps.size());
        if (rounds.repeats() == 1) return Collections.unmodifiableList(unread);
        // with rounds, a step has its counters when every round of it has them: else the first round's reason
        List<String> byStep = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            int at = ladderIndexOf.get(i);
            if (at == byStep.size()) byStep.add(null);
            if (byStep.get(at) == null && unread.get(i) != null)
                byStep.set(at, "round " + (i / Math.max(1, rounds.ladder().size()) + 1) + ": " + unread.get(i));
        }
        return Collections.unmodifiableList(byStep);
    }

    /**
     * After the run: the search summed up, its counts checked against the run's.
     *
     * @throws io.dbbench.core.internal.capacity.plan.StepCountMismatchException when the steps and what fell
     *     outside them do not add up to the run's totals (a transaction lost or counted twice between steps)
     */
    public synchronized CapacityOutcome outcome(long runCompleted, long runFailed) {
        CapacityOutcome outcome = outcome();
        outcome.summary()
                .requireCountsAddUp(
                        runCompleted, runFailed, outcome.completedOutsideSteps(), outcome.failedOutsideSteps());
        return outcome;
    }

    /**
     * After the run: the search summed up, its counts not checked; {@link #outcome(long, long)} checks them. For a
     * report that must still be written when they do not add up, marked so.
     */
    public synchronized CapacityOutcome outcome() {
        boolean interrupted = searching
                && (step.completed() > 0
                        || step.failed() > 0
                        || !step.iterations().isEmpty());
        long completed = completedOutside + (searching ? step.completed() : 0);
        long failed = failedOutside + (searching ? step.failed() : 0);
        List<StepFigures> measured = serverReadings == null ? steps : serverReadings.addTo(steps, cores);
        LoadLevel cut = interrupted ? load : failedStep;
        if (rounds.repeats() == 1) return new CapacityOutcome(search.summarize(measured), cut, completed, failed);
        List<StepRounds> byStep = byStep(measured);
        List<StepFigures> merged = byStep.stream()
                .map(r -> r.merged(CapacitySearch.SATURATION_CONFIDENCE))
                .toList();
        // the ladder's stop is the search's when every round ran: an interrupted or failed one says so instead
        StopCause stop = rounds.done() && problem == null ? ladderStop : null;
        return new CapacityOutcome(
                search.summarizeRounds(merged, stop), cut, completed, failed, rounds.repeats(), byStep);
    }

    /** The step runs, with their server counters, gathered by ladder step, rounds in order. */
    private List<StepRounds> byStep(List<StepFigures> measured) {
        List<List<StepFigures>> figures = new ArrayList<>();
        List<List<List<IterationResult>>> iterations = new ArrayList<>();
        for (int i = 0; i < measured.size(); i++) {
            int at = ladderIndexOf.get(i);
            if (at == figures.size()) {
                figures.add(new ArrayList<>());
                iterations.add(new ArrayList<>());
            }
            figures.get(at).add(measured.get(i));
            iterations.get(at).add(iterationsOf.get(i));
        }
        List<StepRounds> out = new ArrayList<>();
        for (int k = 0; k < figures.size(); k++)
            out.add(new StepRounds(figures.get(k).get(0).load(), figures.get(k), iterations.get(k)));
        return out;
    }
}
