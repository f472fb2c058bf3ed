package io.dbbench.it.nightly;

import static org.junit.jupiter.api.Assertions.fail;

import io.dbbench.core.internal.compare.BaselineStore;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.ControlledComparison;
import io.dbbench.core.internal.compare.MetricKind;
import io.dbbench.core.internal.compare.NightlyGate;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.ScoreTable;
import io.dbbench.it.EmbeddedDatabase;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

/**
 * The nightly regression gate ({@code mvn -B verify -Pnightly}; never in the default build): Order Entry
 * interleaved with a Stress Test control on the embedded PostgreSQL ({@link NightlyRun}), written to
 * target/nightly/{results,control}.json, then judged by {@link NightlyGate} against the baseline of this
 * environment (same fingerprint) under src/it/nightly/baselines/, relative to the control. With no
 * baseline for this environment the run is recorded as one and the test is skipped: nothing is gated
 * tonight ({@code -Dnightly.requireBaseline=true} fails instead). {@code -Dnightly.slowdownThinkMillis=50}
 * is a deliberately slowed build the gate must catch. Properties and the recipe: docs/measurement.md.
 * With {@code -Dnightly.against=REF} the A/B against that ref ({@link NightlyAgainstRefIT}) gates instead.
 */
@DisabledIfSystemProperty(named = "nightly.against", matches = ".*\\S.*")
class NightlyRegressionIT {
    @Test
    void orderEntryIsNoSlowerThanThisEnvironmentsBaseline() throws Exception {
        Path baselines = Path.of(System.getProperty("nightly.baselines", "nightly/baselines"));
        Path results = Path.of(System.getProperty("nightly.results", "target/nightly"));
        double failIfSlowerPercent = Double.parseDouble(System.getProperty("nightly.failIfSlowerPercent", "10"));
        // TPS alone by default: in a closed loop it already carries every transaction's latency, and a rare
        // transaction's p50 has too few values on a busy night to be tested (see docs/measurement.md)
        Set<MetricKind> gated = new LinkedHashSet<>();
        for (String label : System.getProperty("nightly.gate", "tps").split(","))
            gated.add(MetricKind.parse(label.strip()));
        ComparisonOptions options =
                new ComparisonOptions(ComparisonOptions.DEFAULT_CONFIDENCE, failIfSlowerPercent, gated);
        NightlyRun.Settings settings = NightlyRun.Settings.fromSystemProperties();
        System.out.println(
                "nightly: " + settings + ", gate " + gated + " slower by more than " + failIfSlowerPercent + "%");

        NightlyRun.Runs runs = NightlyRun.measure(EmbeddedDatabase.newDatabase("nightly"), settings);
        System.out.println(
                "nightly: environment " + runs.workload().fingerprint().describe());
        System.out.print(new ScoreTable().render(IterationScores.of(runs.workload())));
        write(runs.workload(), results.resolve("results.json"));
        if (runs.control() != null) {
            System.out.print("control: " + new ScoreTable().render(IterationScores.of(runs.control())));
            write(runs.control(), results.resolve("control.json"));
        }

        NightlyGate.Outcome outcome =
                new NightlyGate(new BaselineStore(baselines), options).judge(runs.workload(), runs.control());
        System.out.println(outcome.report());
        System.out.println(summary(outcome, runs));
        switch (outcome.status()) {
            case RECORDED -> {
                if (Boolean.getBoolean("nightly.requireBaseline")) fail(outcome.report());
                Assumptions.abort(outcome.message());
            }
            case PASSED -> {} // the report above shows the verdict
            case FAILED -> fail(outcome.report());
        }
    }

    /** One line for scripts (scripts/nightly-false-alarms.sh): the outcome and the throughput figures. */
    static String summary(NightlyGate.Outcome outcome, NightlyRun.Runs runs) {
        double gatedTpsChange = outcome.verdict() == null
                ? Double.NaN
                : outcome.verdict().comparison().metrics().get(0).changePercent();
        return String.format(
                Locale.ROOT,
                "nightly-summary: status=%s workloadTps=%.1f controlTps=%s gatedTpsChangePercent=%s",
                outcome.status(),
                IterationScores.of(runs.workload()).transactionsPerSecond().mean(),
                runs.control() == null
                        ? "none"
                        : String.format(Locale.ROOT, "%.1f", ControlledComparison.meanTps(runs.control())),
                Double.isNaN(gatedTpsChange) ? "none" : String.format(Locale.ROOT, "%.1f", gatedTpsChange));
    }

    private static void write(RunResult run, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(file)) {
            new ResultsJsonWriter().write(run, out);
        }
    }
}
