package io.dbbench.cli.io;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.HostThreads;
import io.dbbench.cli.common.OutputNames;
import io.dbbench.cli.common.Returns;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.hostprobe.io.DiskStats;
import io.dbbench.hostprobe.io.EtaLine;
import io.dbbench.hostprobe.io.FioJson;
import io.dbbench.hostprobe.io.FioUnits;
import io.dbbench.hostprobe.io.IoFiles;
import io.dbbench.hostprobe.io.IoJobSpec;
import io.dbbench.hostprobe.io.IoProbeException;
import io.dbbench.hostprobe.io.IoProgress;
import io.dbbench.hostprobe.io.IoResult;
import io.dbbench.hostprobe.io.IoRunner;
import io.dbbench.hostprobe.io.SweepAxis;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
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
    /** Whether the run laid its file out itself (and so deletes it at the end, unless --keep). */
    private boolean fileCreatedByThisRun;

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

    @Option(
            names = "--keep",
            description = "keep a file this run laid out (default: delete it afterwards, also on Ctrl-C/SIGTERM)")
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
            paramLabel = "normal|json|json+",
            description = "report format; json on standard output, fio's layout; json+ adds each latency histogram's"
                    + " bins (default ${DEFAULT-VALUE})")
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

    /** Set by Ctrl-C/SIGTERM (tests set it themselves): the layout or the run stops, and what ran is reported. */
    final AtomicBoolean stopRequested = new AtomicBoolean();

    private final AtomicBoolean headerPrinted = new AtomicBoolean();

    /** The host's thread limits; io takes one thread per outstanding request. */
    HostThreads limits = HostThreads.ofThisHost();

    @Override
    public Integer call() {
        return CliErrors.run(spec, this::measure);
    }

    private int measure() throws CliException, InterruptedException {
        IoProfile chosen = applyProfile();
        if (!Set.of("normal", "json", "json+").contains(outputFormat))
            usage("--output-format: '" + outputFormat + "' is not normal, json or json+");
        if (!ENGINES.contains(ioengine))
            usage("--ioengine: '" + ioengine + "' is not one of libaio, io_uring, psync, sync");
        if (direct != 0 && direct != 1) usage("--direct: must be 0 or 1, was " + direct);
        List<IoJobSpec> points;
        SweepAxis axis;
        long etaNanos;
        try {
            List<Integer> depths = IoOptionLists.counts("--iodepth", iodepth);
            List<Integer> jobs = IoOptionLists.counts("--numjobs", numjobs);
            List<Integer> blockSizes = IoOptionLists.blockSizes(bs);
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
                    for (int blockSize : blockSizes) points.add(IoOptionLists.job(this, depth, jobCount, blockSize));
                }
            }
            etaNanos = etaNewline == null ? 0 : FioUnits.parseTimeNanos("--eta-newline", etaNewline);
            if (etaNewline != null && etaNanos == 0) usage("--eta-newline: must be more than 0 (as fio: too short)");
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage());
        }
        for (IoJobSpec point : points) {
            if (point.direct()) IoLimits.checkDirectBlockSize(point.blockSizeBytes(), filename);
            IoLimits.checkThreads(point.iodepth(), point.numjobs(), limits);
        }
        OutputNames names = axis == null ? null : OutputNames.of(output);
        boolean json = outputFormat.startsWith("json");
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json && etaNanos > 0)
            err.println("note: --eta-newline prints no progress lines with --output-format=json (as fio)");
        String engine = "psync (dbbench: iodepth threads per job doing pread/pwrite"
                + (ioengine.equals("psync") ? "" : "; asked for " + ioengine) + ")";
        if (chosen != null && !json) out.println("profile " + chosen.label() + ": " + chosen.description());
        // fio's header is printed once the file checks passed (just before a layout, or after them), so a
        // refusal stays one line; a signal stops the layout or the run, the file this run created is deleted
        Runnable header = () -> {
            if (!json && headerPrinted.compareAndSet(false, true)) IoSummaryText.header(points, name, engine, out);
        };
        StopOnSignal signals = StopOnSignal.stopping(() -> stopRequested.set(true));
        IoFiles.Prepared prepared = null;
        boolean existedBefore = false;
        try {
            try {
                existedBefore =
                        java.nio.file.Files.exists(points.get(0).file(), java.nio.file.LinkOption.NOFOLLOW_LINKS);
                prepared = IoFiles.prepareFile(
                        points.get(0),
                        new IoFiles.Permissions(readonly, allowDestroy, allowExisting),
                        stopRequested::get,
                        () -> {
                            header.run();
                            if (!json)
                                IoSummaryText.layingOut(name, points.get(0).sizeBytes(), out);
                        });
                header.run();
                fileCreatedByThisRun = prepared.created();
            } catch (IoProbeException e) {
                throw new CliException(ExitCodes.BAD_USAGE, e.getMessage());
            } catch (InterruptedException e) {
                throw new CliException(
                        ExitCodes.INTERRUPTED,
                        "stopped by a signal while laying out " + filename
                                + (existedBefore
                                        ? "; the file existed before this run: it is kept, extended part way"
                                        : "; the part written was deleted"),
                        e);
            }
            return measure(points, axis, names, json, etaNanos, engine, chosen, out, err);
        } finally {
            if (prepared != null && !keep) deleteQuietly(prepared);
            signals.close();
        }
    }

    private int measure(
            List<IoJobSpec> points,
            SweepAxis axis,
            OutputNames names,
            boolean json,
            long etaNanos,
            String engine,
            IoProfile chosen,
            PrintWriter out,
            PrintWriter err)
            throws CliException, InterruptedException {
        long startSeconds = System.currentTimeMillis() / 1000;
        DiskStats disk = DiskStats.start(filename);
        List<IoResult> results = new ArrayList<>();
        IoProbeException failure = null;
        for (IoJobSpec point : points) {
            if (stopRequested.get()) break;
            try {
                results.add(runOne(point, json ? 0 : etaNanos, out));
            } catch (IoProbeException e) {
                failure = e; // the points already done are still written below
                break;
            }
            if (!json) {
                int group = results.size() - 1;
                IoText.print(results.get(group), group, name, etaNanos > 0, out);
                IoSummaryText.runStatus(results.get(group), group, out);
            }
        }
        DiskStats.Usage usage = disk == null ? null : disk.finish();
        if (!json) IoSummaryText.diskStats(usage, out);
        if (json && !results.isEmpty()) {
            out.println(FioJson.write(
                    results,
                    name,
                    engine,
                    IoOptionLists.givenOptions(this, chosen),
                    startSeconds,
                    usage,
                    outputFormat.equals("json+")));
            out.flush();
        }
        if (axis != null && !results.isEmpty()) IoSweepOutput.write(results, axis, names, !noPlots, json ? err : out);
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
        if (stopRequested.get()) {
            throw new CliException(
                    ExitCodes.INTERRUPTED,
                    "stopped by a signal: the report above covers the part that ran"
                            + (keep || !fileCreatedByThisRun ? "" : "; the file this run laid out is deleted"));
        }
        return ExitCodes.OK;
    }

    private IoResult runOne(IoJobSpec job, long etaNanos, PrintWriter out)
            throws IoProbeException, InterruptedException {
        IoProgress progress = new IoProgress();
        EtaPrinter eta =
                etaNanos == 0 ? null : new EtaPrinter(new EtaLine(job, progress, System.nanoTime()), etaNanos, out);
        try {
            return new IoRunner(System::nanoTime, progress, opener, stopRequested::get).run(job);
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

    private void deleteQuietly(IoFiles.Prepared prepared) {
        try {
            if (prepared.created() && !IoFiles.deleteCreated(prepared))
                spec.commandLine()
                        .getErr()
                        .println("note: not deleted: " + filename + " is no longer the file this run laid out");
        } catch (IOException e) {
            spec.commandLine().getErr().println("note: could not delete " + filename + ": " + IoFiles.reason(e));
        }
    }

    static void usage(String message) throws CliException {
        throw new CliException(ExitCodes.BAD_USAGE, message);
    }
}
