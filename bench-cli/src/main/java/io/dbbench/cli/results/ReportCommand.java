package io.dbbench.cli.results;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.result.RunResult;
import io.dbbench.report.HtmlReport;
import io.dbbench.report.ReportInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code report A.json [B.json ...] -o report.html}: the HTML report of one run, or of several side by side. */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG})
@Command(
        name = "report",
        sortOptions = false,
        description = {
            "Writes one self-contained HTML report (charts, tables; opens offline) from results.json files.",
            "One run, or several side by side (client vs server side, topologies, before/after), each run",
            "after the first compared with the first as 'compare' does.",
            "Example: dbbench report base.json new.json -o report.html"
        })
public final class ReportCommand implements Callable<Integer> {
    @Parameters(
            paramLabel = "RESULTS.json",
            arity = "1..*",
            description = "results.json files; the first is the base of comparisons")
    List<Path> files;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "report.html",
            defaultValue = "report.html",
            description = "where to write the report (default: ${DEFAULT-VALUE})")
    Path output;

    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    private final CompareCommand.ResultsSource source;

    ReportCommand() {
        this(CompareCommand::readFile);
    }

    ReportCommand(CompareCommand.ResultsSource source) {
        this.source = Objects.requireNonNull(source, "source");
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            List<ReportInput> runs = new ArrayList<>();
            List<String> labels = labels(files);
            for (int i = 0; i < files.size(); i++) {
                RunResult run = CompareCommand.read(files.get(i), source);
                runs.add(withSections(labels.get(i), run, files.get(i)));
            }
            ResultFiles.writeText(output, new HtmlReport().render(runs));
            out.println("Report written to " + output);
            out.flush();
            return ExitCodes.OK;
        } catch (CliException e) {
            return CliErrors.report(spec, e);
        } catch (IOException e) {
            err.println("bench-cli: report: cannot write " + output + ": " + e.getMessage());
            err.flush();
            return ExitCodes.FAILED;
        }
    }

    /**
     * An open-loop capacity search's rates as its own page named them ("rates 20,40,80/s in steps"): its results keep
     * only the last step's rate, which the page must not show as the run's; null for any other run.
     */
    static String steppedRates(ReportInput input) {
        var capacity = input.capacity();
        if (capacity == null || !"rate".equals(capacity.path("loadKind").asText())) return null;
        var rates = new StringJoiner(",", "rates ", "/s in steps");
        capacity.path("steps").forEach(step -> rates.add(step.path("load").asText()));
        return rates.toString();
    }

    /**
     * The run with the sections of its file that a run's results do not hold (a capacity search's steps, drawn as
     * when the search wrote the page); without them when the file cannot be read again.
     */
    private static ReportInput withSections(String label, RunResult run, Path file) {
        try {
            ReportInput input =
                    ReportInput.withSectionsOf(label, run, Files.isRegularFile(file) ? Files.readString(file) : null);
            String rates = steppedRates(input);
            return rates == null
                    ? input
                    : input.withLoadNote("open loop, " + rates + " (see results.json's capacity section)");
        } catch (IOException e) {
            return new ReportInput(label, run);
        }
    }

    /** File names, or the paths as given when two files share a name (a/results.json, b/results.json). */
    static List<String> labels(List<Path> files) {
        Set<String> names = new HashSet<>();
        boolean clash = false;
        for (Path f : files) clash |= !names.add(String.valueOf(f.getFileName()));
        List<String> labels = new ArrayList<>();
        for (Path f : files) labels.add(clash ? f.toString() : String.valueOf(f.getFileName()));
        return labels;
    }
}
