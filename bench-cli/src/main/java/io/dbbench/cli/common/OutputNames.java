package io.dbbench.cli.cpu;

import io.dbbench.cli.common.CliException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files one CSV name implies: {@code dir/cpu.csv} gives {@code dir/cpu-extended.csv}, {@code dir/cpu.json}
 * and {@code dir/cpu-runtime.png} and the other plots.
 */
record OutputNames(Path directory, String base) {
    static OutputNames of(Path csv) throws CliException {
        Path absolute = csv.toAbsolutePath();
        Path dir = absolute.getParent();
        if (!Files.isDirectory(dir)) CpuCommand.usage("-o " + csv + ": directory " + dir + " does not exist");
        String name = absolute.getFileName().toString();
        if (!name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv"))
            CpuCommand.usage("-o " + csv + ": the file name must end in .csv");
        return new OutputNames(dir, name.substring(0, name.length() - 4));
    }

    Path csv() {
        return directory.resolve(base + ".csv");
    }

    Path extendedCsv() {
        return directory.resolve(base + "-extended.csv");
    }

    Path json() {
        return directory.resolve(base + ".json");
    }
}
