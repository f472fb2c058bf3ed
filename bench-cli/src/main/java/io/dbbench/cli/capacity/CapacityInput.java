package io.dbbench.cli.capacity;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** Reads a capacity input file: a results.json (its first character is '{') or a CSV. */
final class CapacityInput {
    private CapacityInput() {}

    static CapacityData read(Path file, String loadColumn, String throughputColumn) throws BadCapacityFileException {
        String text;
        try {
            if (Files.isDirectory(file)) throw new BadCapacityFileException("cannot read " + file + ": a directory");
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BadCapacityFileException("cannot read " + file + ": no such file", e);
        } catch (CharacterCodingException e) {
            throw new BadCapacityFileException("cannot read " + file + ": not UTF-8 text", e);
        } catch (IOException e) {
            throw new BadCapacityFileException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        String name = file.toString();
        if (text.stripLeading().startsWith("{")) {
            if (loadColumn != null || throughputColumn != null)
                throw new BadCapacityFileException(
                        name + ": --load-column and --throughput-column are for CSV files, this is JSON");
            return CapacityResultsJson.read(name, text);
        }
        List<String> lines = text.lines().toList();
        return CapacityCsv.read(name, lines, loadColumn, throughputColumn);
    }
}
