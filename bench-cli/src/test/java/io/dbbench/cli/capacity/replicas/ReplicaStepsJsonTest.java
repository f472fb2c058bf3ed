package io.dbbench.cli.capacity.replicas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * results.json's {@code capacity.steps[].replicas}, sealed: each step's replicas in order, their counts (warm-up
 * included) and mean measured TPS, added to the steps the section has and nothing else changed.
 */
class ReplicaStepsJsonTest {
    private static final String SECTION =
            """
            {
              "totalCompleted" : 1,
              "capacity" : {
                "steps" : [ {
                  "load" : 2
                }, {
                  "load" : 4
                } ]
              }
            }""";

    private static final String GOLDEN =
            """
            {
              "totalCompleted" : 1,
              "capacity" : {
                "steps" : [ {
                  "load" : 2,
                  "replicas" : [ {
                    "replica" : 0,
                    "completed" : 35,
                    "failed" : 1,
                    "transactionsPerSecond" : 15.0
                  }, {
                    "replica" : 1,
                    "completed" : 7,
                    "failed" : 1,
                    "transactionsPerSecond" : 3.0
                  } ]
                }, {
                  "load" : 4,
                  "replicas" : [ {
                    "replica" : 0,
                    "completed" : 70,
                    "failed" : 1,
                    "transactionsPerSecond" : 30.0
                  }, {
                    "replica" : 1,
                    "completed" : 14,
                    "failed" : 1,
                    "transactionsPerSecond" : 6.0
                  } ]
                } ]
              }
            }""";

    @Test
    void eachStepGainsItsReplicasFigures() throws Exception {
        List<List<StepExchange.Report>> reports = List.of(
                List.of(report(0, 5, 10, 20), report(1, 1, 2, 4)), List.of(report(0, 10, 20, 40), report(1, 2, 4, 8)));
        assertEquals(GOLDEN, ReplicaStepsJson.addedTo(SECTION, reports));
    }

    @Test
    void aResultsFileWithoutStepsIsLeftAsItIs() throws Exception {
        String none = "{\"totalCompleted\":1}";
        assertEquals(none, ReplicaStepsJson.addedTo(none, List.of(List.of(report(0, 1, 1, 1)))));
    }

    /** A replica's step: a warm-up of {@code warm} transactions (one failed), then two measured iterations of 1 s. */
    private static StepExchange.Report report(int replica, int warm, int first, int second) {
        return new StepExchange.Report(
                replica,
                List.of(
                        iteration(Phase.WARMUP, warm, 1),
                        iteration(Phase.MEASUREMENT, first, 0),
                        iteration(Phase.MEASUREMENT, second, 0)),
                Double.NaN);
    }

    private static IterationResult iteration(Phase phase, int completed, int failed) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < completed; i++) h.recordValue(1_000_000L);
        return new IterationResult(
                phase,
                0,
                0,
                Duration.ofSeconds(1),
                List.of(new TransactionResult("T", "T", "sample.T", completed, failed, 0, h)));
    }
}
