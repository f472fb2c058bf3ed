package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import io.dbbench.core.stats.SampleRuns;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerComparisonTableTest {
    private static final long TEN_SECONDS_NANOS = 10_000_000_000L;
    private final ServerComparisonTable table = new ServerComparisonTable();

    private static RunResult withServer(RunResult run, ServerSummary server) {
        return run.withDetails(run.details().withServer(server));
    }

    /** Counters over 10 s: {@code commits} and {@code log bytes} scaled by the run's completed transactions. */
    private static ServerSummary counters(long transactions, double logBytesPerTransaction, String extraName) {
        Map<String, Long> counters = new LinkedHashMap<>();
        counters.put("commits", transactions + 10);
        counters.put("log bytes", Math.round(transactions * logBytesPerTransaction));
        counters.put("deadlocks", 0L);
        if (extraName != null) counters.put(extraName, 50L);
        return new ServerSummary(counters, TEN_SECONDS_NANOS, null);
    }

    @Test
    void perSecondAndPerTransactionWithTheirRatios() {
        RunResult plain = SampleRuns.run(100, 100);
        long n = plain.totalCompleted();
        RunResult base = withServer(plain, counters(n, 140, "blocks written"));
        RunResult candidate = withServer(plain, counters(n, 35, "db cpu micros"));
        List<String> lines = table.render(base, candidate).lines().toList();
        assertEquals(
                "database server counters over the statistics window, per second and per completed transaction:",
                lines.get(0));
        assertEquals(
                List.of("counter", "base/s", "new/s", "new/base", "base/tx", "new/tx", "new/base"),
                words(lines.get(1)));
        String commitsPerSecond = ServerComparisonTable.figure((n + 10) / 10.0);
        String commitsPerTransaction = ServerComparisonTable.figure((n + 10) / (double) n);
        assertEquals(
                List.of(
                        "commits",
                        commitsPerSecond,
                        commitsPerSecond,
                        "1.00",
                        commitsPerTransaction,
                        commitsPerTransaction,
                        "1.00"),
                words(lines.get(2)));
        assertEquals(
                List.of(
                        "log",
                        "bytes",
                        ServerComparisonTable.figure(n * 140 / 10.0),
                        ServerComparisonTable.figure(n * 35 / 10.0),
                        "0.25",
                        "140",
                        "35.00",
                        "0.25"),
                words(lines.get(3)));
        assertEquals(
                List.of("deadlocks", "0.00", "0.00", "-", "0.00", "0.00", "-"), words(lines.get(4)), "no ratio to 0");
        assertEquals("read by one run only, not compared: blocks written (base), db cpu micros (new)", lines.get(5));
        assertEquals(6, lines.size());
    }

    @Test
    void smallFiguresKeepTheirDigits() {
        assertEquals("0.00274", ServerComparisonTable.figure(0.0027432)); // a rare event still shows
        assertEquals("0.265", ServerComparisonTable.figure(0.265081)); // three significant digits, not six decimals
        assertEquals("0.0100", ServerComparisonTable.figure(0.00999999));
        assertEquals("1.00", ServerComparisonTable.figure(1.000093));
        assertEquals("6098", ServerComparisonTable.figure(6098.39));
        assertEquals("-", ServerComparisonTable.figure(Double.NaN));
    }

    @Test
    void nothingWhenNeitherRunReadThemAndOneLineOtherwise() {
        RunResult plain = SampleRuns.run(100, 100);
        RunResult read = withServer(plain, counters(plain.totalCompleted(), 100, null));
        assertEquals("", table.render(plain, plain));
        assertEquals(
                "server counters: only new read them (a single run on PostgreSQL or Oracle does): not compared\n",
                table.render(plain, read));
        assertEquals(
                "server counters: only base read them (a single run on PostgreSQL or Oracle does): not compared\n",
                table.render(read, plain));
        assertEquals(
                "server counters: base could not read them (the user may not read V$SYSSTAT): not compared\n",
                table.render(withServer(plain, ServerSummary.unavailable("the user may not read V$SYSSTAT")), read));
    }

    private static List<String> words(String line) {
        return List.of(line.trim().split("\\s+"));
    }
}
