package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalReplicasTest {
    @TempDir
    Path dir;

    @Test
    void aReplicaNotReadyInTimeStopsThemAllAndIsNamed() throws Exception {
        Path xml = dir.resolve("results.xml");
        LocalReplicas replicas = new LocalReplicas(List.of(), 2, null, xml, Duration.ofMillis(300));
        // two stand-ins for replica JVMs that stay alive; only replica 0 says it is ready
        List<Process> processes = List.of(sleeper(), sleeper());
        Files.writeString(LocalReplicas.ready(xml, 0), "");
        StringWriter out = new StringWriter();

        CliException e = assertThrows(CliException.class, () -> replicas.go(processes, new PrintWriter(out)));
        assertEquals(ExitCodes.CANNOT_CONNECT, e.exitCode());
        assertTrue(e.getMessage().startsWith("replica(s) 1/2 not ready within"), e.getMessage());
        assertFalse(Files.exists(LocalReplicas.go(xml)), "no start was named");
        assertFalse(out.toString().contains("All replicas ready"), out.toString());
        for (Process p : processes) assertFalse(p.isAlive(), "every replica stopped");
    }

    @Test
    void withTheParentsEmbeddedDatabaseAReplicaIsToldItsAddressAndNotThePasswordOnItsCommandLine() {
        ReplicaDatabase db = new ReplicaDatabase(
                "jdbc:postgresql://127.0.0.1:45678/dbbench", "dbbench", io.dbbench.core.config.Secret.of("s3cret"));
        LocalReplicas replicas = new LocalReplicas(
                List.of("-c", "Stress_Test.xml", "--embedded", "--scale", "0.5", "--replicas", "2", "-uc", "3"),
                2,
                null,
                dir.resolve("results.xml"),
                LocalReplicas.READY_TIMEOUT,
                null,
                db);
        assertEquals(
                List.of(
                        "-c",
                        "Stress_Test.xml",
                        "--scale",
                        "0.5",
                        "-uc",
                        "3",
                        "-cs",
                        "jdbc:postgresql://127.0.0.1:45678/dbbench",
                        "-u",
                        "dbbench"),
                replicas.replicaArgs());
        ProcessBuilder replica = new ProcessBuilder("true");
        replica.environment().put("DBBENCH_PASSWORD_FILE", "/run/secrets/another-login");
        db.passTo(replica);
        assertEquals("s3cret", replica.environment().get("DBBENCH_PASSWORD"));
        assertFalse(replica.environment().containsKey("DBBENCH_PASSWORD_FILE"));
        assertFalse(db.toString().contains("s3cret"), db.toString());
    }

    private static Process sleeper() throws Exception {
        return new ProcessBuilder("sleep", "60").start();
    }
}
