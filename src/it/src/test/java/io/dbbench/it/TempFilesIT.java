package io.dbbench.it;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Tests leave nothing in /tmp: their JVMs put temporary files (embedded servers, JMH's jmh.lock, which
 * JMH places in java.io.tmpdir with no setting of its own, and @TempDir) in the module's target/, as
 * the parent pom's surefire and failsafe argLine says; a full build used to leave a 1.9 GB server and
 * /tmp/jmh.lock behind.
 */
class TempFilesIT {
    @Test
    void temporaryFilesGoToTheBuildDirectory() {
        Path build = Path.of("target").toAbsolutePath().normalize();
        assertEquals(build, Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath().normalize());
    }
}
