package io.dbbench.core.internal.compare;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * A nightly regression gate for a test suite: compares a run against a baseline results.json kept in
 * the user's repository and says whether it passes, with the comparison table as the report. It
 * passes only when the gate could test every gated metric and none is significantly slower beyond
 * the threshold: a gate that cannot test must not pass silently.
 */
public final class RegressionGate {
    private final ComparisonOptions options;

    /** @param options with a {@code failIfSlowerPercent}: the threshold a significant slow-down must exceed */
    public RegressionGate(ComparisonOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        if (!options.gateEnabled())
            throw new IllegalArgumentException("a regression gate needs a fail-if-slower threshold");
    }

    /** The verdict of one run against a baseline file. */
    public record Verdict(boolean passed, String summary, Comparison comparison, String table) {
        /** The summary and the table: what a failed assertion should print. */
        public String report() {
            return summary + System.lineSeparator() + table;
        }
    }

    /** @throws IOException when the baseline cannot be read or is not a results.json (the message names it) */
    public Verdict check(Path baselineJson, RunResult current) throws IOException {
        RunResult baseline;
        try (InputStream in = Files.newInputStream(baselineJson)) {
            baseline = new ResultsJsonReader().read(in);
        } catch (IOException e) {
            throw new IOException("cannot read the baseline " + baselineJson + ": " + e.getMessage(), e);
        }
        return check(baseline, current, baselineJson.getFileName().toString());
    }

    public Verdict check(RunResult baseline, RunResult current, String baselineName) {
        Comparison c = RunComparison.compare(baseline, current, options);
        return verdict(c, new ComparisonTable().render(c, baselineName, "this run"));
    }

    /**
     * Judges the workload relative to a control load measured interleaved with it in both jobs
     * ({@link ControlledComparison}): the gate is on the normalized figures. The report shows the control
     * (how fast the machine was tonight against the baseline's night), then the absolute figures for
     * information, then the gated, normalized ones.
     *
     * @throws IllegalArgumentException when a workload and its control cannot be paired iteration by iteration
     */
    public Verdict checkAgainstControl(
            RunResult baseline,
            RunResult baselineControl,
            RunResult current,
            RunResult currentControl,
            String baselineName) {
        ComparisonTable tables = new ComparisonTable();
        ComparisonOptions informational = options.withFailIfSlowerPercent(Double.NaN); // shown, never gated
        String control = tables.render(
                RunComparison.compare(baselineControl, currentControl, informational),
                baselineName + " control",
                "this run's control");
        String absolute =
                tables.render(RunComparison.compare(baseline, current, informational), baselineName, "this run");
        Comparison relative = ControlledComparison.compare(baseline, baselineControl, current, currentControl, options);
        String nl = System.lineSeparator();
        String table = "control load (the machine's speed; not gated):" + nl + control + nl
                + "workload, absolute (not gated):" + nl + absolute + nl
                + "workload relative to the control, at the baseline's machine speed (gated; TPS tested on the log"
                + " scale, its change the ratio of the geometric means):" + nl
                + tables.render(relative, baselineName + " (relative)", "this run (relative)");
        Verdict v = verdict(relative, table);
        return new Verdict(v.passed(), "relative to the control: " + v.summary(), relative, table);
    }

    private Verdict verdict(Comparison c, String table) {
        if (!c.comparable()) return new Verdict(false, "cannot test: " + c.notComparableReason(), c, table);
        if (!c.untestedGatedMetrics().isEmpty()) {
            return new Verdict(
                    false,
                    "cannot test " + c.untestedGatedMetrics().size() + " gated metric(s): "
                            + String.join(
                                    ", ",
                                    c.untestedGatedMetrics().stream()
                                            .map(MetricComparison::name)
                                            .toList()),
                    c,
                    table);
        }
        if (!c.regressions().isEmpty()) {
            return new Verdict(
                    false,
                    c.regressions().size() + " significant regression(s) beyond "
                            + options.failIfSlowerPercent() + "%: "
                            + String.join(
                                    ", ",
                                    c.regressions().stream()
                                            .map(m -> m.name()
                                                    + String.format(
                                                            java.util.Locale.ROOT,
                                                            " %.1f%% slower",
                                                            m.slowdownPercent()))
                                            .toList()),
                    c,
                    table);
        }
        return new Verdict(true, "no significant regression beyond " + options.failIfSlowerPercent() + "%", c, table);
    }
}
