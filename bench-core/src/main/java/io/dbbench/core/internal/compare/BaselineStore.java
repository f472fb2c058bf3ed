package io.dbbench.core.internal.compare;

import io.dbbench.core.result.EnvironmentFingerprint;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.core.result.format.ResultsJsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Baselines kept per environment: a directory holding one sub-directory per environment fingerprint,
 * each with the workload's {@code results.json} and, when the run had one, the control load's
 * {@code control.json}:
 *
 * <pre>
 * baselines/3f9a0c2b71de/results.json
 * baselines/3f9a0c2b71de/control.json
 * </pre>
 *
 * A baseline is selected by the fingerprint inside its results.json, never by its directory's name, so
 * a baseline copied or renamed by hand (or restored from a CI artifact) is still found, and one from
 * another machine is never used. When several match, the most recent ({@code startTime}) wins.
 */
public final class BaselineStore {
    public static final String WORKLOAD_FILE = "results.json";
    public static final String CONTROL_FILE = "control.json";

    private final Path directory;

    public BaselineStore(Path directory) {
        this.directory = Objects.requireNonNull(directory, "directory");
    }

    public Path directory() {
        return directory;
    }

    /** One stored baseline: the workload run and its control run (null when it was recorded without one). */
    public record Baseline(Path directory, RunResult workload, RunResult control) {
        public Baseline {
            Objects.requireNonNull(directory, "directory");
            Objects.requireNonNull(workload, "workload");
        }
    }

    /**
     * The outcome of looking for a baseline.
     *
     * @param baseline    the matching baseline, empty when none matches
     * @param explanation which baseline was chosen, or why none was (each stored baseline with the facts
     *                    that differ), in one or a few lines
     */
    public record Selection(Optional<Baseline> baseline, String explanation) {}

    /**
     * The most recent baseline whose fingerprint matches {@code fingerprint}.
     *
     * @throws IOException when a stored results.json cannot be read (a broken baseline is not skipped
     *                     silently: the message names the file)
     */
    public Selection select(EnvironmentFingerprint fingerprint) throws IOException {
        Objects.requireNonNull(fingerprint, "fingerprint");
        if (fingerprint.isEmpty()) {
            return new Selection(
                    Optional.empty(), "the run has no environment fingerprint: it cannot be matched to a baseline");
        }
        List<Baseline> matching = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Path dir : baselineDirectories()) {
            RunResult workload = read(dir.resolve(WORKLOAD_FILE));
            List<String> differences = fingerprint.differences(workload.fingerprint());
            if (differences.isEmpty()) {
                Path control = dir.resolve(CONTROL_FILE);
                matching.add(new Baseline(dir, workload, Files.exists(control) ? read(control) : null));
            } else {
                others.add(dir.getFileName() + " (differs in " + String.join(", ", differences) + ")");
            }
        }
        if (matching.isEmpty()) {
            String stored = others.isEmpty()
                    ? "there are no baselines in " + directory
                    : "the baselines in " + directory + " are for other environments: " + String.join("; ", others);
            return new Selection(
                    Optional.empty(), "no baseline for this environment " + fingerprint.id() + ": " + stored);
        }
        matching.sort(
                Comparator.comparing((Baseline b) -> b.workload().startTime()).reversed());
        Baseline chosen = matching.get(0);
        String note = matching.size() == 1 ? "" : " (the most recent of " + matching.size() + " matching baselines)";
        return new Selection(
                Optional.of(chosen),
                "baseline " + chosen.directory() + " for environment " + fingerprint.id() + ", measured "
                        + chosen.workload().startTime() + note);
    }

    /**
     * Writes {@code workload} (and {@code control}, unless null) as the baseline of the workload's
     * environment, replacing one stored under the same fingerprint id.
     *
     * @return the baseline's directory
     */
    public Path record(RunResult workload, RunResult control) throws IOException {
        Objects.requireNonNull(workload, "workload");
        if (workload.fingerprint().isEmpty()) {
            throw new IllegalArgumentException("a run without an environment fingerprint cannot be a baseline");
        }
        Path dir = directory.resolve(workload.fingerprint().id());
        Files.createDirectories(dir);
        write(workload, dir.resolve(WORKLOAD_FILE));
        if (control != null) {
            write(control, dir.resolve(CONTROL_FILE));
        } else {
            Files.deleteIfExists(dir.resolve(CONTROL_FILE));
        }
        return dir;
    }

    private List<Path> baselineDirectories() throws IOException {
        if (!Files.isDirectory(directory)) return List.of();
        try (Stream<Path> children = Files.list(directory)) {
            return children.filter(p -> Files.isRegularFile(p.resolve(WORKLOAD_FILE)))
                    .sorted()
                    .toList();
        }
    }

    private static RunResult read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new ResultsJsonReader().read(in);
        } catch (IOException e) {
            throw new IOException("cannot read the baseline " + file + ": " + e.getMessage(), e);
        }
    }

    private static void write(RunResult run, Path file) throws IOException {
        try (OutputStream out = Files.newOutputStream(file)) {
            new ResultsJsonWriter().write(run, out);
        }
    }
}
