package io.dbbench.workloads.statements;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the file {@code STATEMENTS_CONFIG_FILE} names. SwingBench resolves it against its {@code bin/}
 * folder, so stock configs say {@code ../configs/tpcds_statements.xml}; we try, in order: the path as
 * given (relative to the working directory), relative to the config file's folder, and the same file
 * name next to the config file.
 */
public final class StatementsFileLocator {
    private StatementsFileLocator() {}

    /** Where to look, in order, without duplicates. */
    static List<Path> candidates(String value, String configSource) {
        Set<Path> out = new LinkedHashSet<>();
        Path given = Path.of(value);
        out.add(given);
        if (!given.isAbsolute() && configSource != null) {
            Path dir = Path.of(configSource).toAbsolutePath().getParent();
            if (dir != null) out.add(dir.resolve(given).normalize());
        }
        if (configSource != null && given.getFileName() != null) {
            Path dir = Path.of(configSource).toAbsolutePath().getParent();
            if (dir != null) out.add(dir.resolve(given.getFileName()));
        }
        return new ArrayList<>(out);
    }

    /**
     * The first existing candidate, or an error: one that says the value names a folder when it does (a
     * folder is not "not found"), else one listing every place looked at.
     */
    public static Path locate(String value, String configSource) throws StatementsFileException {
        List<Path> tried = candidates(value, configSource);
        for (Path p : tried) if (Files.isRegularFile(p)) return p;
        for (Path p : tried) {
            if (Files.isDirectory(p)) {
                throw new StatementsFileException(
                        "STATEMENTS_CONFIG_FILE '" + value + "' is a directory ("
                                + p.toAbsolutePath().normalize()
                                + "), not a statements file: name the .xml or .sql file in it",
                        null);
            }
        }
        throw new StatementsFileException(
                "STATEMENTS_CONFIG_FILE '" + value + "' not found; looked at "
                        + String.join(", ", tried.stream().map(Path::toString).toList()),
                null);
    }
}
