package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import io.dbbench.it.EmbeddedDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --fork}: each repeat in a JVM of its own, the results merged as if run in one. */
class ForkIT {
    @Test
    void eachRepeatRunsInAFreshJvmAndTheirIterationsAreMerged(@TempDir Path dir) throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("fork");
        Path xml = dir.resolve("results.xml");
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
                "--create",
                "-s",
                "--iterations",
                "2x1s",
                "--repeats",
                "2",
                "--fork",
                "-r",
                xml.toString());

        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(
                run.out().matches("(?s).*== repeat 2 of 2 in a fresh JVM, about \\d+:\\d\\d:\\d\\d left ==.*"),
                run.out());
        assertTrue(run.out().contains("Score over 4 measured iterations"), run.out());
        assertFalse((run.out() + run.err()).contains(db.password()), "password in output");
        RunResult merged;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            merged = new ResultsJsonReader().read(in);
        }
        List<IterationResult> measured = merged.details().measuredIterations();
        assertEquals(
                List.of(0, 0, 1, 1),
                measured.stream().map(IterationResult::repeat).toList());
        // every repeat's total, less its transactions in flight at the end (at most one per user)
        long inIterations =
                measured.stream().mapToLong(IterationResult::completed).sum();
        assertTrue(
                inIterations <= merged.totalCompleted() && inIterations >= merged.totalCompleted() - 2 * 2,
                inIterations + " in iterations, " + merged.totalCompleted() + " in total");
    }
}
