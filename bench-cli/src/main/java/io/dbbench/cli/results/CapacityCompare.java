package io.dbbench.cli.results;

import io.dbbench.cli.capacity.BadCapacityFileException;
import io.dbbench.cli.capacity.CapacitySearchJson;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.compare.CapacityComparison;
import io.dbbench.core.internal.compare.CapacityComparisonTable;
import io.dbbench.core.internal.compare.CapacityRun;
import io.dbbench.core.internal.compare.ComparisonOptions;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code compare}'s branch for two capacity searches: whether the files given are searches, the searches compared and
 * printed, and the gate on their maximum sustainable throughput. {@link CompareCommand} reads the files and hands
 * them here first; ordinary runs go on to its own comparison.
 */
final class CapacityCompare {
    private final CompareCommand.CapacitySource source;
    private final String base;
    private final String candidate;
    private final String failIfSlower;

    /**
     * @param base         the base file or list, as given
     * @param candidate    the new file or list, as given
     * @param failIfSlower {@code --fail-if-slower} as given, for the regression message; null without a gate
     */
    CapacityCompare(CompareCommand.CapacitySource source, String base, String candidate, String failIfSlower) {
        this.source = Objects.requireNonNull(source, "source");
        this.base = Objects.requireNonNull(base, "base");
        this.candidate = Objects.requireNonNull(candidate, "candidate");
        this.failIfSlower = failIfSlower;
    }

    /**
     * Two capacity searches compared, when both files are; empty when neither is. One file a search and the
     * other not is the input's mistake (exit 3, naming the file that is not), as is a list of searches (exit 2).
     */
    Optional<CapacityComparison> comparison(
            List<RunResult> baseRuns, List<RunResult> candidateRuns, ComparisonOptions options) throws CliException {
        List<String> baseFiles = names(base);
        List<String> candidateFiles = names(candidate);
        List<Optional<CapacityRun>> baseSearches = new ArrayList<>();
        for (int i = 0; i < baseRuns.size(); i++) baseSearches.add(capacity(baseFiles.get(i), baseRuns.get(i)));
        List<Optional<CapacityRun>> candidateSearches = new ArrayList<>();
        for (int i = 0; i < candidateRuns.size(); i++)
            candidateSearches.add(capacity(candidateFiles.get(i), candidateRuns.get(i)));
        boolean baseHasSearch = baseSearches.stream().anyMatch(Optional::isPresent);
        boolean candidateHasSearch = candidateSearches.stream().anyMatch(Optional::isPresent);
        if (!baseHasSearch && !candidateHasSearch) return Optional.empty();
        if (baseHasSearch != candidateHasSearch) {
            // a search on one side, only ordinary runs on the other: that, not pooling, is what is wrong
            String plain = baseHasSearch ? candidate : base;
            String search = baseHasSearch ? base : candidate;
            boolean plainList = (baseHasSearch ? candidateRuns : baseRuns).size() > 1;
            boolean searchList = (baseHasSearch ? baseRuns : candidateRuns).size() > 1;
            throw new CliException(
                    ExitCodes.BAD_CONFIG,
                    plain + (plainList ? ": ordinary runs, none with a capacity section" : ": no capacity section")
                            + ", but " + search + (searchList ? " holds" : " is") + " a capacity search: compare two "
                            + "searches' results.json (dbbench capacity), or two ordinary runs");
        }
        if (baseRuns.size() > 1 || candidateRuns.size() > 1) {
            throw new CliException(
                    ExitCodes.BAD_USAGE,
                    "capacity searches are compared one file a side, not pooled from a list ("
                            + (baseRuns.size() > 1 ? base : candidate) + ")");
        }
        Optional<CapacityRun> baseSearch = baseSearches.get(0);
        Optional<CapacityRun> candidateSearch = candidateSearches.get(0);
        CompareArguments.checkDistinctFiles(base, candidate);
        return Optional.of(CapacityComparison.compare(baseSearch.get(), candidateSearch.get(), options));
    }

    /** Prints two searches compared; the exit code follows the gate on the maximum sustainable throughput. */
    int print(
            CapacityComparison comparison, RunResult baseRun, RunResult candidateRun, PrintWriter out, PrintWriter err)
            throws CliException {
        out.print(new CapacityComparisonTable().render(comparison, base, candidate));
        out.flush();
        CompareCommand.noteEnvironments(baseRun, candidateRun, err);
        if (comparison.gateProblem() != null) {
            throw new CliException(
                    ExitCodes.BAD_USAGE, "--fail-if-slower cannot be checked: " + comparison.gateProblem());
        }
        String regression = comparison.regression();
        if (regression == null) return ExitCodes.OK;
        err.println("bench-cli: compare: regression beyond --fail-if-slower " + failIfSlower + ": " + regression);
        err.flush();
        return ExitCodes.REGRESSION;
    }

    private Optional<CapacityRun> capacity(String file, RunResult run) throws CliException {
        try {
            return source.read(Path.of(file), run);
        } catch (BadCapacityFileException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, e.getMessage(), e);
        } catch (IOException e) {
            throw new CliException(ExitCodes.BAD_CONFIG, "cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static List<String> names(String files) {
        return Arrays.stream(files.split(",", -1)).map(String::strip).toList();
    }

    static Optional<CapacityRun> readCapacity(Path file, RunResult run) throws IOException, BadCapacityFileException {
        return CapacitySearchJson.read(file.toString(), Files.readString(file), run);
    }
}
