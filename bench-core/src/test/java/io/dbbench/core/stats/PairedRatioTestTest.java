package io.dbbench.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.stats.StudentT;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The paired log-ratio test against scipy's {@code ttest_rel} and {@code t.ppf} on fixed data: the golden
 * values are in {@code golden/paired-ttest.txt}, written by {@code golden/paired-ttest.py} (its header says
 * how to rerun it); no Python runs at test time.
 */
class PairedRatioTestTest {
    @Test
    void matchesScipysPairedTTestOnTheLogarithms() throws IOException {
        List<Map<String, String>> cases = goldenCases();
        assertEquals(5, cases.size(), "every case of paired-ttest.py");
        for (Map<String, String> c : cases) {
            String name = c.get("case");
            double confidence = number(c, "confidence");
            PairedRatioTest test = PairedRatioTest.of(numbers(c, "a"), numbers(c, "b"), confidence);
            assertEquals(number(c, "t"), test.t(), 1e-9 * Math.abs(number(c, "t")), name + ": t");
            assertEquals(number(c, "df"), test.degreesOfFreedom(), 0, name + ": df");
            double p = number(c, "p");
            assertEquals(p, test.pValue(), 1e-6 * p, name + ": p");
            assertEquals(number(c, "meanLogRatio"), test.meanLogRatio(), 1e-12, name + ": mean log ratio");
            assertEquals(number(c, "low"), test.lowLogRatio(), 1e-9, name + ": low");
            assertEquals(number(c, "high"), test.highLogRatio(), 1e-9, name + ": high");
            assertEquals(
                    number(c, "quantile"),
                    StudentT.quantile((1 + confidence) / 2, test.degreesOfFreedom()),
                    1e-9 * number(c, "quantile"),
                    name + ": t quantile");
            assertEquals(Math.exp(number(c, "meanLogRatio")), test.ratio(), 1e-12, name + ": ratio");
        }
    }

    @Test
    void significanceFollowsTheConfidence() {
        // golden "two-pairs": p = 0.2424, and "ten-percent-slower": p = 1.35e-7
        assertFalse(PairedRatioTest.of(new double[] {10, 12}, new double[] {11, 12.5}, 0.95)
                .significant());
        PairedRatioTest slower = PairedRatioTest.of(
                new double[] {1000, 1012, 987, 1003, 995, 1008}, new double[] {905, 918, 884, 910, 896, 903}, 0.99);
        assertTrue(slower.significant());
        assertTrue(slower.highRatio() < 1, "the whole interval below 1: " + slower);
    }

    @Test
    void identicalPairsAreNoDifferenceWithoutNaN() {
        PairedRatioTest same = PairedRatioTest.of(new double[] {5, 7, 6}, new double[] {5, 7, 6}, 0.99);
        assertEquals(1, same.ratio());
        assertEquals(0, same.t());
        assertEquals(1, same.pValue());
        assertEquals(1, same.lowRatio());
        assertEquals(1, same.highRatio());
        assertTrue(same.withoutNoise());
        assertFalse(same.significant());
    }

    @Test
    void aConstantRatioOtherThanOneIsSignificant() {
        PairedRatioTest half = PairedRatioTest.of(new double[] {100, 80, 120}, new double[] {50, 40, 60}, 0.99);
        assertEquals(0.5, half.ratio(), 1e-15);
        assertEquals(Double.NEGATIVE_INFINITY, half.t());
        assertEquals(0, half.pValue());
        assertEquals(2, half.degreesOfFreedom());
        assertEquals(0.5, half.lowRatio(), 1e-15);
        assertTrue(half.significant());
    }

    @Test
    void untestablePairsSayWhyInOneLine() {
        assertEquals(
                "needs at least 2 pairs to estimate the noise, has 1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> PairedRatioTest.of(new double[] {1}, new double[] {2}, 0.99))
                        .getMessage());
        assertEquals(
                "pair 2 has a score that is not a positive number (A 0.0, B 3.0): no ratio on the log scale",
                PairedRatioTest.whyNotTestable(new double[] {1, 0}, new double[] {2, 3})
                        .orElseThrow());
        assertEquals(
                "pair 1 has a score that is not a positive number (A 1.0, B -2.0): no ratio on the log scale",
                PairedRatioTest.whyNotTestable(new double[] {1, 1}, new double[] {-2, 3})
                        .orElseThrow());
        assertTrue(PairedRatioTest.whyNotTestable(new double[] {1, 2, 3}, new double[] {1, 2})
                .orElseThrow()
                .startsWith("the sides have different numbers of runs (A 3, B 2)"));
        assertTrue(PairedRatioTest.whyNotTestable(new double[] {1, 2}, new double[] {1, 2})
                .isEmpty());
    }

    /** Blocks of "key = value" lines, one per case, each starting with "case = ...". */
    private static List<Map<String, String>> goldenCases() throws IOException {
        String text;
        try (InputStream in = PairedRatioTestTest.class.getResourceAsStream("/golden/paired-ttest.txt")) {
            assertNotNull(in, "golden/paired-ttest.txt is missing; see golden/paired-ttest.py");
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Map<String, String>> cases = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) continue;
            int eq = line.indexOf(" = ");
            String key = line.substring(0, eq);
            if (key.equals("case")) cases.add(new LinkedHashMap<>());
            cases.get(cases.size() - 1).put(key, line.substring(eq + 3).trim());
        }
        return cases;
    }

    private static double number(Map<String, String> c, String key) {
        return Double.parseDouble(c.get(key));
    }

    private static double[] numbers(Map<String, String> c, String key) {
        return Arrays.stream(c.get(key).split(" "))
                .mapToDouble(Double::parseDouble)
                .toArray();
    }
}
