package io.dbbench.cli.replica;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.Main;
import io.dbbench.core.config.Secret;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

class ChildJvmTest {
    @Test
    void aChildStartsTheCliEntryPointWithNoArguments() throws NoSuchMethodException {
        assertEquals(Main.class.getName(), ChildJvm.MAIN_CLASS);
        assertTrue(
                Modifier.isStatic(Main.class.getMethod("main", String[].class).getModifiers()));
        List<String> command = ChildJvm.javaCommand();
        assertEquals(Main.class.getName(), command.get(command.size() - 1), "nothing after the main class");
    }

    /**
     * The dbbench launcher's dumping run passes -XX:ArchiveClassesAtExit=FILE: its children would all dump into
     * that one file. They keep the archive the parent maps, and every other flag, in order.
     */
    @Test
    void aChildDropsTheParentsArchiveDumpAndDebuggerButKeepsTheRest() {
        List<String> parent = List.of(
                "-Xlog:cds=off",
                "-XX:ArchiveClassesAtExit=/home/u/.cache/dbbench/cds/1-2.77.tmp",
                "-agentlib:jdwp=transport=dt_socket,server=y,address=5005",
                "-XX:SharedArchiveFile=/app/bench-cli.jsa",
                "-Xmx2g");
        assertEquals(
                List.of("-Xlog:cds=off", "-XX:SharedArchiveFile=/app/bench-cli.jsa", "-Xmx2g"),
                ChildJvm.childJvmArgs(parent));
    }

    /** A child runs this JVM's java, so what --threads virtual needs of it is this JVM's Java version. */
    @Test
    void aChildRunsThisJvmsJava() throws Exception {
        Path mine = Path.of(System.getProperty("java.home"), "bin", "java").toRealPath();
        assertEquals(mine, Path.of(ChildJvm.javaExecutable()).toRealPath());
        assertEquals(ChildJvm.javaExecutable(), ChildJvm.javaCommand().get(0));
    }

    /**
     * The password given with -p, -P password:..., the environment or a file, resolved by the parent: it reaches
     * the child by its environment, and neither its plan file nor its command line holds it.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void thePasswordGoesToTheEnvironmentAndNeitherToThePlanNorToTheCommandLine() throws Exception {
        ChildHandOff handOff = ChildPlanTest.handOff("s3cret");
        ProcessBuilder pb = new ProcessBuilder(ChildJvm.javaCommand());
        pb.environment().put("DBBENCH_PASSWORD_FILE", "/run/secrets/another-login");
        Path plan = ChildJvm.hand(ChildPlanTest.replicaPlan(handOff), handOff.password(), pb);
        try {
            assertEquals("s3cret", pb.environment().get("DBBENCH_PASSWORD"));
            assertFalse(pb.environment().containsKey("DBBENCH_PASSWORD_FILE"), "a file would name another login");
            assertEquals(plan.toString(), pb.environment().get(ChildPlan.VARIABLE));
            assertFalse(Files.readString(plan).contains("s3cret"), Files.readString(plan));
            assertTrue(
                    pb.command().stream().noneMatch(a -> a.contains("s3cret")),
                    pb.command().toString());
            assertEquals(
                    Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE),
                    Files.getPosixFilePermissions(plan),
                    "only its owner reads a plan");
            assertFalse(handOff.toString().contains("s3cret"), handOff.toString());
        } finally {
            ChildJvm.deleteQuietly(plan);
        }
        assertFalse(Files.exists(plan));
    }

    /** A parent without a password does not hand on the one its own environment may hold for another login. */
    @Test
    void withoutAPasswordTheChildGetsNone() throws Exception {
        ProcessBuilder pb = new ProcessBuilder("true");
        pb.environment().put("DBBENCH_PASSWORD", "someone-elses");
        Path plan = ChildJvm.hand(ChildPlanTest.replicaPlan(ChildPlanTest.handOff("")), Secret.none(), pb);
        ChildJvm.deleteQuietly(plan);
        assertFalse(pb.environment().containsKey("DBBENCH_PASSWORD"));
    }
}
