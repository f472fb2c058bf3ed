package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tests leave nothing in /tmp: their JVMs put temporary files (embedded servers, JMH's jmh.lock, which
 * JMH places in java.io.tmpdir with no setting of its own, and @TempDir) in the module's target/, as
 * the parent pom's surefire and failsafe argLine says; a full build used to leave a 1.9 GB server and
 * /tmp/jmh.lock behind. ITs that spawn the CLI pass it the same directory ({@link CliProcess#jarProcess})
 * and check that it leaves no server or pg_ctl output there ({@link TempLeftovers}).
 */
class TempFilesIT {
    @Test
    void temporaryFilesGoToTheBuildDirectory() {
        Path build = Path.of("target").toAbsolutePath().normalize();
        assertEquals(
                build,
                Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize());
    }

    @Test
    void spawnedClisGetTheSameTemporaryDirectory() {
        List<String> command = CliProcess.jarProcess("--version").command();
        assertTrue(
                command.contains("-Djava.io.tmpdir="
                        + Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath()),
                command.toString());
    }

    @Test
    void aLeftoverServerOrPgCtlOutputIsCaught(@TempDir Path tmp) throws Exception {
        Set<Path> before = TempLeftovers.snapshot(tmp);
        Files.createDirectory(tmp.resolve("dbbench-pg-123"));
        Files.createFile(tmp.resolve("dbbench-cmd-456.out"));
        Files.createDirectory(tmp.resolve("dbbench-pg-" + System.getProperty("user.name") + "-16.4")); // binary cache
        Set<Path> after = TempLeftovers.snapshot(tmp);
        after.removeAll(before);
        assertEquals(Set.of(tmp.resolve("dbbench-pg-123"), tmp.resolve("dbbench-cmd-456.out")), after);
    }
}
