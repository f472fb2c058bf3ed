package io.dbbench.cli.common;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files one CSV name implies, for the commands that write a curve ({@code cpu}, {@code io} sweeps):
 * {@code dir/cpu.csv} gives {@code dir/cpu-extended.csv}, {@code dir/cpu.json} and the plots
 * {@code dir/cpu-<chart>.png} next to it.
 *
 * @param directory where every file goes
 * @param base the CSV's name without {@code .csv}
 */
public record OutputNames(Path directory, String base) {
    /**
     * @param csv the CSV the user named (with {@code -o})
     * @return the names
     * @throws CliException bad usage when the directory is missing or the name does not end in .csv
     */
    public static OutputNames of(Path csv) throws CliException {
        Path absolute = csv.toAbsolutePath();
        Path dir = absolute.getParent();
        if (!Files.isDirectory(dir))
            throw new CliException(ExitCodes.BAD_USAGE, "-o " + csv + ": directory " + dir + " does not exist");
        String name = absolute.getFileName().toString();
        if (!name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv"))
            throw new CliException(ExitCodes.BAD_USAGE, "-o " + csv + ": the file name must end in .csv");
        return new OutputNames(dir, name.substring(0, name.length() - 4));
    }

    /** @return the CSV itself */
    public Path csv() {
        return directory.resolve(base + ".csv");
    }

    /** @return the CSV with everything measured and derived */
    public Path extendedCsv() {
        return directory.resolve(base + "-extended.csv");
    }

    /** @return the JSON next to the CSV */
    public Path json() {
        return directory.resolve(base + ".json");
    }
}
