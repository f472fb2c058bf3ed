package io.dbbench.cli.replica;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.console.IterationProgress;
import io.dbbench.core.config.Topology;
import io.dbbench.core.internal.result.RepeatMerger;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunStalls;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --fork}: every repeat runs in a fresh JVM, as JMH's forks do, so the JIT, the driver's caches
 * and the pools start cold each time and one JVM's luck does not decide the score. This JVM only
 * starts the children (each given its {@link ChildPlan}: the run, one repeat on that repeat's seed, and
 * where to write), reads their results.json files, numbers their iterations by repeat and merges them as
 * in-process repeats are merged.
 */
public final class ForkedRepeats {
    private final ChildHandOff handOff;
    private final BenchmarkOptions options;
    /** The user's common start (--start-at), which every repeat is given; null without one. */
    private final Instant startAt;
    /** -ot json: this JVM's stdout carries the one merged JSON document, so the children's console may not go there. */
    private final boolean jsonOnStdout;

    private final List<String> javaCommand;
    private volatile Process current;
    private volatile boolean stopped;

    public ForkedRepeats(ChildHandOff handOff, Instant startAt, boolean jsonOnStdout) {
        this(handOff, startAt, jsonOnStdout, ChildJvm.javaCommand());
    }

    /** @param javaCommand what starts a child (a test passes a stand-in) */
    ForkedRepeats(ChildHandOff handOff, Instant startAt, boolean jsonOnStdout, List<String> javaCommand) {
        this.handOff = handOff;
        this.options = handOff.options();
        this.startAt = startAt;
        this.jsonOnStdout = jsonOnStdout;
        this.javaCommand = List.copyOf(javaCommand);
    }

    /** Where repeat {@code repeat} writes its results.xml (its .json beside it) for this JVM to read. */
    static Path resultsXml(Path dir, int repeat) {
        return dir.resolve("repeat-" + repeat + ".xml");
    }

    /** Ends the current child (it writes what it measured) and starts no more. */
    public void stop() {
        stopped = true;
        Process p = current;
        if (p != null) p.destroy();
    }

    /** Runs every repeat in its own JVM; returns one merged result per topology, in order. */
    public List<RunResult> run(PrintWriter out) throws CliException {
        Path dir;
        try {
            dir = Files.createTempDirectory("dbbench-fork-");
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot make a directory for the forked repeats: " + e.getMessage(), e);
        }
        List<Topology> topologies = options.topologies();
        int labels = Math.max(1, topologies.size());
        List<List<RunResult>> byTopology = new ArrayList<>();
        for (int t = 0; t < labels; t++) byTopology.add(new ArrayList<>());
        try {
            long firstStartNanos = System.nanoTime();
            for (int repeat = 0; repeat < options.repeats() && !stopped; repeat++) {
                out.println("== repeat " + (repeat + 1) + " of " + options.repeats() + " in a fresh JVM"
                        + timeLeft(repeat, options.repeats(), System.nanoTime() - firstStartNanos) + " ==");
                out.flush();
                int code = runChild(repeat, dir, out);
                // whatever the child wrote counts, even when it was stopped: it writes what it measured
                Path xml = resultsXml(dir, repeat);
                for (int t = 0; t < labels; t++) {
                    Path json = ResultFiles.jsonBeside(
                            topologies.size() > 1
                                    ? ResultFiles.withSuffix(
                                            xml, topologies.get(t).label())
                                    : xml);
                    if (Files.exists(json)) byTopology.get(t).add(judged(renumbered(read(json), repeat), code));
                }
                // 130 after Ctrl-C, 143 after SIGTERM (what stop() sends): the run was ended, not broken
                if (stopped || code == ExitCodes.INTERRUPTED || code == ExitCodes.TERMINATED) {
                    stopped = true;
                } else if (code != ExitCodes.OK && code != ExitCodes.TOO_MANY_FAILURES) {
                    throw new CliException(
                            code, "repeat " + (repeat + 1) + ": the forked JVM ended with exit code " + code);
                }
            }
        } finally {
            deleteQuietly(dir);
        }
        List<RunResult> merged = new ArrayList<>();
        for (List<RunResult> repeats : byTopology) if (!repeats.isEmpty()) merged.add(RepeatMerger.merge(repeats));
        return merged;
    }

    /**
     * A repeat whose JVM ended with exit 5 was a failed run (a lost or hung database, too many failures): its
     * file cannot show why (the engine's stalls are not written), so the verdict goes with its result and fails
     * the merged run, named by {@link RepeatMerger}. Its own reason went to the console it shares with this JVM.
     */
    static RunResult judged(RunResult repeat, int exitCode) {
        if (exitCode != ExitCodes.TOO_MANY_FAILURES) return repeat;
        return repeat.withDetails(repeat.details()
                .withStalls(RunStalls.ofFailedParts(List.of("the forked JVM ended with exit code " + exitCode
                        + " (a failed run; its reason is printed above)"))));
    }

    /** After the first repeat: the repeats to come at the mean length of those done (JVM start included). */
    static String timeLeft(int repeat, int repeats, long elapsedNanos) {
        if (repeat == 0) return "";
        return ", about " + IterationProgress.clock(elapsedNanos / repeat * (repeats - repeat)) + " left";
    }

    public boolean stopped() {
        return stopped;
    }

    private static void deleteQuietly(Path dir) {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // a temporary directory left behind is no reason to lose the results
        }
    }

    /** @param console where this JVM's console goes (stderr with -ot json): the child's console goes there too */
    private int runChild(int repeat, Path dir, PrintWriter console) throws CliException {
        ProcessBuilder pb = new ProcessBuilder(javaCommand).inheritIO();
        if (jsonOnStdout) pb.redirectOutput(ProcessBuilder.Redirect.PIPE);
        Path plan = null;
        try {
            plan = ChildJvm.hand(handOff.forkedRepeat(repeat, startAt, dir), handOff.password(), pb);
            current = pb.start();
            Thread copier = jsonOnStdout ? copy(current.getInputStream(), console) : null;
            if (stopped) current.destroy();
            int code = current.waitFor();
            if (copier != null) copier.join();
            return code;
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot start a JVM for repeat " + (repeat + 1) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            return ExitCodes.INTERRUPTED;
        } finally {
            current = null;
            if (plan != null) ChildJvm.deleteQuietly(plan);
        }
    }

    /** Copies a child's standard output, line by line, to this JVM's console until the child closes it. */
    private static Thread copy(InputStream childOut, PrintWriter console) {
        Thread copier = new Thread(
                () -> {
                    try (BufferedReader lines =
                            new BufferedReader(new InputStreamReader(childOut, Charset.defaultCharset()))) {
                        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                            console.println(line);
                            console.flush();
                        }
                    } catch (IOException e) {
                        // the child went away mid-line: its results file, not its console, is what counts
                    }
                },
                "fork-console");
        copier.setDaemon(true);
        copier.start();
        return copier;
    }

    private static RunResult read(Path json) throws CliException {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        } catch (IOException e) {
            throw new CliException(
                    ExitCodes.FAILED, "cannot read a forked repeat's results " + json + ": " + e.getMessage(), e);
        }
    }

    /**
     * A child (a forked repeat, a sweep's replicas) only ever runs repeat 0 of its own: give its
     * iterations their real repeat number. Its replica and merge sections are kept.
     */
    static RunResult renumbered(RunResult r, int repeat) {
        RunDetails d = r.details();
        List<IterationResult> iterations = d.iterations().stream()
                .map(i -> new IterationResult(i.phase(), repeat, i.index(), i.duration(), i.transactions()))
                .toList();
        return r.withDetails(new RunDetails(
                d.topology(),
                d.services(),
                iterations,
                d.targetRatePerSecond(),
                d.scheduleLagNanos(),
                d.replica(),
                d.merge()));
    }
}
