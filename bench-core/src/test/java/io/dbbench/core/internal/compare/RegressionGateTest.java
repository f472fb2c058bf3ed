package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.stats.SampleRuns;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RegressionGateTest {
    private final RegressionGate gate =
            new RegressionGate(ComparisonOptions.defaults().withFailIfSlowerPercent(5));

    private static Path write(Path dir, RunResult r) throws IOException {
        Path file = dir.resolve("baseline.json");
        try (OutputStream out = Files.newOutputStream(file)) {
            new ResultsJsonWriter().write(r, out);
        }
        return file;
    }

    @Test
    void aClearSlowDownFailsWithTheTableAsReport(@TempDir Path dir) throws IOException {
        Path baseline = write(dir, SampleRuns.run(1000, 1010, 990, 1005, 995));
        RegressionGate.Verdict v = gate.check(baseline, SampleRuns.run(800, 810, 790, 805, 795));
        assertFalse(v.passed());
        assertTrue(v.summary().contains("significant regression"), v.summary());
        assertTrue(v.report().contains("baseline.json"), v.report());
    }

    @Test
    void theSameFiguresPass(@TempDir Path dir) throws IOException {
        Path baseline = write(dir, SampleRuns.run(1000, 1010, 990, 1005, 995));
        RegressionGate.Verdict v = gate.check(baseline, SampleRuns.run(1002, 1008, 992, 1001, 997));
        assertTrue(v.passed(), v.report());
    }

    @Test
    void aGateThatCannotTestDoesNotPass(@TempDir Path dir) throws IOException {
        Path baseline = write(dir, SampleRuns.run(1000, 1010, 990));
        RegressionGate.Verdict v = gate.check(baseline, SampleRuns.withoutIterations(1000));
        assertFalse(v.passed());
        assertTrue(v.summary().startsWith("cannot test"), v.summary());
    }

    @Test
    void aMissingBaselineIsNamed(@TempDir Path dir) {
        IOException e =
                assertThrows(IOException.class, () -> gate.check(dir.resolve("nope.json"), SampleRuns.run(1, 2)));
        assertTrue(e.getMessage().contains("nope.json"), e.getMessage());
    }

    @Test
    void aGateNeedsAThreshold() {
        assertThrows(IllegalArgumentException.class, () -> new RegressionGate(ComparisonOptions.defaults()));
    }
}
