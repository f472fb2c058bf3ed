package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Outcome;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The nightly gate of a code benchmark: against the results.json of an earlier run it wrote. */
class BenchmarkGateTest {
    private static BenchmarkResult run(long sleepMillis, Path resultsDirectory) throws Exception {
        return Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .resultsDirectory(resultsDirectory)
                .seed(1)
                .users(1)
                .iterations(4, Duration.ofSeconds(1))
                .transaction("work", 1, ctx -> {
                    if (sleepMillis > 0) Thread.sleep(sleepMillis);
                    return Outcome.COMMITTED;
                })
                .build()
                .run();
    }

    @Test
    void passesAgainstItselfAndFailsWithTheTableWhenManyTimesSlower(@TempDir Path tmp) throws Exception {
        BenchmarkResult fast = run(0, tmp.resolve("fast"));
        Path baseline = tmp.resolve("fast/results.json");
        assertDoesNotThrow(() -> BenchmarkAssert.that(fast).noSlowerThan(baseline, 10));

        // no work against a 20 ms sleep, over 4 iterations each: on a loaded machine (load averages above
        // 10) 1 ms against 5 ms of sleep, over 2 iterations, was not always significant at 99%; the p50s
        // here differ by four orders of magnitude, and 3 degrees of freedom are enough for that
        BenchmarkResult slow = run(20, null);
        AssertionError e = assertThrows(
                AssertionError.class, () -> BenchmarkAssert.that(slow).noSlowerThan(baseline, 10));
        assertTrue(e.getMessage().startsWith("regression gate against " + baseline + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("significant regression(s) beyond 10.0%"), e.getMessage());
    }
}
