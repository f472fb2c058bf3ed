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
                .iterations(2, Duration.ofSeconds(1))
                .transaction("work", 1, ctx -> {
                    Thread.sleep(sleepMillis);
                    return Outcome.COMMITTED;
                })
                .build()
                .run();
    }

    @Test
    void passesAgainstItselfAndFailsWithTheTableWhenManyTimesSlower(@TempDir Path tmp) throws Exception {
        BenchmarkResult fast = run(1, tmp.resolve("fast"));
        Path baseline = tmp.resolve("fast/results.json");
        assertDoesNotThrow(() -> BenchmarkAssert.that(fast).noSlowerThan(baseline, 10));

        // 1 ms against 25 ms of sleep: on a loaded machine a 1 ms sleep can take several, so a fivefold
        // gap could shrink to none (seen at load averages above 14); this one cannot
        BenchmarkResult slow = run(25, null);
        AssertionError e = assertThrows(
                AssertionError.class, () -> BenchmarkAssert.that(slow).noSlowerThan(baseline, 10));
        assertTrue(e.getMessage().startsWith("regression gate against " + baseline + ": "), e.getMessage());
        assertTrue(e.getMessage().contains("significant regression(s) beyond 10.0%"), e.getMessage());
    }
}
