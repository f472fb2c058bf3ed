package io.dbbench.cli.capacity.replicas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.cli.CompareRuns;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * The transactions of a search over replicas outside its merged steps: from each replica's own counts, plus its steps
 * the parent did not merge; a replica without counts has its run's total less its merged steps', and is named.
 */
class ReplicasOutsideTest {
    private static final String SECTION =
            """
            {
              "capacity" : {
                "outsideSteps" : {
                  "completed" : 80
                }
              }
            }""";

    private static final String GOLDEN =
            """
            {
              "capacity" : {
                "outsideSteps" : {
                  "completed" : 80,
                  "replicas" : [ {
                    "replica" : 0,
                    "completed" : 30,
                    "failed" : 3,
                    "sent" : true
                  }, {
                    "replica" : 1,
                    "completed" : 50,
                    "failed" : -2,
                    "sent" : false
                  } ]
                }
              }
            }""";

    /** Replica 0 (100 transactions) counted 30, 40, 20 in its steps and 10 outside; the parent merged two steps. */
    private static final ReplicaCounts COUNTS_0 = new ReplicaCounts(List.of(30L, 40L, 20L), List.of(0L, 0L, 2L), 10, 1);

    @Test
    void aReplicasStepsTheParentDidNotMergeAreOutsideWithWhatItCountedInNone() throws Exception {
        ReplicasOutside outside = outside();
        assertEquals(
                List.of(new ReplicasOutside.Replica(0, 30, 3, true), new ReplicasOutside.Replica(1, 50, -2, false)),
                outside.replicas());
        assertEquals(80, outside.completed());
        assertEquals(1, outside.failed());
    }

    @Test
    void aReplicaThatSentNoCountsIsNamed() {
        assertEquals("replica 1/3", outside().unsent(3));
        assertEquals(
                "",
                ReplicasOutside.of(inputs(), List.of(), Map.of(0, COUNTS_0, 1, COUNTS_0))
                        .unsent(3));
    }

    @Test
    void eachReplicasShareIsAddedToTheCountsOutsideTheSteps() throws Exception {
        assertEquals(GOLDEN, outside().addedTo(SECTION));
        String none = "{\"totalCompleted\":1}";
        assertEquals(none, outside().addedTo(none));
    }

    @Test
    void countsGoOverTheChannelAsTheyAre() throws Exception {
        assertEquals(
                COUNTS_0,
                ReplicaCounts.ofLine(new com.fasterxml.jackson.databind.ObjectMapper().readTree(COUNTS_0.toLine())));
        assertEquals(null, ReplicaCounts.ofLine(new com.fasterxml.jackson.databind.ObjectMapper().readTree("{}")));
    }

    /** Replica 1 (200 transactions, none failed) reported 60 and 90 of the merged steps, one failed in each. */
    private static ReplicasOutside outside() {
        List<List<StepExchange.Report>> merged =
                List.of(List.of(report(0, 30, 0), report(1, 60, 1)), List.of(report(0, 40, 0), report(1, 90, 1)));
        return ReplicasOutside.of(inputs(), merged, Map.of(0, COUNTS_0));
    }

    /** Replicas 0 and 1 with 100 and 200 transactions; replica 2 left no file. */
    private static List<ReplicaInput> inputs() {
        return List.of(
                ReplicaInput.of("r0", CompareRuns.run(1, 10)),
                ReplicaInput.of("r1", CompareRuns.run(1, 20)),
                new ReplicaInput("r2", null, "no file"));
    }

    private static StepExchange.Report report(int replica, int completed, int failed) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < completed; i++) h.recordValue(1_000_000L);
        return new StepExchange.Report(
                replica,
                List.of(new IterationResult(
                        Phase.MEASUREMENT,
                        0,
                        0,
                        Duration.ofSeconds(1),
                        List.of(new TransactionResult("T", "T", "sample.T", completed, failed, 0, h)))),
                Double.NaN);
    }
}
