package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.result.RunResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalReplicasTest {
    @TempDir
    Path dir;

    @Test
    void aReplicaNotReadyInTimeStopsThemAllAndIsNamed() throws Exception {
        Path xml = dir.resolve("results.xml");
        LocalReplicas replicas = new LocalReplicas(ChildPlanTest.handOff(""), 2, null, xml, Duration.ofMillis(300), 7);
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

    /**
     * With the parent's embedded database a replica is handed its address and login in its plan, not the
     * password (that goes in its environment, see ChildJvmTest), and is not asked to start a database of its own.
     */
    @Test
    void withTheParentsEmbeddedDatabaseAReplicaIsToldItsAddressAndNotThePasswordInItsPlan() throws Exception {
        io.dbbench.cli.options.CharbenchOptions parent = new io.dbbench.cli.options.CharbenchOptions();
        parent.embedded = true;
        parent.createSchema = true;
        ChildHandOff handOff = ChildPlanTest.handOff("s3cret", parent, null);
        LocalReplicas replicas =
                new LocalReplicas(handOff, 2, null, dir.resolve("results.xml"), LocalReplicas.READY_TIMEOUT, 7);
        for (int i = 0; i < 2; i++) {
            ChildPlan plan = replicas.planOf(i);
            assertEquals(
                    "jdbc:postgresql://127.0.0.1:45678/dbbench",
                    plan.config().connection().connectString());
            assertEquals("dbbench", plan.config().connection().userName());
            assertFalse(plan.toJson().contains("s3cret"), plan.toJson());
            assertFalse(plan.settings().toOptions().embedded, "a replica starting its own database would run alone");
            assertFalse(plan.settings().createSchema(), "the parent created the schema once");
            assertEquals(new io.dbbench.core.internal.replica.ReplicaIdentity(i, 2), plan.replica());
            assertEquals(LocalReplicas.go(dir.resolve("results.xml")), plan.goFile());
            assertEquals(LocalReplicas.replicaXml(dir.resolve("results.xml"), i), plan.resultsXml());
        }
        assertEquals("s3cret", handOff.password().reveal());
    }

    @Test
    void aReplicaThatAStopDoesNotEndIsKilledNotWaitedForWithoutEnd() throws Exception {
        LocalReplicas replicas = new LocalReplicas(
                        ChildPlanTest.handOff(""), 1, null, dir.resolve("results.xml"), LocalReplicas.READY_TIMEOUT, 7)
                .killingAfter(Duration.ofSeconds(1));
        // a stuck replica: deaf to the stop (SIGTERM); its short sleeps end on their own once it is killed
        Process stuck = new ProcessBuilder("sh", "-c", "trap '' TERM; echo deaf; while :; do sleep 0.1; done").start();
        try {
            // the stop is sent once the trap is set
            assertEquals("deaf", stuck.inputReader().readLine());
            stuck.destroy();
            replicas.stopAfter(Duration.ZERO);
            replicas.waitFor(stuck);
            assertFalse(stuck.isAlive(), "killed once the stop did not end it");
        } finally {
            stuck.destroyForcibly();
        }
    }

    private static Process sleeper() throws Exception {
        return new ProcessBuilder("sleep", "60").start();
    }

    /**
     * Replica 1's JVM ended with exit 5 (its database was lost): its file cannot show it, so its verdict, with its
     * last error line, goes with its result; replica 0 (exit 0) and replica 2 (no file) stay as they were.
     */
    @Test
    void aReplicaThatEndedWithExit5CarriesItsVerdictIntoTheMerge() {
        RunResult run = CompareRuns.run(1.0, 100);
        List<ReplicaInput> inputs = List.of(
                ReplicaInput.of("results-r0.json", run),
                ReplicaInput.of("results-r1.json", run),
                ReplicaInput.unusable("results-r2.json", "missing"));
        String why = "no transaction completed in 15 of 25 measured seconds (LOGON:08001 x 14): the database "
                + "stopped the load";

        List<ReplicaInput> judged = LocalReplicas.judged(
                inputs, List.of(ExitCodes.OK, ExitCodes.TOO_MANY_FAILURES, ExitCodes.TOO_MANY_FAILURES), 3, i -> why);

        assertEquals(List.of(), judged.get(0).result().details().stalls().failedParts());
        assertEquals(
                Optional.of("replica 1/3 ended with exit code 5: " + why),
                judged.get(1).result().problem());
        assertEquals("results-r1.json", judged.get(1).name());
        assertEquals(inputs.get(2), judged.get(2));
        assertEquals(
                Optional.of("replica 1/3 ended with exit code 5 (a failed run)"),
                LocalReplicas.judged(inputs, List.of(0, 5), 3, i -> "")
                        .get(1)
                        .result()
                        .problem());
    }
}
