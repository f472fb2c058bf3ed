package io.dbbench.cli.results;

import io.dbbench.cli.common.BesideJson;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.internal.result.format.ResultFiles;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.MiniReport;
import io.dbbench.core.result.format.ResultsJsonWriter;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.ScoreTable;
import io.dbbench.report.HtmlReport;
import io.dbbench.report.ReportInput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the charbench-style command does with finished runs: writes each run's results.xml,
 * results.json and results.html (one pair per topology when there are several), prints scores, the mini report, the
 * closing line and the topology comparison, and picks the exit code.
 */
public final class RunReport {
    private final CharbenchOptions o;
    /** results.html beside results.xml: not with --no-html, nor in a forked repeat (its parent writes the report). */
    private final boolean html;
    /** --fork: each repeat's JVM ran the layouts in the given order, not interleaved. */
    private final boolean forked;
    /** Names this run's fallback files, should a results file not be writable at the end. */
    private final String stamp = java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
                    .format(java.time.LocalDateTime.now())
            + "-" + ProcessHandle.current().pid();
    /** A file went to the temporary directory instead of where it was asked for: the exit says so. */
    private boolean misplaced;
    /** Every results file written, where it went (absolute): named together at the end of the run. */
    private final List<Path> written = new ArrayList<>();
    /** A capacity search's stepped rates, or null: see {@link #withSteppedRates}. */
    private String steppedRates;
    /** Whether the run's last line names the files written: not for a forked repeat's temporary files. */
    private boolean namesWritten = true;
    /** What is added to each run's results.json, or null. */
    private JsonAddition jsonAddition;
    /** The files a command writes beside each run's results.json, in its set (a capacity search's). */
    private List<BesideJson> besideJson = List.of();
    /** Where the fallback files go: the system's temporary directory. */
    private final Path fallbackDir;

    /** Standard output: with -ot json it carries the JSON alone, while the console lines go to stderr. */
    private final PrintWriter stdout;

    public RunReport(CharbenchOptions o, boolean html, boolean forked, PrintWriter stdout) {
        this(o, html, forked, stdout, Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** With the fallback files going to {@code fallbackDir}, not the system's temporary directory (for tests). */
    public RunReport(CharbenchOptions o, boolean html, boolean forked, PrintWriter stdout, Path fallbackDir) {
        this.o = o;
        this.stdout = stdout;
        this.html = html;
        this.forked = forked;
        this.fallbackDir = fallbackDir;
    }

    /** @return the exit code: the most serious over all runs */
    public int finish(
            List<RunResult> runs,
            BenchmarkOptions options,
            ZoneId zone,
            Path xml,
            Path json,
            PrintWriter out,
            PrintWriter err) {
        int exit = ExitCodes.OK;
        // by what was asked, not by what finished: an interrupted list still writes the announced names
        boolean several = options.topologies().size() > 1;
        List<String> documents = new ArrayList<>();
        for (RunResult run : runs) {
            String label = run.details().topology();
            writeResults(
                    run,
                    zone,
                    several ? ResultFiles.withSuffix(xml, label) : xml,
                    several ? ResultFiles.withSuffix(json, label) : json,
                    out,
                    err);
            if (o.jsonOnStdout()) documents.add(jsonDocument(run, err));
            if (o.resultsToLog) {
                String document = jsonText(run, "bench-cli: cannot format results for the log: ", err);
                if (document != null) LogFrames.print(run, document, out);
            }
            if (!run.details().iterations().isEmpty()) {
                out.print((label == null ? "" : "Topology " + label + ": ")
                        + new ScoreTable().render(IterationScores.of(run)));
            }
            exit = worse(exit, report(run, zone, out, err));
        }
        if (o.jsonOnStdout()) printJson(documents, several);
        if (several && html && xml != null && !runs.isEmpty()) writeSideBySide(runs, ResultFiles.htmlBeside(xml), err);
        if (misplaced) exit = worse(exit, ExitCodes.FAILED); // the run happened; its results went to a fallback file
        if (!runs.isEmpty() && !options.topologies().isEmpty()) out.println(TopologyTable.render(runs));
        if (runs.size() > 1
                && runs.stream().allMatch(r -> !r.details().measuredIterations().isEmpty())) {
            out.print(SweepTable.render(
                    runs,
                    !forked && options.repeats() > 1 && options.topologies().size() > 1));
        }
        printWritten(out);
        out.flush();
        return exit;
    }

    /**
     * For a forked repeat: its files are temporary, read and removed by the parent, so its closing lines do
     * not name them.
     */
    public RunReport withoutWrittenLine() {
        namesWritten = false;
        return this;
    }

    /** Notes a results file written by the caller (a sweep's side-by-side page) for the closing line. */
    public void noteWritten(Path file) {
        written.add(file.toAbsolutePath().normalize());
    }

    /** The closing "Results: ..." line, when any file was written. */
    public void printWritten(PrintWriter out) {
        if (namesWritten && !written.isEmpty()) out.println(writtenLine());
    }

    /**
     * "Results: /abs/results.xml, /abs/results.json, /abs/results.html": the last line of a run, absolute, so
     * that a run in a container or a script's temporary directory says where its results are (the banner names
     * them before the run, relative to the working directory).
     */
    String writtenLine() {
        return "Results: " + written.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", "));
    }

    private static String rate1(double perSecond) {
        return String.format(Locale.ROOT, "%.1f", perSecond);
    }

    /** The more serious of two exit codes: interrupted beats too many failures beats success. */
    public static int worse(int a, int b) {
        if (a == ExitCodes.INTERRUPTED || b == ExitCodes.INTERRUPTED) return ExitCodes.INTERRUPTED;
        return Math.max(a, b);
    }

    /**
     * Writes the run's files as one set ({@link ResultFileSet}): all of them whole first, then renamed with
     * results.json last, so a kill between the renames never leaves a results.json beside another run's files.
     */
    public void writeResults(RunResult result, ZoneId zone, Path xml, Path json, PrintWriter out, PrintWriter err) {
        if (xml == null) return;
        ResultFileSet set = new ResultFileSet(json);
        stage(set, xml, file -> ResultFiles.writeXml(result, zone, file));
        if (jsonAddition == null) stage(set, json, file -> ResultFiles.writeJson(result, file));
        else stage(set, json, file -> ResultFiles.writeText(file, jsonText(result)));
        if (html) {
            Path htmlFile = ResultFiles.htmlBeside(xml);
            ReportInput input = htmlInput(String.valueOf(json.getFileName()), result, err);
            if (steppedRates != null)
                input = input.withLoadNote("open loop, " + steppedRates + " (see results.json's capacity section)");
            String page = drawHtml(List.of(input), htmlFile, err);
            if (page != null) stage(set, htmlFile, f -> ResultFiles.writeText(f, page));
        }
        for (BesideJson file : besideJson) {
            Path beside = json.resolveSibling(file.name());
            if (file.content() == null) set.remove(beside);
            else stageBeside(set, beside, file.content()::write, err);
        }
        // a file that could not be staged or renamed is written on its own (or to the fallback) in its place in
        // the set's order, results.json still last, so that it never stands beside files of another run
        set.commit(
                u -> {
                    written.remove(u.file().toAbsolutePath().normalize());
                    write(u.file(), u.content()::write, err);
                },
                (stale, e) -> {
                    misplaced = true; // an earlier run's file stands beside this run's results.json: not exit 0
                    err.println("bench-cli: cannot remove " + stale + " of an earlier run: " + ResultFiles.reason(e));
                });
    }

    /** Writes {@code files} beside each run's results.json, in its set ({@link BesideJson}). */
    public RunReport writingBesideJson(List<BesideJson> files) {
        this.besideJson = List.copyOf(files);
        return this;
    }

    /** Stages a file of the set; one that cannot be staged is left to be written on its own at commit. */
    private void stage(ResultFileSet set, Path file, ResultFileSet.Content content) {
        try {
            set.stage(file, content);
            written.add(file.toAbsolutePath().normalize());
        } catch (IOException e) {
            set.addUnstaged(file, content);
        }
    }

    /**
     * Stages a file beside results.json (a chart, a CSV) whose drawing may fail with an unchecked exception (a
     * chart library's): it is then left out, said in one line, and the rest of the set, results.json with it, is
     * still written; an earlier run's file of that name goes, so that it never stands beside this run's results.
     */
    private void stageBeside(ResultFileSet set, Path file, ResultFileSet.Content content, PrintWriter err) {
        try {
            stage(set, file, content);
        } catch (RuntimeException e) {
            misplaced = true;
            set.remove(file);
            err.println("bench-cli: cannot draw " + file.getFileName() + ", left out: " + e);
        }
    }

    /** The run for the HTML report, with what the command adds to its results.json (a capacity search's steps). */
    private ReportInput htmlInput(String label, RunResult result, PrintWriter err) {
        if (jsonAddition == null) return new ReportInput(label, result);
        try {
            return ReportInput.withSectionsOf(label, result, jsonText(result));
        } catch (IOException e) {
            err.println("bench-cli: the HTML report leaves out what was added to results.json: " + e.getMessage());
            return new ReportInput(label, result);
        }
    }

    /** The HTML report's page, or null (and a line) when it cannot be drawn: that costs the report only. */
    private static String drawHtml(List<ReportInput> inputs, Path file, PrintWriter err) {
        try {
            return new HtmlReport().render(inputs);
        } catch (RuntimeException e) {
            err.println("bench-cli: cannot draw the HTML report " + file + ": " + e.getMessage());
            return null;
        }
    }

    /** One run's results.json as text; null (and a line on stderr) when it cannot be formatted. */
    private String jsonDocument(RunResult result, PrintWriter err) {
        String text = jsonText(result, "bench-cli: cannot format results as JSON: ", err);
        return text == null ? null : text.strip();
    }

    /** {@link #jsonText(RunResult)}, or null after {@code problem} and the reason on {@code err}. */
    private String jsonText(RunResult result, String problem, PrintWriter err) {
        try {
            return jsonText(result);
        } catch (IOException e) {
            err.println(problem + e.getMessage());
            err.flush();
            return null;
        }
    }

    /** One run's results.json as written to its file: with what the command adds to it ({@link #addingToJson}). */
    private String jsonText(RunResult result) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        new ResultsJsonWriter().write(result, buffer);
        String text = buffer.toString(StandardCharsets.UTF_8);
        return jsonAddition == null ? text : jsonAddition.addTo(text);
    }

    /**
     * Says the run's open-loop rate was stepped ({@code capacity --rates}): the console's open-loop line and
     * results.html name {@code steppedRates} (e.g. "rates 20,40,80/s in steps") instead of the rate the results keep,
     * which is the last step's (results.json's targetRatePerSecond, "the rate at the run's end") and which the run's
     * average throughput, over every step, would read as a shortfall against.
     */
    public RunReport withSteppedRates(String steppedRates) {
        this.steppedRates = steppedRates;
        return this;
    }

    /** What a command adds to each run's results.json (a capacity search's section). */
    @FunctionalInterface
    public interface JsonAddition {
        /** The results.json text {@code resultsJson} with the addition. */
        String addTo(String resultsJson) throws IOException;
    }

    /**
     * Adds {@code addition} to each run's results.json wherever it goes: the file (written with the others, atomically,
     * or to the fallback), the log frames of --results-to-log and -ot json's standard output.
     */
    public RunReport addingToJson(JsonAddition addition) {
        this.jsonAddition = addition;
        return this;
    }

    /**
     * -ot json: standard output carries exactly one JSON document. One topology (or none): that run's
     * results.json. Several (--topologies 2x1,4x1): a JSON array of their results.json documents in run
     * order, each naming its own "topology", an empty array when none finished.
     */
    private void printJson(List<String> documents, boolean several) {
        List<String> printable = documents.stream().filter(d -> d != null).toList();
        if (several) stdout.println("[" + String.join(",\n", printable) + "]");
        else if (!printable.isEmpty()) stdout.println(printable.get(0));
        stdout.flush();
    }

    private interface Writer {
        void write(Path file) throws IOException;
    }

    /**
     * Writes {@code file}; when that fails (checked writable before the run, yet the disk filled or the
     * directory went away), writes the same content to a file in the temporary directory, says where, and
     * marks the run so that it does not exit 0: measurements are never lost silently.
     */
    private void write(Path file, Writer writer, PrintWriter err) {
        try {
            writer.write(file);
            written.add(file.toAbsolutePath().normalize());
            return;
        } catch (IOException e) {
            misplaced = true;
            Path fallback = ResultFiles.fallback(file, stamp, fallbackDir);
            try {
                writer.write(fallback);
                written.add(fallback.toAbsolutePath().normalize());
                err.println("bench-cli: cannot write " + file + ": " + ResultFiles.reason(e) + "; written to "
                        + fallback + " instead");
            } catch (IOException again) {
                err.println("bench-cli: cannot write " + file + ": " + ResultFiles.reason(e) + ", nor " + fallback
                        + ": " + ResultFiles.reason(again) + "; these results are lost");
            }
        }
    }

    /** Several topologies: besides each one's results-CxS.html, results.html with all of them side by side. */
    private void writeSideBySide(List<RunResult> runs, Path file, PrintWriter err) {
        List<ReportInput> inputs = runs.stream()
                .map(r -> new ReportInput(r.details().topology(), r))
                .toList();
        String page;
        try {
            page = new HtmlReport().render(inputs);
        } catch (RuntimeException e) {
            err.println("bench-cli: cannot draw the HTML report " + file + ": " + e.getMessage());
            return;
        }
        write(file, f -> ResultFiles.writeText(f, page), err);
    }

    public int report(RunResult result, ZoneId zone, PrintWriter out, PrintWriter err) {
        if (o.miniReport) out.println(new MiniReport().render(result, zone));
        long completed = result.totalCompleted();
        long failed = result.totalFailed();
        double failedPercent = completed + failed == 0 ? 0 : 100.0 * failed / (completed + failed);
        String topology = result.details().topology();
        if (topology != null) out.print("Topology " + topology + ": ");
        out.printf(
                Locale.ROOT,
                "%s: %d transactions completed, %d failed (%.2f%%), %.2f per second over %s%n",
                result.endReason().isInterrupted() ? "Interrupted" : "Completed",
                completed,
                failed,
                failedPercent,
                result.averageTransactionsPerSecond(),
                io.dbbench.core.internal.config.SwingBenchTimes.format(result.statisticsDuration()));
        if (result.details().openLoop() && result.details().scheduleLagNanos() != null) {
            org.HdrHistogram.Histogram lag = result.details().scheduleLagNanos();
            boolean any = lag.getTotalCount() > 0;
            String asked = steppedRates != null
                    ? steppedRates + " (see the capacity summary), completed "
                            + rate1(result.averageTransactionsPerSecond()) + " on average over the steps"
                    : "asked for " + rate1(result.details().targetRatePerSecond()) + " per second, completed "
                            + rate1(result.averageTransactionsPerSecond());
            out.printf(
                    Locale.ROOT,
                    "Open loop: %s; schedule lag p50 %.3f ms, p99 %.3f ms, max %.3f ms%s%n",
                    asked,
                    any ? lag.getValueAtPercentile(50) / 1e6 : 0,
                    any ? lag.getValueAtPercentile(99) / 1e6 : 0,
                    any ? lag.getMaxValue() / 1e6 : 0,
                    any && lag.getValueAtPercentile(99) > 100_000_000L
                            ? " (the users cannot keep up with the rate: response times include the queue)"
                            : "");
        }
        out.flush();
        if (result.endReason().isInterrupted()) return ExitCodes.INTERRUPTED;
        if (failedPercent > o.maxFailedPercent) {
            err.printf(
                    Locale.ROOT,
                    "bench-cli: %.2f%% of transactions failed, above --max-failed-pct %s%n",
                    failedPercent,
                    o.maxFailedPercent);
            return ExitCodes.TOO_MANY_FAILURES;
        }
        if (completed == 0) {
            err.println("bench-cli: no transaction completed");
            return ExitCodes.TOO_MANY_FAILURES;
        }
        if (result.problem().isPresent()) {
            err.println("bench-cli: " + result.problem().get());
            return ExitCodes.TOO_MANY_FAILURES;
        }
        return ExitCodes.OK;
    }
}
