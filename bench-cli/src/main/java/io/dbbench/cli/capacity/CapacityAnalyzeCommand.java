package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.NoPlotsOption;
import io.dbbench.cli.common.Returns;
import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFitException;
import io.dbbench.core.internal.capacity.UslFitter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code capacity analyze FILE}: the Universal Scalability Law fit of steps measured by dbbench or another
 * tool (docs/capacity.md). A file that cannot be read or fitted is one line and exit 3; a fit that does not
 * describe the data well still prints, with its warnings, and exits 0.
 */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG})
@Command(
        name = "analyze",
        separator = " ",
        sortOptions = false,
        description = {
            "Fits the Universal Scalability Law to throughput measured at several loads.",
            "Prints contention (sigma), coherency (kappa), the peak load N*, the peak throughput and R², with"
                    + " warnings where the law does not fit (then no peak: the reason instead)."
                    + " FILE is a CSV with a header naming a load column"
                    + " (users, load, vu, vus, clients, threads, processors) and a throughput column (tps,"
                    + " throughput, tpm, nopm, ops), or a results.json with a capacity section.",
            "Also writes DIR/<FILE's name>-usl.png: the steps and the fitted curve.",
            "Example: capacity analyze pgbench.csv --json"
        })
public final class CapacityAnalyzeCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Parameters(arity = "1", paramLabel = "FILE", description = "CSV or results.json with the measured steps")
    Path file;

    @Option(names = "--json", description = "print the fit as one JSON object (sigma, kappa, peakLoad, ...)")
    boolean json;

    @Option(
            names = "--fit-lambda",
            description = "fit lambda with sigma and kappa even when there is a load-1 step"
                    + " (as the R package usl does; default: lambda = X(1), Gunther's normalisation)")
    boolean fitLambda;

    @Option(
            names = "--load-column",
            paramLabel = "NAME",
            description = "the CSV's load column, when its header names it otherwise")
    String loadColumn;

    @Option(
            names = "--throughput-column",
            paramLabel = "NAME",
            description = "the CSV's throughput column, when its header names it otherwise")
    String throughputColumn;

    @Option(
            names = {"-d", "--dir"},
            paramLabel = "DIR",
            description = "where to write the plot (default: current directory)")
    Path directory = Path.of(".");

    @Mixin
    NoPlotsOption noPlots = new NoPlotsOption();

    @Spec
    CommandSpec spec;

    /**
     * {@code capacity -c X --users 1,2 analyze FILE}: the options before {@code analyze} are the search's, which
     * analyze does not run; refused rather than silently dropped.
     */
    private void refuseTheSearchsOptions() throws CliException {
        CommandLine parent = spec.commandLine().getParent();
        if (parent == null || parent.getParseResult() == null) return;
        List<String> given = parent.getParseResult().matchedOptions().stream()
                .map(o -> o.longestName())
                .distinct()
                .toList();
        if (!given.isEmpty())
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option " + given.get(0) + ": belongs to the capacity search, not to 'capacity analyze', which"
                            + " only reads FILE (options before 'analyze': " + String.join(" ", given) + ")");
    }

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::analyze);
    }

    private int analyze() throws CliException {
        refuseTheSearchsOptions();
        if (noPlots.plots() && !Files.isDirectory(directory))
            throw new CliException(ExitCodes.BAD_USAGE, "--dir " + directory + ": no such directory");
        CapacityData data;
        UslFit fit;
        try {
            data = CapacityInput.read(file, loadColumn, throughputColumn);
            fit = UslFitter.fit(data.points(), fitLambda);
        } catch (BadCapacityFileException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, e.getMessage(), e);
        } catch (UslFitException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, file + ": " + e.getMessage(), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(CapacityJson.of(data, fit));
            out.flush();
        } else {
            CapacityReport.print(file.toString(), data, fit, out);
        }
        if (noPlots.plots()) {
            Path plot;
            try {
                plot = CapacityPlot.write(data, fit, directory, baseName(file));
            } catch (IOException e) {
                throw new CliException(ExitCodes.FAILED, "cannot write " + e.getMessage(), e);
            }
            // with --json, standard output carries the JSON alone
            PrintWriter notes = json ? spec.commandLine().getErr() : out;
            notes.println("Wrote " + plot);
            notes.flush();
        }
        return ExitCodes.OK;
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String extension = dot > 0 ? name.substring(dot + 1).toLowerCase(Locale.ROOT) : "";
        return extension.equals("csv") || extension.equals("json") ? name.substring(0, dot) : name;
    }
}
