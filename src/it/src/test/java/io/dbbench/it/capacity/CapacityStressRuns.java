package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What the Stress Test capacity search ITs share: their database, the search's command line, its results read back. */
final class CapacityStressRuns {
    private CapacityStressRuns() {}

    /** A new database of the embedded server named {@code name}, with the Stress Test's schema created in it. */
    static EmbeddedDatabase.Database stressDatabase(String name) {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase(name);
        CliProcess.Run setup = CliProcess.inProcess(
                "-c",
                stress(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "1",
                "-mt",
                "1",
                "--create",
                "-nr");
        assertEquals(0, setup.exitCode(), setup.err());
        return db;
    }

    /** {@code capacity -c Stress_Test.xml} against {@code db}, then {@code flags}; in this JVM. */
    static CliProcess.Run capacity(EmbeddedDatabase.Database db, List<String> flags) {
        List<String> args = new ArrayList<>(
                List.of("capacity", "-c", stress(), "-cs", db.jdbcUrl(), "-u", db.user(), "-p", db.password()));
        args.addAll(flags);
        return CliProcess.inProcess(args.toArray(String[]::new));
    }

    /** The capacity section of {@code dir}'s results.json. */
    static JsonNode section(Path dir) throws Exception {
        JsonNode capacity = new ObjectMapper()
                .readTree(Files.readString(dir.resolve("results.json")))
                .get("capacity");
        assertTrue(capacity != null && capacity.isObject(), "no capacity section");
        return capacity;
    }

    static String stress() {
        return CliProcess.config("Stress_Test.xml").toString();
    }

    static RunResult read(Path json) throws Exception {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
