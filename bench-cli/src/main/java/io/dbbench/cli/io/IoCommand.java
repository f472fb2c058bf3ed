package io.dbbench.cli.io;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.OutputNames;
import io.dbbench.cli.common.Returns;
import io.dbbench.hostprobe.io.EtaLine;
import io.dbbench.hostprobe.io.FioJson;
import io.dbbench.hostprobe.io.FioUnits;
import io.dbbench.hostprobe.io.IoFiles;
import io.dbbench.hostprobe.io.IoJobSpec;
import io.dbbench.hostprobe.io.IoPattern;
import io.dbbench.hostprobe.io.IoProbeException;
import io.dbbench.hostprobe.io.IoProgress;
import io.dbbench.hostprobe.io.IoResult;
import io.dbbench.hostprobe.io.IoRunner;
import io.dbbench.hostprobe.io.SweepAxis;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;

/**
 * {@code io}: fio's storage test with fio's option names, values and report, so a fio command line with
 * {@code fio} replaced by {@code bench-cli io} runs. Both {@code --rw=randread} and {@code --rw randread}.
 */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.INTERRUPTED})
@Command(
        name = "io",
        sortOptions = false,
        description = {
            "fio's storage test: IOPS, bandwidth, completion-latency percentiles and buckets, fio's JSON.",
            "Example: io --filename=/work/io.test --size=256m --direct=1 --rw=randread --bs=4k --iodepth=16 "
                    + "--runtime=30 --time_based --name=iops-test-job"
        })
public final class IoCommand implements Callable<Integer> {
    private static final Set<String> ENGINES = Set.of("libaio", "io_uring", "psync", "sync", "pvsync");

    @Mixin
    HelpOption help;

    @Option(names = "--name", paramLabel = "NAME", description = "job name in the report (default ${DEFAULT-VALUE})")
    String name = "job";

    @Option(
            names = "--filename",
            required = true,
            paramLabel = "FILE",
            description = "file to test (a block device only with --readonly or --allow-destroy)")
    Path filename;

    @Option(
            names = "--size",
            paramLabel = "SIZE",
            description = "region per job, e.g. 256m (default: the existing file's size)")
    String size;

    @Option(
            names = "--rw",
            paramLabel = "PATTERN",
            description = "read, write, randread, randwrite, randrw (default ${DEFAULT-VALUE})")
    String rw = "read";

    @Option(
            names = "--rwmixread",
            paramLabel = "PCT",
            description = "reads in percent for randrw (default ${DEFAULT-VALUE})")
    int rwmixread = 50;

    @Option(
            names = "--bs",
            paramLabel = "SIZE",
            description = "block size; a list (512,2k,4k,8k) sweeps (default ${DEFAULT-VALUE})")
    String bs = "4k";

    @Option(
            names = "--direct",
            paramLabel = "0|1",
            description = "1: O_DIRECT with aligned buffers, no page cache (default ${DEFAULT-VALUE})")
    int direct = 0;

    @Option(
            names = "--iodepth",
            paramLabel = "N",
            description =
                    "requests outstanding per job: N threads; a list (1,4,16,64,256) sweeps (default ${DEFAULT-VALUE})")
    String iodepth = "1";

    @Option(
            names = "--numjobs",
            paramLabel = "N",
            description = "jobs; a list (1,2,4,8) sweeps (default ${DEFAULT-VALUE})")
    String numjobs = "1";

    @Option(names = "--runtime", paramLabel = "TIME", description = "stop after TIME (plain number: seconds)")
    String runtime = "0";

    @Option(names = "--time_based", description = "repeat the region until --runtime ends")
    boolean timeBased;

    @Option(names = "--ramp_time", paramLabel = "TIME", description = "run this long before counting (default 0)")
    String rampTime = "0";

    @Option(names = "--group_reporting", description = "accepted: jobs are always reported as one group")
    boolean groupReporting;

    @Option(names = "--readonly", description = "refuse any write (fio's --readonly)")
    boolean readonly;

    @Option(names = "--allow-destroy", description = "allow writes to a block device")
    boolean allowDestroy;

    @Option(
            names = "--allow-existing",
            description = "allow writes to (or extending) an existing file this run did not create")
    boolean allowExisting;

    @Option(names = "--keep", description = "keep a file this run laid out (default: delete it afterwards)")
    boolean keep;

    @Option(names = "--fsync", paramLabel = "N", description = "fsync after every N writes (default 0: never)")
    int fsync;

    @Option(names = "--fdatasync", paramLabel = "N", description = "fdatasync after every N writes (default 0: never)")
    int fdatasync;

    @Option(
            names = "--ioengine",
            paramLabel = "ENGINE",
            description = "libaio, io_uring, psync, sync: all served by psync threads (the report says so)")
    String ioengine = "psync";

    @Option(
            names = "--output-format",
            paramLabel = "normal|json",
            description = "report format; json on standard output, fio's layout (default ${DEFAULT-VALUE})")
    String outputFormat = "normal";

    @Option(
            names = "--eta-newline",
            paramLabel = "TIME",
            description = "print fio's progress line every TIME (1, 1s, 500ms) on standard output")
    String etaNewline;

    @Option(
            names = "--profile",
            paramLabel = "redo|datafile",
            description = "the database's pattern as defaults (options given override them): redo = 4k sequential "
                    + "writes + fdatasync each; datafile = 8k random direct reads, iodepth 1..32")
    String profile;

    @Option(
            names = {"-o", "--output_file"},
            paramLabel = "FILE.csv",
            description = "a sweep's CSV (default ${DEFAULT-VALUE}); FILE's base name also names the plots "
                    + "FILE-iops.png and FILE-p99.png next to it")
    Path output = Path.of("io.csv");

    @Option(names = "--no-plots", description = "do not write a sweep's PNG plots")
    boolean noPlots;

    @Spec
    CommandSpec spec;

    /** How the job's file is opened; tests inject one that fails as a kernel without O_DIRECT does. */
    IoRunner.Opener opener = IoRunner.FILE_CHANNEL;

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::measure);
    }

    private int measure() throws CliException, InterruptedException {
        IoProfile chosen = applyProfile();
        if (!Set.of("normal", "json").contains(outputFormat))
            usage("--output-format: '" + outputFormat + "' is not normal or json");
        if (!ENGINES.contains(ioengine))
            usage("--ioengine: '" + ioengine + "' is not one of libaio, io_uring, psync, sync");
        if (direct != 0 && direct != 1) usage("--direct: must be 0 or 1, was " + direct);
        List<IoJobSpec> points;
        SweepAxis axis;
        long etaNanos;
        try {
            List<Integer> depths = counts("--iodepth", iodepth);
            List<Integer> jobs = counts("--numjobs", numjobs);
            List<Integer> blockSizes = blockSizes();
            List<String> lists = new ArrayList<>();
            if (depths.size() > 1) lists.add("--iodepth " + iodepth);
            if (jobs.size() > 1) lists.add("--numjobs " + numjobs);
            if (blockSizes.size() > 1) lists.add("--bs " + bs);
            if (lists.size() > 1) usage(String.join(" and ", lists) + ": sweep one of them at a time");
            axis = depths.size() > 1
                    ? SweepAxis.IODEPTH
                    : jobs.size() > 1 ? SweepAxis.NUMJOBS : blockSizes.size() > 1 ? SweepAxis.BS : null;
            points = new ArrayList<>();
            for (int depth : depths) {
                for (int jobCount : jobs) {
                    for (int blockSize : blockSizes) points.add(job(depth, jobCount, blockSize));
                }
            }
            etaNanos = etaNewline == null ? 0 : FioUnits.parseTimeNanos("--eta-newline", etaNewline);
            if (etaNewline != null && etaNanos == 0) usage("--eta-newline: must be more than 0 (as fio: too short)");
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage());
        }
        OutputNames names = axis == null ? null : OutputNames.of(output);
        boolean json = outputFormat.equals("json");
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json && etaNanos > 0)
            err.println("note: --eta-newline prints no progress lines with --output-format=json (as fio)");
        String engine = "psync (dbbench: iodepth threads per job doing pread/pwrite"
                + (ioengine.equals("psync") ? "" : "; asked for " + ioengine) + ")";
        if (chosen != null && !json) out.println("profile " + chosen.label() + ": " + chosen.description());
        boolean created;
        try {
            created = IoFiles.prepare(points.get(0), new IoFiles.Permissions(readonly, allowDestroy, allowExisting));
        } catch (IoProbeException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage());
        }
        try {
            long startSeconds = System.currentTimeMillis() / 1000;
            List<IoResult> results = new ArrayList<>();
            IoProbeException failure = null;
            for (IoJobSpec point : points) {
                try {
                    results.add(runOne(point, json ? 0 : etaNanos, out));
                } catch (IoProbeException e) {
                    failure = e; // the points already done are still written below
                    break;
                }
                if (!json) IoText.print(results.get(results.size() - 1), results.size() - 1, name, engine, out);
            }
            if (json && !results.isEmpty()) {
                out.println(FioJson.write(results, name, engine, givenOptions(chosen), startSeconds));
                out.flush();
            }
            if (axis != null && !results.isEmpty())
                IoSweepOutput.write(results, axis, names, !noPlots, json ? err : out);
            if (failure != null) {
                int code = failure.getMessage().startsWith("--direct") ? ExitCodes.BAD_USAGE : ExitCodes.FAILED;
                throw new CliException(
                        code,
                        failure.getMessage()
                                + (results.isEmpty()
                                        ? ""
                                        : " (after " + results.size() + " of " + points.size()
                                                + " sweep points; theirs are written above)"));
            }
            return ExitCodes.OK;
        } finally {
            if (created && !keep) deleteQuietly();
        }
    }

    private IoResult runOne(IoJobSpec job, long etaNanos, PrintWriter out)
            throws IoProbeException, InterruptedException {
        IoProgress progress = new IoProgress();
        EtaPrinter eta =
                etaNanos == 0 ? null : new EtaPrinter(new EtaLine(job, progress, System.nanoTime()), etaNanos, out);
        try {
            return new IoRunner(System::nanoTime, progress, opener).run(job);
        } finally {
            if (eta != null) eta.close();
        }
    }

    /** Sets each of the profile's options the user did not give; returns the profile or null. */
    private IoProfile applyProfile() throws CliException {
        if (profile == null) return null;
        IoProfile chosen;
        try {
            chosen = IoProfile.parse(profile);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage());
        }
        ParseResult given = spec.commandLine().getParseResult();
        for (Map.Entry<String, String> d : chosen.defaults().entrySet()) {
            if (given.hasMatchedOption(d.getKey())) continue;
            OptionSpec option = spec.findOption(d.getKey());
            option.setValue(option.type() == int.class ? Integer.valueOf(d.getValue()) : d.getValue());
        }
        return chosen;
    }

    private IoJobSpec job(int depth, int jobCount, int blockSize) {
        long sizeBytes = size != null ? FioUnits.parseSizeBytes("--size", size) : existingSize();
        return new IoJobSpec(
                filename,
                sizeBytes,
                IoPattern.parse(rw),
                rwmixread,
                blockSize,
                direct == 1,
                depth,
                jobCount,
                FioUnits.parseTimeNanos("--runtime", runtime),
                timeBased,
                FioUnits.parseTimeNanos("--ramp_time", rampTime),
                fsync,
                fdatasync);
    }

    private void deleteQuietly() {
        try {
            Files.deleteIfExists(filename);
        } catch (IOException e) {
            spec.commandLine().getErr().println("note: could not delete " + filename + ": " + e.getMessage());
        }
    }

    /** One block size, or a sweep's comma-separated list (e.g. 512,2k,4k,8k for redo). */
    private List<Integer> blockSizes() {
        List<Integer> sizes = new ArrayList<>();
        for (String part : bs.split(",", -1)) {
            long bytes = FioUnits.parseSizeBytes("--bs", part);
            if (bytes < 1 || bytes > (64 << 20))
                throw new IllegalArgumentException("--bs: must be 1 byte .. 64m, was " + part);
            sizes.add((int) bytes);
        }
        return sizes;
    }

    private long existingSize() {
        try {
            if (Files.isRegularFile(filename) && Files.size(filename) > 0) return Files.size(filename);
        } catch (IOException e) {
            throw new IllegalArgumentException(
                    "--filename: cannot read the size of " + filename + ": " + e.getMessage(), e);
        }
        throw new IllegalArgumentException("--size: needed for " + filename + " (missing, empty or a device)");
    }

    /** One value, or a sweep's comma-separated list (e.g. 1,4,16,64,256). */
    private static List<Integer> counts(String option, String text) {
        List<Integer> values = new ArrayList<>();
        for (String part : text.split(",", -1)) {
            try {
                values.add(Integer.parseInt(part.trim()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        option + ": '" + part + "' in '" + text + "' is not a whole number", e);
            }
        }
        return values;
    }

    private Map<String, String> givenOptions(IoProfile chosen) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("filename", filename.toString());
        options.put("rw", rw.toLowerCase(Locale.ROOT));
        options.put("bs", bs);
        options.put("direct", Integer.toString(direct));
        options.put("iodepth", iodepth);
        options.put("numjobs", numjobs);
        options.put("ioengine", ioengine);
        if (size != null) options.put("size", size);
        if (!runtime.equals("0")) options.put("runtime", runtime);
        if (fdatasync > 0) options.put("fdatasync", Integer.toString(fdatasync));
        if (fsync > 0) options.put("fsync", Integer.toString(fsync));
        if (chosen != null) options.put("profile", chosen.label());
        return options;
    }

    static void usage(String message) throws CliException {
        throw new CliException(ExitCodes.BAD_USAGE, message);
    }
}
