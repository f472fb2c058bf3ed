package io.dbbench.cli.cpu;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.NoPlotsOption;
import io.dbbench.cli.common.OutputNames;
import io.dbbench.cli.common.Returns;
import io.dbbench.hostprobe.cpu.CpuCurveConfig;
import io.dbbench.hostprobe.cpu.CpuCurveJson;
import io.dbbench.hostprobe.cpu.CpuCurveResult;
import io.dbbench.hostprobe.cpu.CpuCurveRunner;
import io.dbbench.hostprobe.cpu.CpuKernel;
import io.dbbench.hostprobe.cpu.LevelStats;
import io.dbbench.hostprobe.curve.Curve;
import io.dbbench.hostprobe.curve.CurveCsvWriter;
import io.dbbench.hostprobe.host.HostCpus;
import io.dbbench.hostprobe.plot.CurveCharts;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code cpu}: the CPU-parallelism curve (test_cpu_parallel's options and CSV), with thread CPU time,
 * percentiles, speedup and knee, and the four plots. {@code cpu analyze} does the analysis of existing files.
 */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.INTERRUPTED})
@Command(
        name = "cpu",
        separator = " ",
        sortOptions = false,
        subcommands = CpuAnalyzeCommand.class,
        description = {
            "How does one CPU-bound job slow down as N copies run at once? Writes the original CSV, an "
                    + "extended CSV, JSON and four PNG plots.",
            "Example: cpu -w 8 --full --kernel int -o cpu.csv"
        })
public final class CpuCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Option(
            names = {"-w", "--num_workers"},
            paramLabel = "N",
            description = "highest (or only) number of concurrent jobs (default ${DEFAULT-VALUE})")
    int workers = 2;

    @Option(
            names = {"-f", "--full"},
            description = "sweep every load from 1 to N (else only N)")
    boolean full;

    @Option(
            names = {"--loops", "--num_job_execution_loops"},
            paramLabel = "N",
            description = "batches per load level (default ${DEFAULT-VALUE})")
    int loops = 3;

    @Option(
            names = {"--inner", "--worker_inner_loop_size"},
            paramLabel = "N",
            description =
                    "job length: outer iterations of the kernel, the Python original's default (default ${DEFAULT-VALUE})")
    int inner = 3000;

    @Option(
            names = "--kernel",
            paramLabel = "int|fp|mem",
            description = "job: integer loop (the original), floating point, or random memory increments (default int)")
    CpuKernel kernel = CpuKernel.INT;

    @Option(
            names = "--mem-mb",
            paramLabel = "MB",
            description =
                    "array size of the mem kernel in MiB, used exactly (1..16383); make it larger than the last-level cache and give the JVM the heap (default ${DEFAULT-VALUE})")
    int memMegabytes = 512;

    @Option(names = "--pause-ms", paramLabel = "ms", description = "sleep before each batch (default ${DEFAULT-VALUE})")
    long pauseMillis = 1000;

    @Option(names = "--no-warmup", description = "do not run the discarded warm-up batch")
    boolean noWarmup;

    @Option(
            names = {"-o", "--output_file"},
            paramLabel = "FILE",
            description = "CSV in the original layout (default ${DEFAULT-VALUE}); "
                    + "FILE's base name also names the extended CSV, the JSON and the plots next to it")
    Path output = Path.of("cpu.csv");

    @Mixin
    NoPlotsOption noPlots = new NoPlotsOption();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::measure);
    }

    private int measure() throws CliException, InterruptedException {
        requireRange("-w", workers, 1, 1024);
        requireRange("--loops", loops, 1, 1000);
        requireRange("--inner", inner, 2, 10_000_000);
        requireRange("--mem-mb", memMegabytes, 1, CpuCurveConfig.MAX_MEM_MEGABYTES);
        if (pauseMillis < 0 || pauseMillis > 60_000)
            usage("--pause-ms must be between 0 and 60000, was " + pauseMillis);
        OutputNames names = OutputNames.of(output);
        CpuCurveConfig config =
                new CpuCurveConfig(workers, full, loops, inner, kernel, memMegabytes, pauseMillis, !noWarmup);
        HostCpus host = HostCpus.read();
        PrintWriter out = spec.commandLine().getOut();
        out.printf(
                Locale.ROOT,
                "CPU curve: kernel %s, inner %d, loads %s, %d batch(es) per load%s; host: %s%n",
                kernel.label(),
                inner,
                full ? "1.." + workers : Integer.toString(workers),
                loops,
                noWarmup ? "" : ", one warm-up batch discarded",
                host.describe());
        out.printf(
                Locale.ROOT,
                "%-8s %8s %10s %10s %10s %10s %10s %9s%n",
                "n",
                "samples",
                "median s",
                "mean s",
                "stdev s",
                "p5 s",
                "p95 s",
                "cpu/wall");
        out.flush();
        List<LevelStats> levels = new CpuCurveRunner(config).run(l -> {
            out.printf(
                    Locale.ROOT,
                    "%-8d %8d %10.3f %10.3f %10.3f %10.3f %10.3f %9.3f%s%n",
                    l.concurrentJobs(),
                    l.samples(),
                    l.medianSec(),
                    l.meanSec(),
                    l.stdevSec(),
                    l.p5Sec(),
                    l.p95Sec(),
                    l.cpuWallRatio(),
                    l.cpuWallRatio() < 0.95 ? "  (waited for a CPU)" : "");
            out.flush();
        });
        CpuCurveResult result = new CpuCurveResult(config, host, levels);
        List<Path> written = new ArrayList<>();
        try {
            CurveCsvWriter.writeOriginal(result.points(), names.csv());
            written.add(names.csv());
            CpuCurveJson.write(result, names.json());
            written.add(names.json());
            if (result.hasSingleJobLevel()) {
                Curve curve = result.curve(names.base());
                CurveCsvWriter.writeExtended(curve, levels, names.extendedCsv());
                written.add(names.extendedCsv());
                CurveTable.print(curve, out);
                if (noPlots.plots())
                    written.addAll(CurveCharts.write(
                            List.of(curve), CurveCharts.coreMarkers(host), names.directory(), names.base()));
            } else {
                out.println("Speedup, knee and plots need the single-job level: run with --full (or -w 1).");
            }
        } catch (IOException e) {
            throw new CliException(ExitCodes.FAILED, "cannot write " + e.getMessage());
        }
        out.println("Wrote "
                + String.join(", ", written.stream().map(Path::toString).toList()));
        out.flush();
        return ExitCodes.OK;
    }

    private static void requireRange(String option, int value, int min, int max) throws CliException {
        if (value < min || value > max) usage(option + " must be between " + min + " and " + max + ", was " + value);
    }

    static void usage(String message) throws CliException {
        throw new CliException(ExitCodes.BAD_USAGE, message);
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        return CommandLines.configure(new CommandLine(new CpuCommand()));
    }
}
