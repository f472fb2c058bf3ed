package io.dbbench.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.infra.ThreadParams;

/** Drives the benchmark methods by hand, without JMH: each must do (and record) what it claims. */
class EngineOverheadBenchmarkTest {
    private final EngineOverheadBenchmark benchmark = new EngineOverheadBenchmark();
    private final EngineOverheadBenchmark.Run run = new EngineOverheadBenchmark.Run();
    private final EngineOverheadBenchmark.User user = new EngineOverheadBenchmark.User();
    private final EngineOverheadBenchmark.Mix mix = new EngineOverheadBenchmark.Mix();

    EngineOverheadBenchmarkTest() {
        run.open();
        user.logOn(run);
        mix.draw(new ThreadParams(0, 1, 0, 1, 0, 1, 0, 1, 0, 1));
    }

    @Test
    void stepAndExecuteRecordOneTransactionEach() throws Exception {
        benchmark.step(user);
        benchmark.stepTwoThreads(user);
        benchmark.executeAndRecord(user, mix);
        benchmark.executeAndRecordTwoThreads(user, mix);

        assertEquals(4, run.probe.drain().completed());
    }

    @Test
    void theIterationCheckRefusesAnIterationThatRecordedNothing() {
        assertThrows(IllegalStateException.class, run::drain);
    }

    @Test
    void theIterationCheckPassesAfterRecordedTransactions() throws Exception {
        benchmark.step(user);
        run.drain();
        assertEquals(0, run.probe.drain().completed(), "the check drained the iteration");
    }

    @Test
    void theBaselineCallsATransactionAndRecordsNothing() throws Exception {
        assertNotNull(benchmark.callOnly(mix));
        assertNotNull(benchmark.callOnlyTwoThreads(mix));
        assertEquals(0, run.probe.drain().completed());
    }
}
