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
     * The first existing candidate, or an error: one that says the value names a folder or a FIFO (or another
     * special file) when it does (neither is "not found"), else one listing every place looked at.
     */
    public static Path locate(String value, String configSource) throws StatementsFileException {
        List<Path> tried = candidates(value, configSource);
        for (Path p : tried) if (Files.isRegularFile(p)) return p;
        for (Path p : tried) {
            // a FIFO (or socket, device) is no file to read SQL from: reading a FIFO blocks until a writer comes
            if (Files.exists(p) && !Files.isDirectory(p)) {
                throw new StatementsFileException(
                        "STATEMENTS_CONFIG_FILE '" + value + "' is not a regular file (" + specialKind(p) + ": "
                                + p.toAbsolutePath().normalize() + "); name the .xml or .sql file itself",
                        null);
            }
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

    /** What a path that exists and is neither a regular file nor a folder is, by its mode's file type bits. */
    static String specialKind(Path p) {
        try {
            int type = ((Integer) Files.getAttribute(p, "unix:mode")) & 0170000;
            return switch (type) {
                case 0010000 -> "a FIFO";
                case 0140000 -> "a socket";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                default -> "a special file";
            };
        } catch (java.io.IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "a special file";
        }
    }
}
