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

    private static Process sleeper() throws Exception {
        return new ProcessBuilder("sleep", "60").start();
    }
}
