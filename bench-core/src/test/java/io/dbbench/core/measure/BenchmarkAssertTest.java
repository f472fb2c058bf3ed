package io.dbbench.core.measure;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Outcome;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A failed check says what was exceeded first, then shows every transaction's figures. */
class BenchmarkAssertTest {
    private static BenchmarkResult result;

    @BeforeAll
    static void runOnce() throws Exception {
        result = Benchmark.builder()
                .connectionMode(ConnectionMode.APPLICATION)
                .resultsDirectory(null)
                .users(1)
                .maxTransactions(20)
                .transaction("sleep 5 ms", 1, ctx -> {
                    Thread.sleep(5);
                    return Outcome.COMMITTED;
                })
                .transaction("fails", 1, ctx -> {
                    throw new SQLException("nope", "42P01");
                })
                .build()
                .run();
    }

    @Test
    void percentileOverItsLimitNamesTheFigureAndShowsTheTable() {
        AssertionError e = assertThrows(AssertionError.class, () -> BenchmarkAssert.that(result)
                .percentileAtMost("sleep 5 ms", 99, Duration.ofMillis(1)));
        String[] lines = e.getMessage().split("\\R");
        assertTrue(lines[0].matches("p99 of 'sleep 5 ms' \\d+\\.\\d{3} ms > 1\\.000 ms limit"), lines[0]);
        assertEquals("", lines[1]);
        assertTrue(lines[2].startsWith("TPS "), lines[2]);
        assertTrue(e.getMessage().contains("{42P01="), e.getMessage());
        assertTrue(
                lines[3].matches(
                        "transaction\\s+count\\s+failed\\s+rolled back\\s+mean ms\\s+p50 ms\\s+p90 ms\\s+p99 ms\\s+max ms"),
                lines[3]);
        assertTrue(lines[4].startsWith("sleep 5 ms"), lines[4]);
        assertTrue(lines[5].startsWith("fails"), lines[5]);
    }

    @Test
    void eachCheckPassesWithinItsLimitAndFailsBeyondIt() {
        assertDoesNotThrow(() -> BenchmarkAssert.that(result)
                .percentileAtMost("sleep 5 ms", 50, Duration.ofSeconds(10))
                .meanAtMost("sleep 5 ms", Duration.ofSeconds(10))
                .countAtLeast("sleep 5 ms", 1)
                .tpsAtLeast(0.1));
        assertTrue(assertThrows(
                        AssertionError.class, () -> BenchmarkAssert.that(result).hasNoFailures())
                .getMessage()
                .startsWith(result.failures() + " transaction(s) failed"));
        assertTrue(assertThrows(AssertionError.class, () -> BenchmarkAssert.that(result)
                        .meanAtMost("sleep 5 ms", Duration.ofMillis(1)))
                .getMessage()
                .startsWith("mean of 'sleep 5 ms' "));
        assertTrue(assertThrows(
                        AssertionError.class, () -> BenchmarkAssert.that(result).countAtLeast("fails", 1))
                .getMessage()
                .startsWith("'fails' completed 0 time(s) < 1 minimum"));
        assertTrue(assertThrows(
                        AssertionError.class, () -> BenchmarkAssert.that(result).tpsAtLeast(1e9))
                .getMessage()
                .startsWith("TPS "));
    }

    @Test
    void anUnknownTransactionNamesTheOnesThereAre() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> result.transaction("sleep"));
        assertEquals("no transaction 'sleep'; there are ['sleep 5 ms', 'fails']", e.getMessage());
    }

    @Test
    void figuresAreDurationsAndCounts() {
        TransactionFigures f = result.transaction("sleep 5 ms");
        assertEquals(20, f.count() + result.transaction("fails").failures(), "the budget split by weight");
        assertTrue(f.percentile(99).compareTo(Duration.ofMillis(5)) >= 0);
        assertTrue(f.mean().compareTo(f.max()) <= 0 && f.min().compareTo(f.mean()) <= 0);
        assertThrows(IllegalArgumentException.class, () -> f.percentile(101));
    }
}
