package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One run's score table: sealed by golden files (regenerate with -Dgolden.update=true, see {@link GoldenText}). */
class ScoreTableTest {
    private final ScoreTable table = new ScoreTable();

    @Test
    void matchesGolden() throws IOException {
        IterationScores scores = IterationScores.of(SampleRuns.run(
                new double[] {1000, 1010, 990, 1005, 995},
                new double[] {1, 1.01, 0.99, 1, 1},
                new double[] {1, 1.02, 0.98, 1, 1}));
        GoldenText.assertMatches("score-table.txt", table.render(scores));
    }

    @Test
    void driftingRunMatchesGolden() throws IOException {
        GoldenText.assertMatches(
                "score-table-drift.txt",
                table.render(IterationScores.of(SampleRuns.run(1000, 1001, 999, 800, 801, 799))));
    }

    @Test
    void firstLineIsTpsWithConfidenceMinMaxAndN() {
        List<String> lines = table.render(IterationScores.of(SampleRuns.run(100, 200, 300, 400, 500)))
                .lines()
                .toList();
        assertEquals(
                "Score over 5 measured iterations: mean ± half-width of the 99.9% confidence interval (Student's t).",
                lines.get(0));
        assertEquals("TPS", lines.get(1).substring(0, 3));
        assertTrue(
                lines.get(1).matches("TPS +300\\.0 +± +608\\.8 +\\(99\\.9%\\) +min +100\\.0 +max +500\\.0 +\\(n=5\\)"),
                lines.get(1));
        assertEquals(1 + 1 + 2 * 4 + 1, lines.size(), "header, TPS, 4 latency rows per transaction, trend");
    }

    @Test
    void oneOrNoIterationIsSaidPlainly() {
        String one = table.render(IterationScores.of(SampleRuns.run(250)));
        assertTrue(one.startsWith("Score of 1 measured iteration: no error can be estimated from one value"), one);
        assertTrue(
                one.lines()
                        .anyMatch(l -> l.matches("TPS +250\\.0 +\\(99\\.9%\\) +min +250\\.0 +max +250\\.0 +\\(n=1\\)")),
                one);
        assertTrue(one.endsWith("trend: not enough data (needs 4 measured iterations, has 1)\n"), one);
        assertEquals(
                "No measured iterations: nothing to score (run with iterations to get scores).\n",
                table.render(IterationScores.of(SampleRuns.withoutIterations(250))));
    }

    @Test
    void trendLines() {
        assertEquals(
                "trend: first half 1000.0 TPS, second half 1000.7 TPS, +0.1%, no significant drift",
                ScoreTable.trendLine(TrendCheck.of(new double[] {1000, 1010, 990, 1005, 995, 1002})));
        assertTrue(
                ScoreTable.trendLine(TrendCheck.of(new double[] {1000, 1001, 999, 1000, 980, 981, 979, 980}))
                        .matches(
                                "trend: first half 1000\\.0 TPS, second half 980\\.0 TPS, -2\\.0%, significant \\(p[=<].*\\) but within the 5% threshold"));
        assertTrue(
                ScoreTable.trendLine(TrendCheck.of(new double[] {1000, 1001, 999, 1000, 800, 801, 799, 800}))
                        .startsWith(
                                "DRIFT: first half 1000.0 TPS, second half 800.0 TPS, -20.0% (p<0.0001, beyond the 5% threshold)"));
    }
}
