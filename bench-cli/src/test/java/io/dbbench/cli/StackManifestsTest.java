package io.dbbench.cli;

import static io.dbbench.cli.DeployFiles.DEPLOY;
import static io.dbbench.cli.DeployFiles.KUBERNETES;
import static io.dbbench.cli.DeployFiles.YAML;
import static io.dbbench.cli.DeployFiles.jobs;
import static io.dbbench.cli.DeployFiles.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.connect.ConnectStrings;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * deploy/swarm/docker-compose.yml and deploy/kubernetes (a Kustomize layout): the Jobs' bench-cli arguments are
 * the stack's services' (one source, checked here), both pass arguments our command line accepts with a
 * PostgreSQL connect string, every value of settings.yaml reaches the Jobs it names, and the fields that make
 * replicas work on each scheduler are there.
 */
class StackManifestsTest {
    static final List<String> LOAD_SERVICES = List.of("soe-cs", "soe-ss", "tpcds", "stress");
    private static final List<String> SETUP_SERVICES = List.of("setup-soe", "setup-tpcds", "setup-stress");
    /** ${NAME}, ${NAME:-default} or ${NAME:?message}: how the stack names its variables. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Z_][A-Z0-9_]*)(?::[-?]([^}]*))?}");
    /** $(NAME): a container's environment variable, which the kubelet expands in args. */
    private static final Pattern ENV_REFERENCE = Pattern.compile("\\$\\(([A-Z_][A-Z0-9_]*)\\)");

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

    /** The stack's ${NAME:-default} as a Job's $(NAME). */
    private static String asEnvReference(String text) {
        return VARIABLE.matcher(text).replaceAll(m -> Matcher.quoteReplacement("$(" + m.group(1) + ")"));
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

    private static Map<String, String> env(Container c) {
        Map<String, String> env = new LinkedHashMap<>();
        for (EnvVar e : c.getEnv()) env.put(e.getName(), e.getValue());
        return env;
    }

    /** The args as the kubelet runs them: $(NAME) replaced by the container's env value. */
    private static List<String> expanded(Container c) {
        Map<String, String> env = env(c);
        return c.getArgs().stream()
                .map(a -> ENV_REFERENCE.matcher(a).replaceAll(m -> {
                    // an undefined $(NAME) stays as it is in the pod: a silent mistake, caught here
                    assertNotNull(env.get(m.group(1)), "$(" + m.group(1) + ") has no env value in " + c.getName());
                    return Matcher.quoteReplacement(env.get(m.group(1)));
                }))
                .toList();
    }

    @Test
    void theLoadJobsPassExactlyTheStacksArguments() throws Exception {
        Map<String, Job> jobs = jobs("jobs.yaml");
        assertEquals(
                LOAD_SERVICES.stream().map(s -> "dbbench-" + s).collect(Collectors.toSet()),
                jobs.keySet(),
                "one Job per load service of the stack");
        for (String name : LOAD_SERVICES) {
            List<String> swarm = command(service(name)).stream()
                    .map(StackManifestsTest::asEnvReference)
                    .toList();
            Container c = jobs.get("dbbench-" + name)
                    .getSpec()
                    .getTemplate()
                    .getSpec()
                    .getContainers()
                    .get(0);
            assertEquals(swarm, c.getArgs(), "Job dbbench-" + name + " vs stack service " + name);
        }
    }

    @Test
    void theSchemaJobsPassExactlyTheStacksSetUpArguments() throws Exception {
        Map<String, Job> jobs = jobs("schema-jobs.yaml");
        assertEquals(
                SETUP_SERVICES.stream().map(s -> "dbbench-" + s).collect(Collectors.toSet()),
                jobs.keySet(),
                "one Job per set-up service of the stack");
        for (String name : SETUP_SERVICES) {
            Job job = jobs.get("dbbench-" + name);
            Container c = job.getSpec().getTemplate().getSpec().getContainers().get(0);
            List<String> swarm = command(service(name)).stream()
                    .map(StackManifestsTest::asEnvReference)
                    .toList();
            assertEquals(swarm, c.getArgs(), "Job dbbench-" + name + " vs stack service " + name);
            assertEquals("create", c.getArgs().get(1), name);
            assertTrue(job.getSpec().getBackoffLimit() > 0, "retried while the database starts: " + name);
            Main.commandLine().parseArgs(expanded(c).toArray(String[]::new));
        }
    }

    @Test
    void theJobsAreIndexedJobsThatStartTogetherAndPrintTheirResultsIntoTheLog() throws Exception {
        Map<String, String> settings = settings();
        Secret secret =
                YAML.readValue(KUBERNETES.resolve("password-secret.yaml").toFile(), Secret.class);
        for (Job job : jobs("jobs.yaml").values()) {
            String name = job.getMetadata().getName();
            String key = name.substring("dbbench-".length());
            assertEquals("Indexed", job.getSpec().getCompletionMode(), name);
            Container c = job.getSpec().getTemplate().getSpec().getContainers().get(0);
            List<String> args = expanded(c);
            int replicas = Integer.parseInt(after(args, "--replicas"));
            assertEquals(Integer.parseInt(settings.get(key + "-replicas")), replicas, name);
            assertEquals(replicas, job.getSpec().getCompletions(), name);
            assertEquals(replicas, job.getSpec().getParallelism(), name);
            assertEquals(settings.get(key + "-users"), after(args, "-uc"), name);
            // the shipped default: the replicas meet in the database, keyed by their Job
            assertEquals("db", after(args, "--start-at"), name);
            assertEquals(
                    "metadata.labels['batch.kubernetes.io/controller-uid']",
                    c.getEnv().stream()
                            .filter(e -> e.getName().equals("DBBENCH_RUN_KEY"))
                            .findFirst()
                            .orElseThrow()
                            .getValueFrom()
                            .getFieldRef()
                            .getFieldPath(),
                    name);
            assertEquals("Never", job.getSpec().getTemplate().getSpec().getRestartPolicy(), name);
            assertEquals(0, job.getSpec().getBackoffLimit(), "a failed replica is not run again: " + name);
            assertTrue(
                    job.getSpec().getTemplate().getSpec().getSecurityContext().getRunAsNonRoot(), name);
            assertEquals("1", env(c).get("DBBENCH_RESULTS_TO_LOG"), name);
            var secretRef = c.getEnv().stream()
                    .filter(e -> e.getName().equals("DBBENCH_PASSWORD"))
                    .findFirst()
                    .orElseThrow()
                    .getValueFrom()
                    .getSecretKeyRef();
            assertEquals(secret.getMetadata().getName(), secretRef.getName(), name);
            assertNotNull(secret.getStringData().get(secretRef.getKey()), name);
            assertFalse(args.contains("-p"), "no password on the command line: " + name);
            for (Container any : job.getSpec().getTemplate().getSpec().getInitContainers()) {
                assertEquals("IfNotPresent", any.getImagePullPolicy(), name);
                assertEquals(settings.get("cpu-request"), cpu(any), name);
            }
            assertEquals("IfNotPresent", c.getImagePullPolicy(), "local images are never pulled: " + name);
            assertEquals(settings.get("cpu-request"), cpu(c), name);
            Main.commandLine().parseArgs(args.toArray(String[]::new));
        }
    }

    private static String cpu(Container c) {
        return c.getResources().getRequests().get("cpu").toString();
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
        for (String name : SETUP_SERVICES) {
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
