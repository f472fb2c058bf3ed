package io.dbbench.it.ci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.dbbench.it.oracle.OracleDatabase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The GitHub Actions workflows are valid YAML with the shape Actions needs, and every Maven command or
 * script their jobs run is one the README or a page under docs/ documents, so the two cannot drift apart.
 */
class WorkflowFilesTest {
    private static final Path ROOT = Path.of(System.getProperty("bench.root.dir", "../.."))
            .toAbsolutePath()
            .normalize();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private static Map<String, JsonNode> workflows() throws IOException {
        Map<String, JsonNode> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(ROOT.resolve(".github/workflows"))) {
            for (Path f : files.filter(
                            p -> p.toString().endsWith(".yml") || p.toString().endsWith(".yaml"))
                    .toList()) {
                out.put(f.getFileName().toString(), YAML.readTree(f.toFile()));
            }
        }
        return out;
    }

    /** Every {@code run:} of every step of every job, by "file job". */
    private static Map<String, List<String>> runs(Map<String, JsonNode> workflows) {
        Map<String, List<String>> out = new TreeMap<>();
        workflows.forEach((file, wf) -> wf.get("jobs").fields().forEachRemaining(job -> {
            List<String> commands = new ArrayList<>();
            for (JsonNode step : job.getValue().get("steps")) {
                if (step.has("run")) commands.add(step.get("run").asText().strip());
            }
            out.put(file + " " + job.getKey(), commands);
        }));
        return out;
    }

    @Test
    void everyWorkflowIsValidYamlWithJobsThatRunSomewhere() throws IOException {
        Map<String, JsonNode> workflows = workflows();
        assertTrue(
                workflows.keySet().containsAll(List.of("build.yml", "oracle.yml")),
                workflows.keySet().toString());
        workflows.forEach((file, wf) -> {
            assertTrue(wf.hasNonNull("name"), file + ": name");
            assertTrue(wf.has("on"), file + ": on (the triggers)");
            assertTrue(wf.path("jobs").isObject() && !wf.path("jobs").isEmpty(), file + ": jobs");
            wf.get("jobs").fields().forEachRemaining(job -> {
                assertTrue(job.getValue().hasNonNull("runs-on"), file + " " + job.getKey() + ": runs-on");
                assertTrue(
                        job.getValue().path("steps").isArray()
                                && !job.getValue().get("steps").isEmpty(),
                        file + " " + job.getKey() + ": steps");
            });
        });
    }

    /** The README and every page under docs/, as one text. */
    private static String documentation() throws IOException {
        StringBuilder all = new StringBuilder(Files.readString(ROOT.resolve("README.md")));
        try (Stream<Path> pages = Files.walk(ROOT.resolve("docs"))) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).toList()) {
                all.append('\n').append(Files.readString(page));
            }
        }
        return all.toString();
    }

    @Test
    void everyCommandTheJobsRunIsDocumented() throws IOException {
        String docs = documentation();
        Map<String, List<String>> runs = runs(workflows());
        List<String> undocumented = new ArrayList<>();
        runs.forEach((job, commands) -> commands.stream()
                .filter(c -> c.startsWith("mvn") || c.startsWith("scripts/"))
                .filter(c -> !docs.contains(c))
                .forEach(c -> undocumented.add(job + ": " + c)));
        assertEquals(List.of(), undocumented, "commands the workflows run but no documentation shows");
        assertTrue(runs.get("build.yml build").contains("scripts/ci-test.sh"), runs.toString());
        // .ci/run runs the same build
        assertTrue(Files.readString(ROOT.resolve(".ci/run")).contains("exec scripts/ci-test.sh"));
    }

    @Test
    void theOracleJobRunsTheOracleProfileOnTheImageTheTestsUse() throws IOException {
        Map<String, JsonNode> workflows = workflows();
        List<String> commands = runs(workflows).get("oracle.yml oracle");
        assertFalse(commands == null || commands.isEmpty(), "oracle.yml has a job 'oracle'");
        String mvn =
                commands.stream().filter(c -> c.startsWith("mvn")).findFirst().orElseThrow();
        assertTrue(mvn.contains("-Poracle") && mvn.contains("-Doracle.require=true"), mvn);
        assertTrue(commands.contains("docker pull " + OracleDatabase.IMAGE), commands.toString());
        assertTrue(
                Files.readString(ROOT.resolve("src/it/pom.xml")).contains("<id>oracle</id>"),
                "profile oracle in src/it/pom.xml");
    }
}
