package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.StopOnSignal;
import io.dbbench.cli.common.Version;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.cli.results.RunReport;
import io.dbbench.cli.results.SweepTable;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.measure.SweepOrder;
import io.dbbench.core.internal.replica.MergeRefusedException;
import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.internal.replica.ReplicaMerger;
import io.dbbench.core.internal.replica.ReplicaTable;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.ScoreTable;
import io.dbbench.report.HtmlReport;
import io.dbbench.report.ReportInput;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --replicas 1,2,4}: one local-replicas run per replica count (each with its common start, merged
 * exactly), rounds of {@code --repeats} interleaved in {@link SweepOrder}'s order as a topology sweep's,
 * each count's repeats merged, then compared with the first count in a {@link SweepTable}. The
 * field report's 16x1 / 8x2 / 4x4 is {@code --replicas 1,2,4 --users-total 16}.
 */
final class ReplicaSweep {
    private final CharbenchOptions o;
    private final ReplicaFlags r;
    /** The parent's run, which every count's replicas are handed. */
    private final ChildHandOff handOff;
    /** Where {@code -ot json} puts the JSON: the command's standard output, whatever {@code out} is. */
    private final PrintWriter stdout;

    private volatile LocalReplicas current;
    private volatile boolean stopped;

    ReplicaSweep(CharbenchOptions o, ReplicaFlags r, ChildHandOff handOff, PrintWriter stdout) {
        this.handOff = handOff;
        this.stdout = stdout;
        this.o = o;
        this.r = r;
    }

    /** What a sweep over replica counts cannot be combined with, refused before anything starts. */
    static void check(ReplicaFlags r, BenchmarkOptions options) throws CliException {
        List<Integer> counts = r.counts();
        if (options.topologies().size() > 1) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "options --replicas and --topology: sweep one of them at a time, not both " + "(replica counts "
                            + r.replicas + ", topologies " + options.topologies() + ")");
        }
        if (options.plan() == null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --replicas: a sweep over replica counts (" + r.replicas
                            + ") needs --iterations (e.g. --iterations 3x20s) to score and compare them");
        }
        if (r.mergeAvailable && options.repeats() > 1) {
            // each repeat's merge would be free to leave out other replicas, and the repeats' merge keeps no replica
            // table
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --merge-available: a sweep over replica counts with --repeats "
                            + options.repeats()
                            + " merges each count's repeats, which must all have every replica; leave out "
                            + "--merge-available or give --repeats 1");
        }
        if (r.startAt != null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "option --start-at: a sweep over replica counts runs one count after another, "
                            + "each from its own common start once its replicas are logged on; leave --start-at out");
        }
        for (int count : counts) {
            for (int index = 0; index < count; index++) {
                int users;
                try {
                    users = r.usersTotal == null ? -1 : new ReplicaIdentity(index, count).usersOf(r.usersTotal);
                } catch (IllegalArgumentException e) {
                    throw new CliException(ExitCodes.BAD_USAGE, "option --users-total: " + e.getMessage(), e);
                }
                for (Topology t : options.topologies()) {
                    if (users < 0 || options.usersPerService() > 0) continue;
                    try {
                        t.usersPerService(users);
                    } catch (IllegalArgumentException e) {
                        throw new CliException(
                                ExitCodes.BAD_USAGE,
                                "option --topology: " + t + " with " + count + " replicas of " + users + " user(s): "
                                        + e.getMessage(),
                                e);
                    }
                }
            }
        }
    }

    /** The label of a replica count in the table and in file names: {@code 2replicas}. */
    static String label(int count) {
        return count + (count == 1 ? "replica" : "replicas");
    }

    /** Ends the runs under way (each replica writes what it measured) and starts no other. */
    void stop() {
        stopped = true;
        LocalReplicas running = current;
        if (running != null) running.stop();
    }

    /** One run of one count's replicas, merged: the sweep starts replica JVMs, tests stand in for them. */
    interface Runner {
        /** @return the merged run, or null when stopped before there was anything to merge */
        RunResult run(int count, int repeat) throws CliException;
    }

    /**
     * @param xml         the merged results.xml asked for (one per count, the label added), null with -nr
     * @param replicasXml where the replicas' own files go (beside xml, or a scratch directory with -nr)
     */
    int run(
            RunConfig config,
            BenchmarkOptions options,
            Path xml,
            Path replicasXml,
            PrintWriter out,
            PrintWriter err,
            StopOnSignal signals)
            throws CliException {
        List<Integer> counts = r.counts();
        int repeats = options.repeats();
        signals.stopWith(this::stop);
        out.println("dbbench " + Version.get() + " | " + config.displayName() + " | sweep over " + counts
                + " replicas on this host, "
                + (r.usersTotal != null
                        ? r.usersTotal + " user(s) split over each count's replicas"
                        : config.load().users() + " user(s) per replica")
                + (repeats > 1 ? "; " + repeats + " repeats, interleaved" : ""));
        out.println("Each count's replicas write "
                + LocalReplicas.replicaXml(replicaXmlOf(replicasXml, counts.get(0), 0, repeats), 0)
                        .getFileName()
                + " ... and their output to "
                + LocalReplicas.log(replicaXmlOf(replicasXml, counts.get(0), 0, repeats), 0)
                        .getFileName()
                + " ... in " + replicasXml.toAbsolutePath().getParent() + (xml == null ? " (deleted at the end)" : ""));
        out.flush();
        return sweep(
                (count, repeat) -> runOnce(count, repeat, repeats, replicasXml, config, options.seed(), out),
                repeats,
                xml,
                out,
                err);
    }

    /**
     * Every round of every count, then the report of what finished. A run that fails (a replica not
     * ready, a refused merge) ends the sweep, but only after the runs before it are written and compared:
     * its error, naming the count and the repeat, is thrown then.
     */
    int sweep(Runner runner, int repeats, Path xml, PrintWriter out, PrintWriter err) throws CliException {
        List<Integer> counts = r.counts();
        List<List<RunResult>> byCount = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) byCount.add(new ArrayList<>());
        int exit = ExitCodes.OK;
        CliException failure = null;
        rounds:
        for (int repeat = 0; repeat < repeats; repeat++) {
            for (int c : order(repeat, counts.size())) {
                if (stopped) break rounds;
                RunResult merged;
                try {
                    merged = runner.run(counts.get(c), repeat);
                } catch (CliException e) {
                    failure = e;
                    break rounds;
                }
                if (merged == null) continue;
                MergeSummary merge = merged.details().merge();
                if (merge != null && !merge.excluded().isEmpty()) exit = ExitCodes.TOO_MANY_FAILURES;
                if (merged.endReason().isInterrupted()) stop();
                // each run's replicas ran their repeat 0: number the iterations by the sweep's repeat, as --fork does
                byCount.get(c).add(ForkedRepeats.renumbered(merged, repeat));
            }
        }
        List<String> labels = new ArrayList<>();
        List<RunResult> runs = new ArrayList<>();
        for (int c = 0; c < counts.size(); c++) {
            if (byCount.get(c).isEmpty()) continue;
            labels.add(label(counts.get(c)));
            runs.add(RepeatMerger.merge(byCount.get(c)));
        }
        int reported = report(labels, runs, repeats, xml, out, err);
        if (failure != null) {
            out.println("Stopped by an error: the table covers the runs that finished.");
            out.flush();
            throw failure;
        }
        return RunReport.worse(exit, reported);
    }

    /** The counts' indexes in round {@code repeat}: ABC, CBA, BCA, ... as a topology sweep. */
    static List<Integer> order(int repeat, int layouts) {
        return SweepOrder.round(repeat, layouts);
    }

    /** Where one run's replicas write: results-2replicas.xml, with -repeat2 added when there are repeats; rI is added to it. */
    static Path replicaXmlOf(Path replicasXml, int count, int repeat, int repeats) {
        Path layout = ResultFiles.withSuffix(replicasXml, label(count));
        return repeats > 1 ? ResultFiles.withSuffix(layout, "repeat" + (repeat + 1)) : layout;
    }

    /**
     * The replicas of one count in round {@code repeat}: their files named by count and repeat, and the
     * seed of the repeat (the run's seed + repeat, as in-process repeats and --fork use; each replica
     * then moves it by its index).
     */
    LocalReplicas replicasFor(int count, int repeat, int repeats, Path replicasXml, long seed) {
        return new LocalReplicas(
                handOff,
                count,
                null,
                replicaXmlOf(replicasXml, count, repeat, repeats),
                LocalReplicas.READY_TIMEOUT,
                seed + repeat);
    }

    /** One count's replicas from a common start, merged; null when stopped before anything ran. */
    private RunResult runOnce(
            int count, int repeat, int repeats, Path replicasXml, RunConfig config, long seed, PrintWriter out)
            throws CliException {
        String name = name(count, repeat, repeats);
        out.println();
        out.println("== " + name + ": " + count + " x "
                + (r.usersTotal != null ? usersEach(count) : config.load().users())
                + " user(s), common start once every replica's users are logged on ==");
        out.flush();
        LocalReplicas replicas = replicasFor(count, repeat, repeats, replicasXml, seed);
        current = replicas;
        if (stopped) replicas.stop();
        RunResult merged;
        try {
            merged = ReplicaMerger.merge(replicas.run(out), r.mergeAvailable);
        } catch (CliException e) {
            throw new CliException(e.exitCode(), name + ": " + e.getMessage(), e);
        } catch (MergeRefusedException e) {
            if (replicas.stopped()) {
                // the runs that finished before the stop are still reported and compared
                out.println("== " + name + ": stopped, not merged: " + e.getMessage() + " ==");
                return null;
            }
            throw new CliException(
                    ExitCodes.BAD_CONFIG,
                    name + ": " + e.getMessage() + " (the sweep stopped here; every replica's "
                            + "files so far are kept in "
                            + replicasXml.toAbsolutePath().getParent() + ")",
                    e);
        } finally {
            current = null;
        }
        out.println("== " + name + ": " + merged.details().merge().replicas().size() + " of " + count + " merged ==");
        out.print(ReplicaTable.render(merged.details().merge()));
        out.flush();
        return merged;
    }

    /** "2replicas, repeat 2 of 3" (no repeat with one), as the console and errors name a run. */
    static String name(int count, int repeat, int repeats) {
        return label(count) + (repeats > 1 ? ", repeat " + (repeat + 1) + " of " + repeats : "");
    }

    /** {@code --users-total} over {@code count} replicas: "4" or "5/4" when it does not divide. */
    private String usersEach(int count) {
        int most = new ReplicaIdentity(0, count).usersOf(r.usersTotal);
        int least = new ReplicaIdentity(count - 1, count).usersOf(r.usersTotal);
        return most == least ? Integer.toString(most) : most + "/" + least;
    }

    /** Each count's merged results as results-2replicas.xml/.json/.html, scores, closing lines, then the sweep's table. */
    private int report(
            List<String> labels, List<RunResult> runs, int repeats, Path xml, PrintWriter out, PrintWriter err) {
        ZoneId zone = ZoneId.systemDefault();
        RunReport report = new RunReport(o, !o.noHtml, false, stdout);
        Path json = xml == null ? null : o.jsonFile != null ? o.jsonFile : ResultFiles.jsonBeside(xml);
        int exit = ExitCodes.OK;
        out.println();
        List<String> scoredLabels = new ArrayList<>();
        List<RunResult> scored = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            RunResult run = runs.get(i);
            report.writeResults(
                    run,
                    zone,
                    ResultFiles.withSuffix(xml, labels.get(i)),
                    ResultFiles.withSuffix(json, labels.get(i)),
                    out,
                    err);
            if (run.details().measuredIterations().isEmpty()) {
                // stopped before its first measured iteration ended: nothing to score or compare
                out.println(labels.get(i) + ": no measured iteration finished; left out of the comparison");
            } else {
                out.print(labels.get(i) + ": " + new ScoreTable().render(IterationScores.of(run)));
                scoredLabels.add(labels.get(i));
                scored.add(run);
            }
            out.print(labels.get(i) + ": ");
            exit = RunReport.worse(exit, report.report(run, zone, out, err));
        }
        if (!o.noHtml && xml != null && runs.size() > 1) {
            Path page = ResultFiles.htmlBeside(xml);
            if (sideBySide(labels, runs, page, err)) report.noteWritten(page);
        }
        if (scored.size() > 1) out.print(SweepTable.render(scoredLabels, scored, repeats > 1));
        if (stopped) {
            out.println("Stopped: the table covers the runs that finished.");
            exit = RunReport.worse(exit, ExitCodes.INTERRUPTED);
        }
        report.printWritten(out);
        out.flush();
        return exit;
    }

    /** results.html with every count side by side, as a topology sweep's; whether it was written. */
    private static boolean sideBySide(List<String> labels, List<RunResult> runs, Path file, PrintWriter err) {
        List<ReportInput> inputs = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) inputs.add(new ReportInput(labels.get(i), runs.get(i)));
        try {
            ResultFiles.writeText(file, new HtmlReport().render(inputs));
            return true;
        } catch (IOException | RuntimeException e) {
            err.println("bench-cli: cannot write the HTML report " + file + ": " + e.getMessage());
            return false;
        }
    }
}
