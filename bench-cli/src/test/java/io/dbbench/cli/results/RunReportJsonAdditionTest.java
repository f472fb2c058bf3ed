package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.options.CharbenchOptions;
import io.dbbench.core.internal.replica.ResultFrames;
import io.dbbench.core.measure.BenchmarkOptions;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a command adds to results.json (a capacity search's section) is in the file as it is written, in the
 * fallback file when the asked-for place cannot be written, and in the --results-to-log frame.
 */
class RunReportJsonAdditionTest {
    private static final String ADDED = "\"capacity\": {\"added\": true}";

    @TempDir
    Path dir;

    private static String added(String json) {
        int end = json.lastIndexOf('}');
        return json.substring(0, end) + ", " + ADDED + "}";
    }

    private int finish(Path xml, Path json, Path fallbackDir, StringWriter console, StringWriter err) {
        CharbenchOptions o = new CharbenchOptions();
        o.resultsToLog = true;
        RunResult run = CompareRuns.run(1.0, 100, 100);
        return new RunReport(o, false, false, new PrintWriter(console, true), fallbackDir)
                .addingToJson(RunReportJsonAdditionTest::added)
                .finish(
                        List.of(run),
                        BenchmarkOptions.defaults(),
                        ZoneOffset.UTC,
                        xml,
                        json,
                        new PrintWriter(console, true),
                        new PrintWriter(err, true));
    }

    /** The JSON carried by the frame lines of {@code console}. */
    private static String framed(String console) {
        String base64 = console.lines()
                .filter(l -> l.startsWith(ResultFrames.MARKER + " ") && !l.contains(" begin "))
                .map(l -> l.substring(l.lastIndexOf(' ') + 1))
                .collect(Collectors.joining());
        return new String(Base64.getDecoder().decode(base64), StandardCharsets.UTF_8);
    }

    @Test
    void theAdditionIsInTheFileAndInTheLogFrame() throws IOException {
        StringWriter console = new StringWriter();
        StringWriter err = new StringWriter();
        Path json = dir.resolve("results.json");
        int exit = finish(dir.resolve("results.xml"), json, dir, console, err);

        assertEquals(ExitCodes.OK, exit, err.toString());
        assertTrue(Files.readString(json).contains(ADDED), Files.readString(json));
        assertEquals(Files.readString(json), framed(console.toString()));
    }

    @Test
    void theAdditionGoesToTheFallbackFileWithTheRest() throws IOException {
        Path blocker = Files.writeString(dir.resolve("gone"), "a file where the results directory was");
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        StringWriter console = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = finish(blocker.resolve("results.xml"), blocker.resolve("results.json"), tmp, console, err);

        assertEquals(ExitCodes.FAILED, exit, err.toString());
        Path fallback;
        try (Stream<Path> files = Files.list(tmp)) {
            fallback = files.filter(p -> p.toString().endsWith("-results.json"))
                    .findFirst()
                    .orElseThrow();
        }
        assertTrue(Files.readString(fallback).contains(ADDED), Files.readString(fallback));
    }
}
