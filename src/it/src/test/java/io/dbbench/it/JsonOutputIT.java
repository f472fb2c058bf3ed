package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -ot json}: standard output carries results.json alone, exactly one document, so {@code | jq} works; the
 * console goes to stderr. Several topologies and --fork are covered by RunReportTest and ForkedRepeatsTest.
 */
class JsonOutputIT {
    @TempDir
    Path dir;

    @Test
    void standardOutputIsTheJsonAlone() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("json_output");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "-cs",
                db.jdbcUrl(),
                "-u",
                db.user(),
                "-p",
                db.password(),
                "-uc",
                "2",
                "-mt",
                "300",
                "--create",
                "--scale",
                "0.01",
                "-r",
                dir.resolve("results.xml").toString(),
                "-ot",
                "json",
                "-mr");
        assertEquals(0, run.exitCode(), run.err());
        String json = run.out().strip();
        assertTrue(json.startsWith("{") && json.endsWith("}"), "stdout is not the JSON alone:\n" + run.out());
        try (JsonParser parser = new ObjectMapper().getFactory().createParser(json)) {
            new ObjectMapper().readTree(parser);
            assertNull(parser.nextToken(), "more than one JSON document on stdout:\n" + run.out());
        }
        RunResult result =
                new ResultsJsonReader().read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
        assertEquals(300, result.totalCompleted() + result.totalFailed());
        assertTrue(run.err().contains("Results will be written to"), run.err());
        assertTrue(run.err().contains("transactions completed"), run.err());
    }
}
