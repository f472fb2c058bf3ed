package io.dbbench.cli.results;

import io.dbbench.core.internal.replica.MergeRefusedException;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.internal.replica.ResultFrameReader;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code merge} reads: results.json files as before, and logs holding framed results ({@code -} for
 * standard input, or a file that is not a JSON document), e.g. {@code docker service logs svc | bench-cli merge
 * - -o DIR}. Every complete frame in a log is one replica's results; an incomplete one is named on one line
 * and counts as an unusable replica, so the merge refuses it as it refuses a missing results.json.
 */
final class MergeInputs {
    private MergeInputs() {}

    static List<ReplicaInput> read(List<Path> paths, InputStream stdin, PrintWriter err) throws MergeRefusedException {
        List<Path> jsonFiles = new ArrayList<>();
        List<ReplicaInput> fromLogs = new ArrayList<>();
        Map<String, String> frameSources = new HashMap<>();
        boolean stdinRead = false;
        for (Path path : paths) {
            if (path.toString().equals("-")) {
                if (stdinRead) throw new MergeRefusedException("not merged: - (standard input) is given twice");
                stdinRead = true;
                fromLogs.addAll(fromLog("standard input", stdin, frameSources, err));
            } else if (isLog(path)) {
                try (InputStream in = Files.newInputStream(path)) {
                    fromLogs.addAll(fromLog(path.toString(), in, frameSources, err));
                } catch (IOException e) {
                    fromLogs.add(ReplicaInput.unusable(path.toString(), "cannot read it: " + e.getMessage()));
                }
            } else {
                jsonFiles.add(path);
            }
        }
        List<ReplicaInput> inputs = new ArrayList<>(ReplicaInput.read(jsonFiles));
        inputs.addAll(fromLogs);
        return inputs;
    }

    /** A readable file whose first non-blank character is not the { of a results.json. */
    static boolean isLog(Path path) {
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) return false;
        try (InputStream in = Files.newInputStream(path)) {
            int c;
            do c = in.read();
            while (c != -1 && Character.isWhitespace(c));
            return c != '{';
        } catch (IOException e) {
            return false;
        }
    }

    private static List<ReplicaInput> fromLog(
            String source, InputStream in, Map<String, String> frameSources, PrintWriter err)
            throws MergeRefusedException {
        ResultFrameReader reader = new ResultFrameReader();
        try {
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) reader.accept(line);
        } catch (IOException e) {
            return List.of(ReplicaInput.unusable(source, "cannot read it: " + e.getMessage()));
        }
        List<ReplicaInput> inputs = new ArrayList<>();
        for (ResultFrameReader.Frame frame : reader.complete()) {
            String earlier = frameSources.putIfAbsent(frame.id(), source);
            if (earlier != null)
                throw new MergeRefusedException(
                        "not merged: results frame " + frame.id() + " (" + frame.name() + ") is in " + earlier
                                + " and again in " + source + "; every replica's results must be given once");
            String name = frame.name() + "#" + frame.id();
            try {
                inputs.add(ReplicaInput.of(name, new ResultsJsonReader().read(new ByteArrayInputStream(frame.json()))));
            } catch (IOException e) {
                inputs.add(ReplicaInput.unusable(name, "its framed results are not a results.json: " + e.getMessage()));
            }
        }
        List<String> incomplete = reader.incomplete();
        if (!incomplete.isEmpty()) {
            err.println(
                    "bench-cli merge: incomplete results frame(s) in " + source + ": " + String.join("; ", incomplete));
            err.flush();
            incomplete.forEach(why -> inputs.add(ReplicaInput.unusable(source, "incomplete results frame " + why)));
        }
        if (inputs.isEmpty())
            inputs.add(ReplicaInput.unusable(
                    source,
                    "no results frame in it (was the run started with --results-to-log "
                            + "or DBBENCH_RESULTS_TO_LOG=1?)"));
        return inputs;
    }
}
