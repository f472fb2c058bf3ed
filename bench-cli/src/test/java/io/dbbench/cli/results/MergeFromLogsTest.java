package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.internal.replica.ResultFrames;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunResult;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --results-to-log} and {@code merge -}: results framed into logs the way Swarm and Kubernetes hand
 * them back, merged exactly as the results.json files are.
 */
class MergeFromLogsTest {
    @TempDir
    Path dir;

    private RunResult replica(int index, int count, double... tps) {
        RunResult r = CompareRuns.run(1, tps);
        return r.withDetails(r.details().withReplica(new ReplicaRun(index, count, null)));
    }

    /** What a run with --results-to-log prints on its console: the frame among the usual lines. */
    private static List<String> consoleOf(RunResult run) {
        CharbenchOptions o = new CharbenchOptions();
        o.resultsToLog = true;
        o.maxFailedPercent = 100;
        StringWriter console = new StringWriter();
        new RunReport(o, false, false, new PrintWriter(new StringWriter(), true))
                .finish(
                        List.of(run),
                        BenchmarkOptions.defaults(),
                        ZoneOffset.UTC,
                        null,
                        null,
                        new PrintWriter(console, true),
                        new PrintWriter(console, true));
        return console.toString().lines().toList();
    }

    /** Two replicas' consoles as one log: prefixed by the scheduler, lines alternating. */
    private static String interleaved(List<String> a, String prefixA, List<String> b, String prefixB) {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i < a.size()) log.append(prefixA).append(a.get(i)).append('\n');
            if (i < b.size()) log.append(prefixB).append(b.get(i)).append('\n');
        }
        return log.toString();
    }

    /** The merged results.json with the replicas' names (file names or frame ids) taken out. */
    private static String withoutNames(Path json) throws Exception {
        return Files.readString(json).replaceAll("\"name\" ?: ?\"[^\"]*\"", "\"name\": \"_\"");
    }

    private String mergeOfFiles(RunResult a, RunResult b) throws Exception {
        Path fa = CompareRuns.write(dir.resolve("results-r0.json"), a);
        Path fb = CompareRuns.write(dir.resolve("results-r1.json"), b);
        CliRun r = CliRun.of(
                "merge",
                fa.toString(),
                fb.toString(),
                "-o",
                dir.resolve("from-files").toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        return withoutNames(dir.resolve("from-files/results.json"));
    }

    @Test
    void aSwarmServiceLogMergesExactlyAsTheFilesDo() throws Exception {
        RunResult a = replica(0, 2, 100, 110);
        RunResult b = replica(1, 2, 300, 310);
        Path log = Files.writeString(
                dir.resolve("service.log"),
                interleaved(
                        consoleOf(a),
                        "sb_stress.1.k2j4xq@node1    | ",
                        consoleOf(b),
                        "sb_stress.2.p9x1zz@node1    | "));

        CliRun r =
                CliRun.of("merge", log.toString(), "-o", dir.resolve("from-log").toString());

        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out().contains("r0#") && r.out().contains("r1#"), "the replica table names the frames:\n" + r.out());
        assertEquals(mergeOfFiles(a, b), withoutNames(dir.resolve("from-log/results.json")));
    }

    @Test
    void kubectlLogsOnStandardInputMergeExactlyAsTheFilesDo() throws Exception {
        RunResult a = replica(0, 2, 100, 110);
        RunResult b = replica(1, 2, 300, 310);
        // kubectl logs -l job-name=dbbench --prefix --timestamps: one pod after the other, no interleaving
        StringBuilder log = new StringBuilder();
        for (String line : consoleOf(a))
            log.append("[pod/dbbench-0-x7q2k/dbbench] 2026-11-26T20:00:01.5Z ")
                    .append(line)
                    .append('\n');
        for (String line : consoleOf(b))
            log.append("[pod/dbbench-1-m3n8p/dbbench] 2026-11-26T20:00:01.6Z ")
                    .append(line)
                    .append('\n');

        CliRun r = withStdin(
                log.toString(),
                () -> CliRun.of("merge", "-", "-o", dir.resolve("from-k8s").toString()));

        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertEquals(mergeOfFiles(a, b), withoutNames(dir.resolve("from-k8s/results.json")));
    }

    @Test
    void anIncompleteFrameIsNamedOnOneLineAndRefusesTheMerge() throws Exception {
        List<String> cut = new ArrayList<>(consoleOf(replica(1, 2, 300, 310)));
        cut.removeIf(l -> l.contains(ResultFrames.MARKER) && l.contains(" 3/"));
        Path log = Files.writeString(
                dir.resolve("cut.log"),
                interleaved(consoleOf(replica(0, 2, 100, 110)), "s.1.a@n | ", cut, "s.2.b@n | "));

        CliRun r = CliRun.of("merge", log.toString(), "-o", dir.resolve("m").toString());

        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode(), r.err());
        List<String> said = r.err()
                .lines()
                .filter(l -> l.contains("incomplete results frame(s)"))
                .toList();
        assertEquals(1, said.size(), r.err());
        assertTrue(said.get(0).contains("r1 (frame ") && said.get(0).contains(" lines (the log was cut"), said.get(0));
        assertTrue(r.err().contains("--merge-available"), r.err());
        assertFalse(Files.exists(dir.resolve("m/results.json")));

        CliRun anyway =
                CliRun.of("merge", log.toString(), "-o", dir.resolve("m").toString(), "--merge-available");
        assertEquals(ExitCodes.OK, anyway.exitCode(), anyway.err());
    }

    @Test
    void aLogWithoutFramesSaysHowToGetThem() throws Exception {
        Path log = Files.writeString(dir.resolve("plain.log"), "Completed: 10 transactions\n");
        CliRun r = CliRun.of("merge", log.toString(), "-o", dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("no results frame in it") && r.err().contains("DBBENCH_RESULTS_TO_LOG=1"), r.err());
    }

    @Test
    void theSameLogTwiceIsRefused() throws Exception {
        Path log = Files.writeString(dir.resolve("a.log"), String.join("\n", consoleOf(replica(0, 1, 100))) + "\n");
        Path copy = Files.copy(log, dir.resolve("b.log"));
        CliRun r = CliRun.of(
                "merge", log.toString(), copy.toString(), "-o", dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_CONFIG, r.exitCode());
        assertTrue(r.err().contains("is in " + log + " and again in " + copy), r.err());
    }

    @Test
    void theEnvironmentSwitchesFramesOnAndRefusesAnythingButOneOrZero() throws Exception {
        CharbenchOptions o = new CharbenchOptions();
        o.resolveResultsToLog(Map.of(CharbenchOptions.RESULTS_TO_LOG_VARIABLE, "0"));
        assertFalse(o.resultsToLog);
        o.resolveResultsToLog(Map.of(CharbenchOptions.RESULTS_TO_LOG_VARIABLE, "1"));
        assertTrue(o.resultsToLog);
        CliException e = assertThrows(CliException.class, () -> new CharbenchOptions()
                .resolveResultsToLog(Map.of(CharbenchOptions.RESULTS_TO_LOG_VARIABLE, "yes")));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
        assertTrue(e.getMessage().contains("DBBENCH_RESULTS_TO_LOG='yes'"), e.getMessage());
    }

    @Test
    void withoutTheSwitchNoFrameIsPrinted() {
        CharbenchOptions o = new CharbenchOptions();
        o.maxFailedPercent = 100;
        StringWriter console = new StringWriter();
        new RunReport(o, false, false, new PrintWriter(new StringWriter(), true))
                .finish(
                        List.of(replica(0, 1, 100)),
                        BenchmarkOptions.defaults(),
                        ZoneOffset.UTC,
                        null,
                        null,
                        new PrintWriter(console, true),
                        new PrintWriter(console, true));
        assertFalse(console.toString().contains(ResultFrames.MARKER), console.toString());
    }

    private static CliRun withStdin(String text, java.util.function.Supplier<CliRun> run) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        try {
            return run.get();
        } finally {
            System.setIn(saved);
        }
    }
}
