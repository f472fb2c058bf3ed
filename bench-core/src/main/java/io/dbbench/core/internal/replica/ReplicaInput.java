package io.dbbench.core.internal.replica;

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

    /**
     * Reads every file; a file that is missing or not a results.json becomes an unusable input.
     *
     * @throws MergeRefusedException when one file is given twice (under any name): it would count twice
     */
    public static List<ReplicaInput> read(List<Path> files) throws MergeRefusedException {
        List<ReplicaInput> inputs = new ArrayList<>();
        java.util.Map<Path, String> seen = new java.util.HashMap<>();
        for (Path file : files) {
            String name = file.toString();
            Path real;
            try {
                real = file.toRealPath();
            } catch (IOException e) {
                real = file.toAbsolutePath().normalize();
            }
            String earlier = seen.putIfAbsent(real, name);
            if (earlier != null) {
                throw new MergeRefusedException("not merged: " + name + " is the same file as " + earlier
                        + "; every replica's results must be given once");
            }
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
