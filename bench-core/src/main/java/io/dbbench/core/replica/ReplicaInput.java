package io.dbbench.core.replica;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One replica's results as given to a merge: its results, or why there are none (a missing or unreadable
 * file), so that a merge can name it instead of silently leaving it out.
 *
 * @param name    how the replica is named in messages and the per-replica table (its file)
 * @param result  null when {@code problem} says why
 */
public record ReplicaInput(String name, RunResult result, String problem) {
    public static ReplicaInput of(String name, RunResult result) {
        return new ReplicaInput(name, result, null);
    }

    public static ReplicaInput unusable(String name, String problem) {
        return new ReplicaInput(name, null, problem);
    }

    /** Reads every file; a file that is missing or not a results.json becomes an unusable input. */
    public static List<ReplicaInput> read(List<Path> files) {
        List<ReplicaInput> inputs = new ArrayList<>();
        for (Path file : files) {
            String name = file.toString();
            try (InputStream in = Files.newInputStream(file)) {
                inputs.add(of(name, new ResultsJsonReader().read(in)));
            } catch (NoSuchFileException e) {
                inputs.add(unusable(name, "no such file"));
            } catch (IOException e) {
                inputs.add(unusable(name, "cannot read it: " + e.getMessage()));
            }
        }
        return inputs;
    }
}
