package io.dbbench.cli.cpu;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.NoPlotsOption;
import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurveCsvReader;
import io.dbbench.hostprobe.curve.CurveCsvWriter;
import io.dbbench.hostprobe.host.HostCpus;
import io.dbbench.hostprobe.plot.CurveCharts;
import io.dbbench.hostprobe.plot.LineChart;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code cpu analyze FILE.csv...}: speedup, efficiency, knee and the four plots from CSV files in the
 * original Python or Rust layouts; several files are drawn on the same plots to compare hosts.
 */
@Command(
        name = "analyze",
        separator = " ",
        sortOptions = false,
        description = {
            "Analyses CPU-curve CSV files (test_cpu_parallel's Python or Rust layout, or cpu's own).",
            "Example: cpu analyze hostA.csv hostB.csv --cores 16,32 -d plots"
        })
final class CpuAnalyzeCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Parameters(arity = "1..*", paramLabel = "FILE.csv", description = "curves to analyse; the file name labels each")
    List<Path> files = new ArrayList<>();

    @Option(
            names = {"-d", "--dir"},
            paramLabel = "DIR",
            description = "where to write <name>-analysis.csv and the plots (default: current directory)")
    Path directory = Path.of(".");

    @Option(
            names = "--prefix",
            paramLabel = "NAME",
            description = "file name prefix of the plots (default: the first file's name)")
    String prefix;

    @Option(
            names = "--cores",
            split = ",",
            paramLabel = "N[,N...]",
            description = "vertical lines on the plots at these core counts "
                    + "(default: none, since the files may come from other hosts); 'host' reads this machine's")
    List<String> cores = new ArrayList<>();

    @Mixin
    NoPlotsOption noPlots = new NoPlotsOption();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::analyze);
    }

    private int analyze() throws CliException {
        if (!Files.isDirectory(directory)) CpuCommand.usage("--dir " + directory + ": no such directory");
        List<LineChart.Marker> markers = markers();
        PrintWriter out = spec.commandLine().getOut();
        List<Curve> curves = new ArrayList<>();
        List<Path> written = new ArrayList<>();
        for (Path file : files) {
            String label = baseName(file);
            Curve curve;
            try {
                curve = Curve.analyze(label, CurveCsvReader.read(file));
            } catch (CurveCsvReader.BadCurveFileException e) {
                throw new CliException(ExitCodes.BAD_CONFIG, e.getMessage());
            } catch (IllegalArgumentException e) {
                throw new CliException(ExitCodes.BAD_CONFIG, file + ": " + e.getMessage());
            }
            curves.add(curve);
            out.println(file + ":");
            CurveTable.print(curve, out);
            Path analysis = directory.resolve(label + "-analysis.csv");
            write(() -> CurveCsvWriter.writeExtended(curve, List.of(), analysis));
            written.add(analysis);
        }
        if (noPlots.plots()) {
            String name = prefix != null ? prefix : curves.get(0).label();
            List<Path> plots = new ArrayList<>();
            write(() -> plots.addAll(CurveCharts.write(curves, markers, directory, name)));
            written.addAll(plots);
        }
        out.println("Wrote "
                + String.join(", ", written.stream().map(Path::toString).toList()));
        out.flush();
        return ExitCodes.OK;
    }

    private List<LineChart.Marker> markers() throws CliException {
        List<LineChart.Marker> markers = new ArrayList<>();
        for (String c : cores) {
            if (c.equalsIgnoreCase("host")) {
                markers.addAll(CurveCharts.coreMarkers(HostCpus.read()));
                continue;
            }
            try {
                int n = Integer.parseInt(c.strip());
                if (n < 1) throw new NumberFormatException();
                markers.add(new LineChart.Marker(n, n + " cores"));
            } catch (NumberFormatException e) {
                CpuCommand.usage("--cores: '" + c + "' is neither a positive number nor 'host'");
            }
        }
        return markers;
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        return name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
    }

    private interface FileWrite {
        void run() throws IOException;
    }

    private static void write(FileWrite w) throws CliException {
        try {
            w.run();
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot write " + e.getMessage());
        }
    }
}
