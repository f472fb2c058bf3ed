package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * deploy/swarm/docker-compose.yml and deploy/kubernetes/jobs.yaml: the Jobs' bench-cli arguments are the
 * stack's load services' (one source, checked here), both pass arguments our command line accepts with a
 * PostgreSQL connect string, and the fields that make replicas work on each scheduler are there.
 */
class StackManifestsTest {
    private static final Path DEPLOY = Path.of("..", "deploy");
    private static final List<String> LOAD_SERVICES = List.of("soe-cs", "soe-ss", "tpcds", "stress");
    /** ${NAME}, ${NAME:-default} or ${NAME:?message}: how both files name their variables. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Z_][A-Z0-9_]*)(?::[-?]([^}]*))?}");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> stack() throws Exception {
        // SnakeYAML: the stack shares blocks through YAML anchors, which it resolves
        return new Yaml().load(Files.readString(DEPLOY.resolve("swarm/docker-compose.yml")));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> service(String name) throws Exception {
        Map<String, Object> services = (Map<String, Object>) stack().get("services");
        Map<String, Object> service = (Map<String, Object>) services.get(name);
        assertNotNull(service, "service " + name + " in the stack");
        return service;
    }

    @SuppressWarnings("unchecked")
    private static List<String> command(Map<String, Object> service) {
        return ((List<Object>) service.get("command"))
                .stream().map(String::valueOf).toList();
    }

    /** Every variable as ${NAME}, defaults and messages dropped. */
    private static String normalized(String text) {
        return VARIABLE.matcher(text).replaceAll(m -> Matcher.quoteReplacement("${" + m.group(1) + "}"));
    }

    /** The stack's defaults put in, as `docker stack deploy` does with no variable set; replica counts 2. */
    private static String withDefaults(String text) {
        return VARIABLE.matcher(text)
                .replaceAll(m -> Matcher.quoteReplacement(
                        m.group(1).endsWith("_REPLICAS")
                                ? "2"
                                : m.group(1).equals("START_AT")
                                        ? "2026-11-23T10:00:00Z"
                                        : m.group(2) == null ? "x" : m.group(2)));
    }

    /** Sample values for every ${NAME} in the Jobs, as envsubst would put them in. */
    private static String substituted(String text, Map<String, String> values) {
        return VARIABLE.matcher(text).replaceAll(m -> Matcher.quoteReplacement(values.getOrDefault(m.group(1), "x")));
    }

    private static List<Job> jobs(Map<String, String> values) throws Exception {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        String text = substituted(Files.readString(DEPLOY.resolve("kubernetes/jobs.yaml")), values);
        List<Job> jobs = new ArrayList<>();
        for (Object document : new Yaml().loadAll(text)) jobs.add(yaml.convertValue(document, Job.class));
        return jobs;
    }

    private static Map<String, String> sampleValues() throws Exception {
        Map<String, String> values = new LinkedHashMap<>();
        Matcher m = VARIABLE.matcher(Files.readString(DEPLOY.resolve("swarm/docker-compose.yml")));
        while (m.find()) values.putIfAbsent(m.group(1), m.group(2) == null ? "x" : m.group(2));
        LOAD_SERVICES.forEach(s -> values.put(s.toUpperCase().replace('-', '_') + "_REPLICAS", "3"));
        values.put("START_AT", "2026-11-23T10:00:00Z");
        return values;
    }

    @Test
    void theJobsPassExactlyTheStacksArguments() throws Exception {
        String jobsText = Files.readString(DEPLOY.resolve("kubernetes/jobs.yaml"));
        List<Object> documents = new ArrayList<>();
        new Yaml().loadAll(jobsText).forEach(documents::add);
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        Map<String, List<String>> jobArgs = new LinkedHashMap<>();
        for (Object document : documents) {
            var tree = yaml.valueToTree(document);
            List<String> args = new ArrayList<>();
            tree.at("/spec/template/spec/containers/0/args").forEach(a -> args.add(a.asText()));
            jobArgs.put(tree.at("/metadata/name").asText(), args);
        }
        assertEquals(
                LOAD_SERVICES.stream().map(s -> "dbbench-" + s).collect(Collectors.toSet()),
                jobArgs.keySet(),
                "one Job per load service of the stack");
        for (String name : LOAD_SERVICES) {
            List<String> swarm = command(service(name)).stream()
                    .map(StackManifestsTest::normalized)
                    .toList();
            assertEquals(swarm, jobArgs.get("dbbench-" + name), "Job dbbench-" + name + " vs stack service " + name);
        }
    }

    @Test
    void theJobsAreIndexedJobsThatPrintTheirResultsIntoTheLog() throws Exception {
        Map<String, String> values = sampleValues();
        List<Job> jobs = jobs(values);
        Secret secret = new ObjectMapper(new YAMLFactory())
                .readValue(DEPLOY.resolve("kubernetes/password-secret.yaml").toFile(), Secret.class);
        for (Job job : jobs) {
            String name = job.getMetadata().getName();
            assertEquals("Indexed", job.getSpec().getCompletionMode(), name);
            Container c = job.getSpec().getTemplate().getSpec().getContainers().get(0);
            int replicas = Integer.parseInt(after(c.getArgs(), "--replicas"));
            assertEquals(3, replicas, name);
            assertEquals(replicas, job.getSpec().getCompletions(), name);
            assertEquals(replicas, job.getSpec().getParallelism(), name);
            assertEquals("Never", job.getSpec().getTemplate().getSpec().getRestartPolicy(), name);
            assertTrue(
                    job.getSpec().getTemplate().getSpec().getSecurityContext().getRunAsNonRoot(), name);
            Map<String, EnvVar> env = c.getEnv().stream().collect(Collectors.toMap(EnvVar::getName, e -> e));
            assertEquals("1", env.get("DBBENCH_RESULTS_TO_LOG").getValue(), name);
            var secretRef = env.get("DBBENCH_PASSWORD").getValueFrom().getSecretKeyRef();
            assertEquals(secret.getMetadata().getName(), secretRef.getName(), name);
            assertNotNull(secret.getStringData().get(secretRef.getKey()), name);
            assertFalse(c.getArgs().contains("-p"), "no password on the command line: " + name);
            Main.commandLine().parseArgs(c.getArgs().toArray(String[]::new));
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void theStacksLoadServicesKnowTheirSlotStartTogetherAndPrintTheirResults() throws Exception {
        for (String name : LOAD_SERVICES) {
            Map<String, Object> service = service(name);
            List<String> command = command(service);
            Map<String, Object> env = (Map<String, Object>) service.get("environment");
            Map<String, Object> deploy = (Map<String, Object>) service.get("deploy");
            assertEquals("{{.Task.Slot}}", env.get("DBBENCH_REPLICA_SLOT"), name);
            assertEquals("1", env.get("DBBENCH_RESULTS_TO_LOG"), name);
            assertEquals("/run/secrets/db_password", env.get("DBBENCH_PASSWORD_FILE"), name);
            // the replica count and --replicas are one variable, so they cannot disagree
            assertEquals(
                    normalized(String.valueOf(deploy.get("replicas"))), normalized(after(command, "--replicas")), name);
            assertEquals("none", ((Map<String, Object>) deploy.get("restart_policy")).get("condition"), name);
            assertTrue(after(command, "--start-at").startsWith("${START_AT"), name);
            assertFalse(command.contains("-p"), "no password on the command line: " + name);
            Main.commandLine()
                    .parseArgs(command.stream()
                            .map(StackManifestsTest::withDefaults)
                            .toArray(String[]::new));
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyServiceResolvesByDnsAndTakesItsImageFromAVariable() throws Exception {
        Map<String, Object> services = (Map<String, Object>) stack().get("services");
        for (var entry : services.entrySet()) {
            Map<String, Object> service = (Map<String, Object>) entry.getValue();
            Map<String, Object> deploy = (Map<String, Object>) service.get("deploy");
            // no IPVS on some kernels (ours): a virtual IP does not route
            assertEquals("dnsrr", deploy.get("endpoint_mode"), entry.getKey());
            assertTrue(
                    String.valueOf(service.get("image")).matches("\\$\\{(DBBENCH_IMAGE|DB_IMAGE):-[^}]+}"),
                    entry.getKey());
            // Swarm expands templates in environment values, never in arguments
            if (service.get("command") != null)
                assertTrue(command(service).stream().noneMatch(a -> a.contains("{{")), entry.getKey());
        }
        assertEquals("${DB_IMAGE:-dbbench-postgres:dev}", service("db").get("image"));
        assertEquals("${DBBENCH_IMAGE:-dbbench:dev}", service("stress").get("image"));
    }

    @Test
    void theConnectStringMeansThePostgresqlServiceOfTheStack() throws Exception {
        for (String name : List.of("setup-soe", "setup-tpcds", "setup-stress", "soe-cs", "soe-ss", "tpcds", "stress")) {
            String cs = withDefaults(after(command(service(name)), "-cs"));
            var target = ConnectStrings.resolve(cs, null, Map.of());
            assertEquals("jdbc:postgresql://db:5432/soe", target.jdbcUrl(), name);
        }
        assertTrue(service("db").containsKey("secrets"), "the database reads the same password secret");
    }

    @Test
    void theSetUpServicesCreateTheSchemasOnce() throws Exception {
        for (String name : List.of("setup-soe", "setup-tpcds", "setup-stress")) {
            List<String> command = command(service(name));
            assertEquals("create", command.get(1), name);
            Main.commandLine()
                    .parseArgs(command.stream()
                            .map(StackManifestsTest::withDefaults)
                            .toArray(String[]::new));
        }
    }

    private static String after(List<String> args, String option) {
        int i = args.indexOf(option);
        assertTrue(i >= 0 && i + 1 < args.size(), option + " missing from " + args);
        return args.get(i + 1);
    }
}
