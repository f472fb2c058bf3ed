package io.dbbench.it.tpcds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped query workload as a user runs it: the real jar, started in the repository's root as the
 * README says ({@code -c configs/TPCDS_Like_Workload.xml --embedded}), so the stock relative
 * {@code STATEMENTS_CONFIG_FILE} must resolve from there and {@code --embedded} must create the TPC-DS-like
 * schema (the statements file names it). The DML config runs with --create in {@link TpcdsSchemaIT}.
 */
class TpcdsWorkloadIT {
    @TempDir
    Path dir;

    @Test
    void theQueryWorkloadRunsEmbeddedFromTheRepositoryRootWithoutFailures() throws Exception {
        Path root = CliProcess.config("TPCDS_Like_Workload.xml").getParent().getParent();
        Path log = dir.resolve("out.log");
        Process p = new ProcessBuilder(
                        CliProcess.java(),
                        "-jar",
                        CliProcess.jar().toString(),
                        "-c",
                        "configs/TPCDS_Like_Workload.xml",
                        "--embedded",
                        "-uc",
                        "2",
                        "-rt",
                        "0:00.06",
                        "-r",
                        dir.resolve("results.xml").toString(),
                        "-s")
                .directory(root.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        try {
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "still running after 300 s");
        } finally {
            p.destroyForcibly();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.contains("TPC-DS"), "--embedded created the TPC-DS-like schema: " + output);
        RunResult r;
        try (InputStream in = Files.newInputStream(dir.resolve("results.json"))) {
            r = new ResultsJsonReader().read(in);
        }
        assertEquals(0, r.totalFailed(), output);
        TransactionResult q1 = r.transactions().stream()
                .filter(t -> t.id().equals("Q1"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Q1 in "
                        + r.transactions().stream().map(TransactionResult::id).toList()));
        assertTrue(q1.completed() > 0, "serial_stepped starts at Q1");
        assertTrue(r.totalCompleted() > 2, "queries ran: " + r.totalCompleted());
    }
}
