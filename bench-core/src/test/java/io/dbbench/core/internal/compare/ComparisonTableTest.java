package io.dbbench.core.internal.compare;

import static io.dbbench.core.stats.SampleRuns.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.stats.GoldenText;
import io.dbbench.core.stats.SampleRuns;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The compare table: sealed by golden files (regenerate with -Dgolden.update=true, see {@link GoldenText}). */
class ComparisonTableTest {
    private final ComparisonTable table = new ComparisonTable();

    /** TPS 10 % down (a regression at 5 %), NCR latency 10 % better, BP latency unchanged within noise. */
    static Comparison mixed(double failIfSlowerPercent) {
        return RunComparison.compare(
                run(new double[] {1000, 1010, 990, 1005, 995}, new double[] {1, 1.01, 0.99, 1, 1}, new double[] {
                    1, 1.02, 0.98, 1, 1
                }),
                run(new double[] {900, 905, 895, 910, 890}, new double[] {0.9, 0.91, 0.89, 0.9, 0.9}, new double[] {
                    1.01, 0.99, 1, 1.02, 0.98
                }),
                ComparisonOptions.defaults().withFailIfSlowerPercent(failIfSlowerPercent));
    }

    @Test
    void matchesGolden() throws IOException {
        GoldenText.assertMatches("compare-table.txt", table.render(mixed(5), "base.json", "new.json"));
    }

    @Test
    void notComparableMatchesGolden() throws IOException {
        Comparison c = RunComparison.compare(
                SampleRuns.withoutIterations(1000),
                run(900, 905, 895),
                ComparisonOptions.defaults().withFailIfSlowerPercent(5));
        GoldenText.assertMatches("compare-table-not-comparable.txt", table.render(c, "charbench.json", "new.json"));
    }

    @Test
    void everyMetricLineHasTheSameColumns() {
        List<String> lines =
                table.render(mixed(5), "base.json", "new.json").lines().toList();
        String header = lines.get(3);
        assertTrue(header.startsWith("metric "), header);
        int verdictColumn = header.indexOf("verdict");
        for (String line : lines.subList(4, 4 + 9)) {
            assertTrue(line.length() > verdictColumn, line);
            assertTrue(line.charAt(verdictColumn - 1) == ' ' && line.charAt(verdictColumn) != ' ', "aligned: " + line);
        }
        assertTrue(lines.get(4).startsWith("TPS "), lines.get(4));
        assertTrue(lines.get(4).endsWith("slower  REGRESSION"), lines.get(4));
        assertTrue(lines.get(6).startsWith("NCR p50 (ms) "), lines.get(6));
        assertTrue(lines.get(6).endsWith("faster"), lines.get(6));
    }

    @Test
    void closingLinesSaySummaryAndGate() {
        List<String> lines =
                table.render(mixed(5), "base.json", "new.json").lines().toList();
        assertEquals("gate: tps, p50 slower by more than 5%: 1 regression: TPS -10.0%", lines.get(lines.size() - 1));
        assertTrue(
                lines.get(lines.size() - 2).startsWith("summary at 99% confidence: 4 faster, 1 slower, "),
                lines.get(lines.size() - 2));
        List<String> noGate = table.render(
                        RunComparison.compare(run(1, 2, 3), run(1, 2, 3), ComparisonOptions.defaults()), "a", "b")
                .lines()
                .toList();
        assertEquals("gate: none", noGate.get(noGate.size() - 1));
    }
}
