package io.dbbench.core.internal.capacity.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SloEvaluationTest {
    /** One step: mean 10 ms, p50 8, p90 44.24, p95 50.56, p99 63.2, p99.9 94.8 ms, 0.2 % failed. */
    private static final StepFigures STEP = StepBuilder.users(8, 100, 101, 99)
            .p99Millis(63.2)
            .failedFraction(0.002)
            .build();

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "New Order:p99<50ms      | BROKEN | p99 of New Order 63.2 ms ≥ 50 ms",
                "NO:p99<=50ms            | BROKEN | p99 of NO 63.2 ms > 50 ms",
                "new order:p99<100ms     | HELD   | p99 of new order 63.2 ms < 100 ms",
                "p99<0.1s                | HELD   | p99 of all transactions 0.0632 s < 0.1 s",
                "p50<=8ms                | HELD   | p50 of all transactions 8 ms ≤ 8 ms",
                "p50<8ms                 | BROKEN | p50 of all transactions 8 ms ≥ 8 ms",
                "mean<10001us            | HELD   | mean of all transactions 10000 us < 10001 us",
                "errors<0.1%             | BROKEN | errors of all transactions 0.2% ≥ 0.1%",
                "errors<1%               | HELD   | errors of all transactions 0.2% < 1%",
                "NO:errors<=0%           | BROKEN | errors of NO 0.2% > 0%",
                "Delivery:p99<50ms       | NO_DATA | p99 of Delivery not measured: no such transaction type ran",
            })
    void evaluatesEachSloWithItsSentence(String text, SloStatus status, String sentence)
            throws CapacityOptionException {
        SloOutcome outcome = SloEvaluation.of(List.of(SloParser.parse(text)), STEP)
                .outcomes()
                .get(0);
        assertEquals(status, outcome.status());
        assertEquals(sentence, outcome.sentence());
    }

    /** A measured value just over the limit gets the digits it needs never to read as equal to it. */
    @Test
    void aBreachNeverReadsAsTheLimitItself() throws CapacityOptionException {
        StepFigures justOver =
                StepBuilder.users(8, 100, 101, 99).p99Millis(50.004).build();
        SloOutcome outcome = SloEvaluation.of(List.of(SloParser.parse("p99<=50ms")), justOver)
                .outcomes()
                .get(0);
        assertEquals(SloStatus.BROKEN, outcome.status());
        assertEquals("p99 of all transactions 50.004 ms > 50 ms", outcome.sentence());
    }

    @Test
    void aStepWithoutCompletedTransactionsHasNoDataNotABreach() throws CapacityOptionException {
        StepFigures stalled = StepBuilder.users(8, 0, 0, 0).completed(0).build();
        SloEvaluation e = SloEvaluation.of(SloParser.parseAll(List.of("p99<50ms", "errors<1%")), stalled);
        assertEquals(
                List.of(
                        "p99 of all transactions not measured: none completed",
                        "errors of all transactions not measured: none completed or failed"),
                e.outcomes().stream().map(SloOutcome::sentence).toList());
        assertFalse(e.anyBroken());
        assertFalse(e.allHold());
    }

    @Test
    void allHoldAnyBrokenAndTheBrokenSentence() throws CapacityOptionException {
        SloEvaluation e = SloEvaluation.of(SloParser.parseAll(List.of("p99<50ms", "errors<1%", "p95<50ms")), STEP);
        assertTrue(e.anyBroken());
        assertFalse(e.allHold());
        assertEquals(
                "p99 of all transactions 63.2 ms ≥ 50 ms; p95 of all transactions 50.6 ms ≥ 50 ms", e.brokenSentence());
        SloEvaluation none = SloEvaluation.of(List.of(), STEP);
        assertTrue(none.allHold());
        assertFalse(none.anyBroken());
        assertEquals("", none.brokenSentence());
    }
}
