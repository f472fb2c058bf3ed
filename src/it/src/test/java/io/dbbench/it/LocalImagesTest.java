package io.dbbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.testcontainers.utility.DockerImageName;

/** The container tests' decision: run, skip with the reason, or (on CI) fail with it; and never pull. */
class LocalImagesTest {
    private static final String IMAGE = "dbbench-postgres:dev";
    private static final String HOW = "build it with deploy/images.sh --offline --db-only";

    @Test
    void runsOnlyWithDockerAndTheImage() {
        assertEquals(Optional.empty(), LocalImages.whyAbsent(IMAGE, HOW, true, true));
        assertEquals(
                Optional.of("no Docker engine answers here (DOCKER_HOST or /var/run/docker.sock), needed for " + IMAGE),
                LocalImages.whyAbsent(IMAGE, HOW, false, false));
        assertEquals(
                Optional.of("image dbbench-postgres:dev is not present locally (tests never pull it); " + HOW),
                LocalImages.whyAbsent(IMAGE, HOW, true, false));
    }

    @Test
    void skipsWithTheReasonUnlessRequiredThenFails() {
        LocalImages.enforce(Optional.empty(), true); // present: goes on, required or not
        LocalImages.enforce(Optional.empty(), false);
        TestAbortedException skipped =
                assertThrows(TestAbortedException.class, () -> LocalImages.enforce(Optional.of("no image"), false));
        assertTrue(skipped.getMessage().endsWith("no image"), skipped.getMessage());
        AssertionFailedError failed =
                assertThrows(AssertionFailedError.class, () -> LocalImages.enforce(Optional.of("no image"), true));
        assertTrue(failed.getMessage().startsWith("no image (required here: CI=true"), failed.getMessage());
    }

    @Test
    void requiredOnlyOnCiUnlessContainersAreSkippedOnPurpose() {
        assertTrue(LocalImages.requiredOnCi(Map.of("CI", "true")));
        assertFalse(LocalImages.requiredOnCi(Map.of("CI", "true", "DBBENCH_SKIP_CONTAINERS", "1")));
        assertFalse(LocalImages.requiredOnCi(Map.of()));
        assertFalse(LocalImages.requiredOnCi(Map.of("CI", "false")));
    }

    @Test
    void skippedOnPurposeBeforeDockerIsAsked() {
        // an image no Docker has: were Docker asked, the reason would be another one (or it would fail on CI)
        TestAbortedException skipped = assertThrows(
                TestAbortedException.class,
                () -> LocalImages.assumePresent(
                        "img-never-built:none", HOW, Map.of("CI", "true", "DBBENCH_SKIP_CONTAINERS", "1")));
        assertEquals("DBBENCH_SKIP_CONTAINERS=1: container tests skipped on purpose", skipped.getMessage());
    }

    @Test
    void anImageNobodyBuiltIsAbsentWithOrWithoutDocker() {
        Optional<String> why = LocalImages.whyAbsent("img-never-built:none", HOW);
        assertTrue(why.isPresent(), "an image no one built was found");
        assertTrue(
                why.get().startsWith("no Docker engine answers")
                        || why.get().startsWith("image img-never-built:none is not present locally"),
                why.get());
    }

    @Test
    void neverPulls() {
        assertFalse(LocalImages.NEVER_PULL.shouldPull(DockerImageName.parse("gvenzl/oracle-free:23-slim-faststart")));
        assertFalse(LocalImages.NEVER_PULL.shouldPull(DockerImageName.parse(IMAGE)));
    }
}
