package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.format.ResultsJsonReader;
import io.dbbench.it.CliProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --replicas 2 --threads virtual} on the embedded PostgreSQL: each replica JVM (this JVM's java, see
 * ChildJvm) runs its users on virtual threads and says so in its results.json, and so does the merged run. Only
 * on a Java with virtual threads (21+); on an older one the refusal is CharbenchCommandTest's.
 */
class VirtualThreadReplicasIT {
    @TempDir
    Path dir;

    @Test
    void everyReplicaRunsItsUsersOnVirtualThreadsAndTheMergedRunSaysSo() throws Exception {
        assumeTrue(Runtime.version().feature() >= 21, "virtual threads need Java 21+; this is " + Runtime.version());
        Path xml = dir.resolve("results.xml");
        CliProcess.Run run = CliProcess.inProcess(
                "-c",
                CliProcess.config("Stress_Test.xml").toString(),
                "--embedded",
                "--replicas",
                "2",
                "-uc",
                "2",
                "-rt",
                "0:00.03",
                "--threads",
                "virtual",
                "-s",
                "-r",
                xml.toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());

        for (int i = 0; i < 2; i++) {
            RunResult replica = read(xml.resolveSibling("results-r" + i + ".json"));
            assertEquals(
                    "virtual", replica.environment().get("userThreads"), "replica " + i + ": " + replica.environment());
            assertTrue(replica.totalCompleted() > 0, "replica " + i + " ran no transaction: " + run.out());
            assertEquals(0, replica.totalFailed(), "replica " + i + ": " + replica.errorsByCode());
        }
        RunResult merged = read(dir.resolve("results.json"));
        assertEquals(2, merged.details().merge().replicas().size());
        assertEquals(
                "virtual",
                merged.environment().get("userThreads"),
                merged.environment().toString());
        assertTrue(Files.readString(dir.resolve("results.json")).contains("\"userThreads\""));
    }

    private static RunResult read(Path json) throws IOException {
        try (InputStream in = Files.newInputStream(json)) {
            return new ResultsJsonReader().read(in);
        }
    }
}
