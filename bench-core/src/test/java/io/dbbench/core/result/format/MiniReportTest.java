package io.dbbench.core.result.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Preferences.StatisticsLevel;
import io.dbbench.core.config.Preferences.TimingUnit;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunLabel;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The charbench {@code -mr} report: sealed by a golden file (regenerate with
 * {@code -Dgolden.update=true}, see {@link GoldenFiles}) and checked row by row.
 */
class MiniReportTest {
    private static final String RULE = "-".repeat(63);
    private final MiniReport report = new MiniReport();

    @Test
    void matchesGolden() throws IOException {
        GoldenFiles.assertMatches("mini-report.txt", millis(EndReason.RUN_TIME).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void summaryRowsInCharbenchLayout() {
        List<String> lines = millis(EndReason.RUN_TIME).lines().toList();
        assertEquals(RULE, lines.get(0));
        assertEquals("|Results of Charbench Run                                     |", lines.get(1));
        assertEquals(RULE, lines.get(2));
        assertEquals(
                List.of(
                        "|Benchmark Name                |      \"Order Entry (PLSQL) V2\"|",
                        "|Time of Run                   |      Apr 23, 2026, 2:18:01 PM|",
                        "|Length of Benchmark           |                       0:05:00|",
                        "|Total Logon Time              |                       0:00:01|",
                        "|Total Completed Transactions  |                        449862|",
                        "|Total Failed Transactions     |                            20|",
                        "|Maximum Transactions/min      |                         91337|",
                        "|Average Transactions/sec      |                       1499.54|",
                        "|Total Select Statements       |                       4498620|",
                        "|Total Insert Statements       |                        559724|",
                        "|Total Update Statements       |                        669586|",
                        "|Total Delete Statements       |                             0|",
                        "|Total Commit Statements       |                        451096|",
                        "|Total Rollback Statements     |                          1234|",
                        "|Response Times In             |                  milliseconds|"),
                lines.subList(3, 18));
        assertEquals(RULE, lines.get(lines.size() - 1));
        lines.forEach(line -> assertEquals(63, line.length(), "every line is 63 wide: " + line));
    }

    @Test
    void transactionBlockOfAKnownHistogram() {
        List<String> lines = millis(EndReason.RUN_TIME).lines().toList();
        int header = lines.indexOf("|Transaction :  Customer Registration                         |");
        assertTrue(header > 0);
        assertEquals(RULE, lines.get(header - 1));
        assertEquals(RULE, lines.get(header + 1));
        assertEquals(
                List.of(
                        "|Minimum Response Time         |                             1|",
                        "|Maximum Response Time         |                           100|",
                        "|Average Response Time         |                         50.50|",
                        // (100!)^(1/100) = 37.99; the histogram's bucket tops sit up to 0.05% higher
                        "|Geometric Mean Response Time  |                         37.99|",
                        "|Median Response Time          |                         50.00|",
                        "|Number of Transactions        |                         90000|",
                        "|Failed Transactions           |                             0|",
                        "|Rolled Back Transactions      |                             0|"),
                lines.subList(header + 2, header + 10));
        int orderProducts = lines.indexOf("|Transaction :  Order Products                                |");
        assertEquals("|Failed Transactions           |                            17|", lines.get(orderProducts + 8));
        assertEquals("|Rolled Back Transactions      |                          1234|", lines.get(orderProducts + 9));
        assertFalse(
                lines.contains("|Transaction :  Process Orders                                |"), "disabled, not run");
    }

    @Test
    void microsecondsAreNamedAndUsed() {
        String text = report.render(
                SampleRunResults.orderEntry(TimingUnit.MICROSECONDS, StatisticsLevel.FULL, EndReason.RUN_TIME),
                SampleRunResults.ZONE);
        assertTrue(text.contains("|Response Times In             |                  microseconds|\n"), text);
        assertTrue(
                text.contains("|Transaction :  Customer Registration                         |\n" + RULE + "\n"
                        + "|Minimum Response Time         |                          1000|\n"),
                text);
    }

    @Test
    void saysSoWhenTheRunWasInterrupted() {
        String interrupted = millis(EndReason.INTERRUPTED);
        assertEquals(
                "|*** Run interrupted: results are partial ***                 |",
                interrupted.lines().toList().get(2));
        assertFalse(millis(EndReason.RUN_TIME).toLowerCase().contains("interrupted"));
        assertFalse(millis(EndReason.MAX_TRANSACTIONS).toLowerCase().contains("interrupted"));
    }

    @Test
    void longValuesOverflowAndLineBreaksDoNotBreakTheBox() {
        RunResult sample =
                SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, EndReason.RUN_TIME);
        String longName = "Order Entry benchmark using serverside plsql Version 2";
        String text = report.render(renamed(sample, longName), SampleRunResults.ZONE);
        assertTrue(text.contains("\n|Benchmark Name                |" + longName + "|\n"), text);
        String broken = report.render(renamed(sample, "two\nlines"), SampleRunResults.ZONE);
        assertEquals(text.lines().count(), broken.lines().count());
        assertTrue(broken.contains("|Benchmark Name                |                     two lines|"), broken);
    }

    @Test
    void aStatementRunnersRunMatchesGolden() throws IOException {
        String text = report.render(SampleRunResults.statementRun(), SampleRunResults.ZONE);
        GoldenFiles.assertMatches("mini-report-statements.txt", text.getBytes(StandardCharsets.UTF_8));
        assertTrue(text.contains("|Transaction :  Q1"), text);
    }

    private String millis(EndReason endReason) {
        return report.render(
                SampleRunResults.orderEntry(TimingUnit.MILLISECONDS, StatisticsLevel.SIMPLE, endReason),
                SampleRunResults.ZONE);
    }

    private static RunResult renamed(RunResult r, String name) {
        return new RunResult(
                new RunLabel(name, r.comment()),
                r.timing(),
                r.config(),
                r.environment(),
                r.transactions(),
                r.dmlTotals(),
                r.tpsReadings(),
                r.intervals(),
                r.maxTransactionsPerMinute(),
                r.errorsByCode(),
                r.endReason());
    }
}
