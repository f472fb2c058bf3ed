package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class SweepTableTest {
    private static RunResult layout(String label, double... tps) {
        RunResult r = CompareRuns.run(1, tps);
        RunDetails d = r.details();
        return r.withDetails(new RunDetails(label, d.services(), d.iterations(), 0, null));
    }

    @Test
    void eachLayoutIsJudgedAgainstTheFirst() {
        String table = SweepTable.render(
                List.of(
                        layout("16x1", 1000, 1010, 990, 1005),
                        layout("8x2", 1200, 1210, 1190, 1205),
                        layout("4x4", 1001, 1012, 989, 1003),
                        layout("2x8", 800, 805, 795, 810)),
                true);
        assertTrue(
                table.contains("Sweep: score ± error at 99% over measured iterations; runs interleaved across repeats"),
                table);
        assertTrue(line(table, "16x1").contains("(reference)"), table);
        assertTrue(line(table, "8x2").contains("faster +20.0%"), table);
        assertTrue(line(table, "4x4").contains("not significant at 99% (+0.0%)"), table);
        assertTrue(line(table, "2x8").contains("slower -19.9%"), table);
        assertTrue(line(table, "8x2").contains("1201.3 ±"), table);
    }

    @Test
    void aLayoutWithOneIterationIsNotComparable() {
        String table = SweepTable.render(List.of(layout("16x1", 1000, 1010), layout("8x2", 1200)), false);
        assertFalse(table.contains("interleaved"), "one repeat or --fork: nothing was interleaved\n" + table);
        assertTrue(line(table, "8x2").contains("not comparable"), table);
    }

    /** p50/p99 of each layout over all its transactions: twice the latencies read twice as much. */
    @Test
    void eachLayoutShowsItsPercentiles() {
        RunResult fast = CompareRuns.run(1, 1000, 1010);
        RunResult slow = CompareRuns.run(2, 1000, 1010);
        String table = SweepTable.render(List.of("fast", "slow"), List.of(fast, slow), false);
        assertTrue(table.lines().anyMatch(l -> l.contains("p50/p99 ms")), table);
        String[] f = SweepTable.percentiles(fast).split("/");
        String[] w = SweepTable.percentiles(slow).split("/");
        assertTrue(line(table, "fast").contains(SweepTable.percentiles(fast)), table);
        assertTrue(line(table, "slow").contains(SweepTable.percentiles(slow)), table);
        for (int i = 0; i < 2; i++) {
            double ratio = Double.parseDouble(w[i]) / Double.parseDouble(f[i]);
            assertTrue(ratio > 1.9 && ratio < 2.1, "p" + (i == 0 ? 50 : 99) + " ratio " + ratio + "\n" + table);
        }
    }

    private static String line(String table, String label) {
        return table.lines().filter(l -> l.startsWith(label + " ")).findFirst().orElse("");
    }
}
