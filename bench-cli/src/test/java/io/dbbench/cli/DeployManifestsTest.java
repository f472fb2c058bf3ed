package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * deploy/: the Kubernetes manifests load as the Kubernetes model's own types (fabric8), the Swarm file as
 * a Compose tree, and the fields that make replicas work are checked, including that our own command
 * line accepts the arguments they pass.
 */
class DeployManifestsTest {
    private static final Path DEPLOY = Path.of("..", "deploy");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    @Test
    void theJobIsIndexedWithOnePodPerReplicaStartingTogether() throws IOException {
        Job job = YAML.readValue(DEPLOY.resolve("kubernetes/job.yaml").toFile(), Job.class);
        assertEquals("batch/v1", job.getApiVersion());
        assertEquals("Indexed", job.getSpec().getCompletionMode());
        List<String> args =
                job.getSpec().getTemplate().getSpec().getContainers().get(0).getArgs();
        int replicas = Integer.parseInt(after(args, "--replicas"));
        assertEquals(replicas, job.getSpec().getCompletions());
        assertEquals(replicas, job.getSpec().getParallelism());
        assertEquals("Never", job.getSpec().getTemplate().getSpec().getRestartPolicy());

        PodSpec pod = job.getSpec().getTemplate().getSpec();
        assertTrue(pod.getSecurityContext().getRunAsNonRoot());
        Container c = pod.getContainers().get(0);
        Map<String, EnvVar> env = c.getEnv().stream().collect(Collectors.toMap(EnvVar::getName, e -> e));
        assertEquals("$(START_AT)", after(args, "--start-at"), "the start instant is passed in");
        assertEquals("${START_AT}", env.get("START_AT").getValue());
        assertEquals(
                "dbbench-db",
                env.get("DBBENCH_PASSWORD").getValueFrom().getSecretKeyRef().getName());
        assertTrue(!args.contains("-p"), "no password on the command line");
        assertEquals("json", after(args, "-ot"), "results printed on stdout for kubectl logs");

        String mount = c.getVolumeMounts().get(0).getMountPath();
        assertTrue(after(args, "-r").startsWith(mount + "/"), "results written to the shared volume");
        Volume volume = pod.getVolumes().get(0);
        assertEquals(c.getVolumeMounts().get(0).getName(), volume.getName());
        PersistentVolumeClaim pvc =
                YAML.readValue(DEPLOY.resolve("kubernetes/results-pvc.yaml").toFile(), PersistentVolumeClaim.class);
        assertEquals(
                pvc.getMetadata().getName(), volume.getPersistentVolumeClaim().getClaimName());
        assertEquals(List.of("ReadWriteMany"), pvc.getSpec().getAccessModes());
        Secret secret =
                YAML.readValue(DEPLOY.resolve("kubernetes/password-secret.yaml").toFile(), Secret.class);
        assertEquals("dbbench-db", secret.getMetadata().getName());
        assertNotNull(secret.getStringData()
                .get(env.get("DBBENCH_PASSWORD")
                        .getValueFrom()
                        .getSecretKeyRef()
                        .getKey()));

        assertOurCommandLineAccepts(args, "$(START_AT)");
    }

    @Test
    void theSwarmServiceHasReplicasThatKnowTheirSlot() throws IOException {
        JsonNode service = YAML.readTree(
                        DEPLOY.resolve("swarm/docker-compose.yml").toFile())
                .at("/services/dbbench");
        List<String> command = new ArrayList<>();
        service.get("command").forEach(n -> command.add(n.asText()));
        assertEquals(
                Integer.parseInt(after(command, "--replicas")),
                service.at("/deploy/replicas").intValue());
        assertEquals(
                "{{.Task.Slot}}",
                service.at("/environment/DBBENCH_REPLICA_SLOT").asText());
        assertEquals(
                "none", service.at("/deploy/restart_policy/condition").asText(), "a finished replica is not restarted");
        // the password comes from a Docker secret mounted as a file, never interpolated into the service spec
        assertTrue(service.at("/environment/DBBENCH_PASSWORD").isMissingNode(), "no password in the service spec");
        assertEquals(
                "/run/secrets/dbbench_password",
                service.at("/environment/DBBENCH_PASSWORD_FILE").asText());
        assertEquals("dbbench_password", service.at("/secrets/0").asText());
        assertTrue(after(command, "--start-at").startsWith("${START_AT"));
        assertTrue(after(command, "-r").startsWith("/results/"));
        assertOurCommandLineAccepts(command, after(command, "--start-at"));
    }

    @Test
    void theDockerfileBuildsInOneStageAndRunsTheJarAsNonRootInAnother() throws IOException {
        List<String> lines = Files.readAllLines(DEPLOY.resolve("Dockerfile"));
        assertEquals(2, lines.stream().filter(l -> l.startsWith("FROM ")).count(), "multi-stage");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("COPY --from=build /src/bench-cli/target/bench-cli.jar")));
        assertTrue(lines.stream().anyMatch(l -> l.equals("USER 10001:10001")));
        assertTrue(lines.stream().anyMatch(l -> l.contains("MaxRAMPercentage")));
    }

    private static String after(List<String> args, String option) {
        int i = args.indexOf(option);
        assertTrue(i >= 0 && i + 1 < args.size(), option + " missing from " + args);
        return args.get(i + 1);
    }

    /** Every option the manifest passes is one of ours (an instant in place of the placeholder). */
    private static void assertOurCommandLineAccepts(List<String> args, String placeholder) {
        String[] concrete = args.stream()
                .map(a -> a.equals(placeholder) ? "2026-11-23T10:00:00Z" : a)
                .toArray(String[]::new);
        Main.commandLine().parseArgs(concrete);
    }
}
