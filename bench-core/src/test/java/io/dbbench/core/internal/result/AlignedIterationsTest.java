package io.dbbench.core.internal.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepFiguresFromIterations;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.stats.SampleRuns;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Two replicas' iterations of one step as one, on SampleRuns' iterations (a 10-transaction warm-up, then 10 s each). */
class AlignedIterationsTest {
    private static List<IterationResult> iterations(double... tps) {
        return SampleRuns.run(tps).details().iterations();
    }

    @Test
    void alignedIterationsAddTheirCountsHistogramsAndThroughput() {
        List<IterationResult> a = iterations(100, 200, 300);
        List<IterationResult> b = iterations(50, 60, 70);
        List<IterationResult> merged = AlignedIterations.merge(List.of(a, b));
        assertEquals(a.size(), merged.size());
        for (int k = 0; k < merged.size(); k++) {
            IterationResult m = merged.get(k);
            assertEquals(a.get(k).phase(), m.phase());
            assertEquals(a.get(k).completed() + b.get(k).completed(), m.completed());
            assertEquals(a.get(k).failed() + b.get(k).failed(), m.failed());
            assertEquals(
                    a.get(k).transactionsPerSecond() + b.get(k).transactionsPerSecond(),
                    m.transactionsPerSecond(),
                    1e-6);
            for (int t = 0; t < m.transactions().size(); t++)
                assertEquals(
                        a.get(k).transactions().get(t).latencyNanos().getTotalCount()
                                + b.get(k).transactions().get(t).latencyNanos().getTotalCount(),
                        m.transactions().get(t).latencyNanos().getTotalCount());
        }
        StepFigures step = StepFiguresFromIterations.of(LoadLevel.users(4), merged, 0.99, 0, Double.NaN);
        // the step's score is the replicas' summed, its counts theirs added (warm-up included)
        assertEquals(200 + 60, step.transactionsPerSecond().mean(), 1e-6);
        long each = a.stream().mapToLong(IterationResult::completed).sum()
                + b.stream().mapToLong(IterationResult::completed).sum();
        assertEquals(each, step.stepCompleted());
    }

    @Test
    void iterationsThatDoNotLineUpAreRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> AlignedIterations.merge(List.of(iterations(100, 200, 300), iterations(100, 200))));
        assertTrue(e.getMessage().contains("replica 1 has"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AlignedIterations.merge(List.of()));
    }
}
