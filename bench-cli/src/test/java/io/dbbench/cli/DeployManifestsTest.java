package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * deploy/Dockerfile; the Swarm stack and the Kubernetes Jobs are checked by {@link StackManifestsTest}.
 */
class DeployManifestsTest {
    private static final Path DEPLOY = Path.of("..", "deploy");

    @Test
    void theDockerfileBuildsInOneStageAndRunsTheJarAsNonRootInAnother() throws IOException {
        List<String> lines = Files.readAllLines(DEPLOY.resolve("Dockerfile"));
        assertEquals(2, lines.stream().filter(l -> l.startsWith("FROM ")).count(), "multi-stage");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("COPY --from=build /src/bench-cli/target/bench-cli.jar")));
        assertTrue(lines.stream().anyMatch(l -> l.equals("USER 10001:10001")));
        assertTrue(lines.stream().anyMatch(l -> l.contains("MaxRAMPercentage")));
    }

    /**
     * {@code docker run --rm dbbench:dev ...} wrote its results into /app, lost with the container: they go to
     * /results, the working directory (mount the host's with -v), and the image runs the repository's launcher.
     */
    @Test
    void theImageWritesResultsToResultsAndRunsTheLauncher() throws IOException {
        List<String> lines = Files.readAllLines(DEPLOY.resolve("Dockerfile"));
        List<String> workdirs =
                lines.stream().filter(l -> l.startsWith("WORKDIR ")).toList();
        assertEquals("WORKDIR /results", workdirs.get(workdirs.size() - 1), "the runtime stage's working directory");
        assertTrue(lines.contains("COPY --from=build /src/dbbench /app/dbbench"), "the launcher");
        assertTrue(lines.contains("ENTRYPOINT [\"/app/dbbench\"]"), "the launcher is the entrypoint");
        assertTrue(Files.isExecutable(Path.of("..", "dbbench")), "the launcher at the repository root");
    }

    /**
     * The image's class-data-sharing archive is dumped by its own JVM at build time to where the launcher looks
     * for one first: beside the jar, named as the jar with .jsa (docs/benchmarks.md, "JVM start").
     */
    @Test
    void theImageDumpsItsClassDataArchiveBesideTheJarWhereTheLauncherLooks() throws IOException {
        String dockerfile = Files.readString(DEPLOY.resolve("Dockerfile"));
        assertTrue(
                dockerfile.contains("-XX:ArchiveClassesAtExit=/app/bench-cli.jsa -jar /app/bench-cli.jar"), "dumped");
        assertTrue(dockerfile.contains("-Xshare:on -XX:SharedArchiveFile=/app/bench-cli.jsa"), "kept only if accepted");
        String launcher = Files.readString(Path.of("..", "dbbench"));
        assertTrue(launcher.contains("if [ -f \"${jar%.jar}.jsa\" ]; then"), "the launcher's first choice");
    }
}
