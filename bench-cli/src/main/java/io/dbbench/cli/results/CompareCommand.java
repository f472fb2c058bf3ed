package io.dbbench.cli.results;

import io.dbbench.cli.capacity.BadCapacityFileException;
import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.core.compare.PairedComparison;
import io.dbbench.core.internal.compare.CapacityComparison;
import io.dbbench.core.internal.compare.CapacityRun;
import io.dbbench.core.internal.compare.Comparison;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.internal.compare.ComparisonTable;
import io.dbbench.core.internal.compare.MetricComparison;
import io.dbbench.core.internal.compare.RunComparison;
import io.dbbench.core.internal.compare.RunPairing;
import io.dbbench.core.internal.compare.ServerComparisonTable;
import io.dbbench.core.internal.compare.TrafficComparisonTable;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.internal.stats.StatsFormat;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.MalformedResultsException;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code compare base.json new.json}: two runs side by side, with Welch's test per metric and an optional gate. */
@Returns({ExitCodes.OK, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG, ExitCodes.REGRESSION})
@Command(
        name = "compare",
        sortOptions = false,
        description = {
            "Compares two results.json files metric by metric: score ± error over the measured "
                    + "iterations, change, Welch's t-test p-value and a verdict.",
            "A verdict needs at least 2 measured iterations per run (e.g. --iterations 3x10s); single runs are "
                    + "shown with their changes untested.",
            "Two capacity searches (results.json of dbbench capacity) are compared step by step where both "
                    + "measured, then by their maxima, knees and USL peaks; --fail-if-slower gates the maximum "
                    + "sustainable throughput.",
            "Example: dbbench compare base.json new.json --fail-if-slower 5%%"
        })
public final class CompareCommand implements Callable<Integer> {
    /** Where results come from: the file system in use, a stand-in in tests. */
    @FunctionalInterface
    interface ResultsSource {
        RunResult read(Path file) throws IOException;
    }

    /** The capacity search a results file holds, if it holds one: from the file, or a stand-in in tests. */
    @FunctionalInterface
    interface CapacitySource {
        Optional<CapacityRun> read(Path file, RunResult run) throws IOException, BadCapacityFileException;
    }

    @Parameters(
            index = "0",
            paramLabel = "BASE.json",
            description = {
                "the reference run; a comma-separated list "
                        + "(a1.json,a2.json) pools the measured iterations of several runs, e.g. of an A/B job run A B B A; "
                        + "when both lists' start times interleave, the runs are also paired (paired t-test of ln TPS)"
            })
    String base;

    @Parameters(
            index = "1",
            paramLabel = "NEW.json",
            description = "the run to judge against it (a list pools, as for BASE)")
    String candidate;

    @Option(
            names = "--fail-if-slower",
            paramLabel = "PERCENT",
            description = "exit 9 when a gated metric is significantly slower by more than this, e.g. 5%%")
    String failIfSlower;

    @Option(
            names = "--confidence",
            paramLabel = "PERCENT",
            defaultValue = "99",
            description = "confidence of the test and of the ± intervals, 50 up to 100 (default: ${DEFAULT-VALUE})")
    String confidence;

    @Option(
            names = "--gate",
            paramLabel = "METRICS",
            defaultValue = "tps,p50",
            description = "metrics the gate checks: tps, mean, p50, p90, p99 (default: ${DEFAULT-VALUE}; p99 over few "
                    + "iterations is noisy)")
    String gate;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final ResultsSource source;
    private final CapacitySource capacitySource;

    CompareCommand() {
        this(CompareCommand::readFile, CapacityCompare::readCapacity);
    }

    /** Runs from {@code source}, none of them a capacity search. */
    CompareCommand(ResultsSource source) {
        this(source, (file, run) -> Optional.empty());
    }

    CompareCommand(ResultsSource source, CapacitySource capacitySource) {
        this.source = Objects.requireNonNull(source, "source");
        this.capacitySource = Objects.requireNonNull(capacitySource, "capacitySource");
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return compare(spec.commandLine().getOut(), err);
        } catch (CliException e) {
            return CliErrors.report(spec, e);
        }
    }

    private int compare(PrintWriter out, PrintWriter err) throws CliException {
        ComparisonOptions options = CompareArguments.options(confidence, failIfSlower, gate);
        List<RunResult> baseRuns = readAll(base);
        List<RunResult> candidateRuns = readAll(candidate);
        CapacityCompare searches = new CapacityCompare(capacitySource, base, candidate, failIfSlower);
        Optional<CapacityComparison> capacity = searches.comparison(baseRuns, candidateRuns, options);
        if (capacity.isPresent())
            return searches.print(capacity.get(), baseRuns.get(0), candidateRuns.get(0), out, err);
        RunResult baseRun = pool(base, baseRuns);
        RunResult candidateRun = pool(candidate, candidateRuns);
        CompareArguments.checkDistinctFiles(base, candidate);
        Comparison comparison = RunComparison.compare(baseRun, candidateRun, options);
        out.print(new ComparisonTable().render(comparison, base, candidate));
        if (baseRuns.size() > 1 || candidateRuns.size() > 1) {
            // lists of runs from an A/B job: the paired test beside Welch's, when their start times interleave
            PairedComparison paired = RunPairing.of(baseRuns, candidateRuns).tps(options.confidence());
            out.println("paired by run order (A = base, B = new, one TPS per run, ln B/A, Student's t): TPS "
                    + paired.describe());
        }
        out.print(new TrafficComparisonTable().render(baseRun, candidateRun));
        out.print(new ServerComparisonTable().render(baseRun, candidateRun));
        out.flush();
        noteEnvironments(baseRun, candidateRun, err);
        if (!comparison.comparable()) {
            String message = comparison.notComparableReason() + " (" + ComparisonTable.RUN_WITH_ITERATIONS + ")";
            if (options.gateEnabled()) {
                throw new CliException(ExitCodes.BAD_USAGE, message + "; --fail-if-slower cannot be checked");
            }
            err.println("bench-cli: compare: no verdict: " + message);
            err.flush();
            return ExitCodes.OK;
        }
        List<MetricComparison> untested = comparison.untestedGatedMetrics();
        if (!untested.isEmpty()) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "--fail-if-slower cannot check " + names(untested)
                            + ": fewer than 2 iterations with values; narrow --gate or run longer iterations");
        }
        List<MetricComparison> regressions = comparison.regressions();
        if (!regressions.isEmpty()) {
            err.println("bench-cli: compare: regression beyond --fail-if-slower " + failIfSlower + ": "
                    + regressions.stream()
                            .map(m -> m.name() + " " + StatsFormat.signedPercent(m.changePercent()) + " ("
                                    + StatsFormat.pEquals(m.pValue()) + ")")
                            .collect(Collectors.joining(", ")));
            err.flush();
            return ExitCodes.REGRESSION;
        }
        return ExitCodes.OK;
    }

    /** When the runs differ in their environment fingerprints, a note on stderr names what differs. */
    static void noteEnvironments(RunResult baseRun, RunResult candidateRun, PrintWriter err) {
        List<String> differences =
                baseRun.fingerprint().isEmpty() || candidateRun.fingerprint().isEmpty()
                        ? List.of()
                        : baseRun.fingerprint().differences(candidateRun.fingerprint());
        if (!differences.isEmpty()) {
            err.println("bench-cli: compare: note: the runs come from different environments (they differ in "
                    + String.join(", ", differences)
                    + "): the comparison measures the environments as well as the code");
            err.flush();
        }
    }

    /** One file, or each of a comma-separated list, in the order given. */
    private List<RunResult> readAll(String files) throws CliException {
        List<RunResult> runs = new ArrayList<>();
        for (String file : files.split(",", -1)) {
            if (file.isBlank()) throw new CliException(ExitCodes.BAD_USAGE, "an empty file name in '" + files + "'");
            runs.add(read(Path.of(file.strip())));
        }
        return runs;
    }

    /** The runs of a list pooled into one run: their measured iterations make one sample. */
    private static RunResult pool(String files, List<RunResult> runs) throws CliException {
        try {
            return RepeatMerger.merge(runs);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, "cannot pool " + files + ": " + e.getMessage());
        }
    }

    private RunResult read(Path file) throws CliException {
        return read(file, source);
    }

    /** One results.json, every problem a {@link CliException} (exit 3) naming the file; also for {@code report}. */
    static RunResult read(Path file, ResultsSource source) throws CliException {
        try {
            return source.read(file);
        } catch (NoSuchFileException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "cannot read " + file + ": no such file", e);
        } catch (MalformedResultsException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "cannot read " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // values the reader accepted but a result record rejects: still the file's fault, not a bug here
            throw new CliException(ExitCodes.BAD_CONFIG, file + ": invalid results.json: " + e.getMessage(), e);
        }
    }

    static RunResult readFile(Path file) throws IOException {
        if (Files.isDirectory(file)) throw new IOException("it is a directory, not a results.json");
        try (InputStream in = Files.newInputStream(file)) {
            return new ResultsJsonReader().read(in);
        }
    }

    private static String names(List<MetricComparison> metrics) {
        return metrics.stream().map(MetricComparison::name).collect(Collectors.joining(", "));
    }
}
