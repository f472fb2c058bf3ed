package io.dbbench.workloads.statements;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Reads a statements file of either format: {@code .sql} as plain SQL, anything else as SwingBench XML. */
public final class StatementsFiles {
    private StatementsFiles() {}

    public static List<Statement> read(Path file) throws StatementsFileException {
        String name = file.toString();
        try {
            if (name.toLowerCase(Locale.ROOT).endsWith(".sql")) {
                return SqlFileReader.read(SqlFileText.decode(Files.readAllBytes(file), name), name);
            }
            try (InputStream in = Files.newInputStream(file)) {
                return StatementsXmlReader.read(in, name);
            }
        } catch (IOException e) {
            throw new StatementsFileException(name + ": cannot read the statements file: " + e.getMessage(), e);
        }
    }
}
