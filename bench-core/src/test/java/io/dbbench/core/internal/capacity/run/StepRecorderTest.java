package io.dbbench.core.internal.capacity.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.engine.ProgressSnapshot;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The step's busiest interval, which the commit check's slack is made of (StepCommitCheck): the most transactions one
 * interval completed, all types together, statements left out, warm-up included, an interval the sampler stretched
 * counted as the one interval it is.
 */
class StepRecorderTest {
    private static final long SECOND = 1_000_000_000L;
    /** One warm-up iteration of 2 s, then two measured ones of 2 s. */
    private static final MeasurementPlan PLAN =
            new MeasurementPlan(1, Duration.ofSeconds(2), 2, Duration.ofSeconds(2), 1);

    @Test
    void theBusiestIntervalIsTheMostTransactionsOfOneIntervalWithStatementsLeftOut() {
        StepRecorder step = new StepRecorder(PLAN);
        assertEquals(0, step.busiestIntervalCompleted(), "no interval yet");
        // warm-up: two types in one interval are summed; the statement rows, inside their transactions, are not
        assertFalse(step.add(interval(tx("A", 120), statement("A#s1", 900), tx("B", 130)), SECOND));
        assertFalse(step.add(interval(tx("A", 100)), SECOND));
        // measured: a short interval, then one the sampler drained late (1.4 s): one interval, not 1.4 seconds' worth
        assertFalse(step.add(interval(tx("A", 40)), 600_000_000L));
        assertFalse(step.add(interval(tx("A", 260), tx("B", 10), statement("B#s1", 5_000)), 1_400_000_000L));
        assertFalse(step.add(interval(tx("A", 200)), SECOND));
        assertTrue(step.add(interval(tx("A", 90), tx("B", 60)), SECOND));

        assertEquals(3, step.finished());
        assertEquals(270, step.busiestIntervalCompleted());
        assertEquals(120 + 130 + 100 + 40 + 260 + 10 + 200 + 90 + 60, step.completed());
    }

    @Test
    void aWarmUpIntervalBusierThanEveryMeasuredOneIsTheBusiest() {
        // the database's start reading is taken when the warm-up ends: a commit of its last second may be unpublished
        StepRecorder step = new StepRecorder(PLAN);
        step.add(interval(tx("A", 50)), SECOND);
        step.add(interval(tx("A", 480), statement("A#s1", 480)), SECOND);
        for (long done : new long[] {200, 210, 190, 205}) step.add(interval(tx("A", done)), SECOND);

        assertTrue(step.isDone());
        assertEquals(480, step.busiestIntervalCompleted());
    }

    @Test
    void failedTransactionsAreNotCompletedOnes() {
        StepRecorder step = new StepRecorder(PLAN);
        step.add(interval(new ProgressSnapshot.TransactionProgress("A", "A", 30, 400, 1e6, histogram(30))), SECOND);
        step.add(interval(tx("A", 70)), SECOND);

        assertEquals(70, step.busiestIntervalCompleted());
        assertEquals(400, step.failed());
    }

    private static ProgressSnapshot.TransactionProgress tx(String id, long completed) {
        return new ProgressSnapshot.TransactionProgress(id, id, completed, 0, 1e6, histogram(completed));
    }

    private static ProgressSnapshot.TransactionProgress statement(String id, long completed) {
        return new ProgressSnapshot.TransactionProgress(id, id, completed, 0, 1e6, histogram(completed), true);
    }

    private static Histogram histogram(long count) {
        Histogram h = new Histogram(3);
        if (count > 0) h.recordValueWithCount(1_000_000, count);
        return h;
    }

    private static ProgressSnapshot interval(ProgressSnapshot.TransactionProgress... transactions) {
        List<ProgressSnapshot.TransactionProgress> list = new ArrayList<>(List.of(transactions));
        long completed = list.stream()
                .filter(t -> !t.statement())
                .mapToLong(ProgressSnapshot.TransactionProgress::completed)
                .sum();
        return new ProgressSnapshot(0, 0, -1, 1, 1, 0, completed, 0, 0, 0, 0, true, list);
    }
}
