package io.dbbench.cli.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.config.Topology;
import io.dbbench.core.engine.ProgressSnapshot;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Iteration lines with the time left, on a manual clock: nothing sleeps. */
class IterationProgressTest {
    private static final long S = 1_000_000_000L;
    /** 1 x 2 s warm-up, 3 x 2 s measured: 8 s a repeat. */
    private final MeasurementPlan plan = new MeasurementPlan(1, Duration.ofSeconds(2), 3, Duration.ofSeconds(2), 2);

    private final AtomicLong clock = new AtomicLong();
    private final StringWriter text = new StringWriter();

    private IterationProgress progress(int runs) {
        return new IterationProgress(new PrintWriter(text, true), plan, runs, clock::get);
    }

    private static ProgressSnapshot at(long elapsedSeconds, long remainingSeconds) {
        return new ProgressSnapshot(
                0, elapsedSeconds * S, remainingSeconds * S, 1, 1, 0, 0, 0, 0, 0, 0, true, List.of());
    }

    @Test
    void oneLinePerIterationWithTheTimeLeft() {
        IterationProgress p = progress(2);
        p.runStarting(null, 1, 0, 2);
        for (int s = 1; s <= 8; s++) p.onInterval(at(s, 8 - s));
        assertEquals(
                List.of(
                        "-- warm-up iteration 1 of 1, repeat 1 of 2: about 0:00:15 left",
                        "-- measured iteration 1 of 3, repeat 1 of 2: about 0:00:13 left",
                        "-- measured iteration 2 of 3, repeat 1 of 2: about 0:00:11 left",
                        "-- measured iteration 3 of 3, repeat 1 of 2: about 0:00:09 left"),
                text.toString().lines().toList(),
                "the repeat to come counted at the plan's 8 s before any has finished");
    }

    @Test
    void runsToComeAreCountedAtTheMeanLengthOfThoseDone() {
        IterationProgress p = progress(4);
        p.runStarting(new Topology(2, 1), 2, 0, 2);
        clock.set(10 * S); // the first run took 10 s with its logons, not the planned 8
        p.runStarting(new Topology(2, 1), 2, 1, 2);
        p.onInterval(at(1, 7));
        assertEquals(
                "-- warm-up iteration 1 of 1, repeat 2 of 2, run 2 of 4: about 0:00:27 left",
                text.toString().strip());
    }

    @Test
    void iterationBoundariesFollowThePlan() {
        IterationProgress p = progress(1);
        assertEquals(0, p.iterationAt(1 * S));
        assertEquals(0, p.iterationAt(2 * S), "the interval ending at 2 s is the warm-up's last");
        assertEquals(1, p.iterationAt(3 * S));
        assertEquals(3, p.iterationAt(8 * S));
        assertEquals(-1, p.iterationAt(9 * S), "past the plan: late intervals say nothing");
    }

    @Test
    void noEstimateForARunWithoutAnEnd() {
        IterationProgress p = progress(1);
        p.runStarting(null, 1, 0, 1);
        p.onInterval(at(1, -1));
        assertEquals("-- warm-up iteration 1 of 1", text.toString().strip());
    }
}
