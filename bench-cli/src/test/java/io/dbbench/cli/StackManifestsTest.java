package io.dbbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
    private static final Path DEPLOY = Path.of("..", "deploy");
    /** deploy/kubernetes/base: every resource and the settings; the directories above it pick a workload. */
    private static final Path KUBERNETES = DEPLOY.resolve("kubernetes/base");
    /** The directory a user applies for each load Job ("" is deploy/kubernetes itself), and its schema. */
    private static final Map<String, List<String>> WORKLOAD_DIRS = Map.of(
            "", List.of("soe-cs", "soe"),
            "soe-ss", List.of("soe-ss", "soe"),
            "tpcds", List.of("tpcds", "tpcds"),
            "stress", List.of("stress", "stress"));

    private static final List<String> LOAD_SERVICES = List.of("soe-cs", "soe-ss", "tpcds", "stress");
    private static final List<String> SETUP_SERVICES = List.of("setup-soe", "setup-tpcds", "setup-stress");
    /** ${NAME}, ${NAME:-default} or ${NAME:?message}: how the stack names its variables. */
    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Z_][A-Z0-9_]*)(?::[-?]([^}]*))?}");
    /** $(NAME): a container's environment variable, which the kubelet expands in args. */
    private static final Pattern ENV_REFERENCE = Pattern.compile("\\$\\(([A-Z_][A-Z0-9_]*)\\)");

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

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

    /** Every document of a file of deploy/kubernetes as a tree. */
    private static List<JsonNode> documents(String file) throws Exception {
        return documents(KUBERNETES.resolve(file));
    }

    private static List<JsonNode> documents(Path path) throws Exception {
        List<JsonNode> documents = new ArrayList<>();
        for (Object document : new Yaml().loadAll(Files.readString(path)))
            if (document != null) documents.add(YAML.valueToTree(document));
        return documents;
    }

    /** The Jobs of a file by name, as Kubernetes' own model types (fabric8). */
    private static Map<String, Job> jobs(String file) throws Exception {
        Map<String, Job> jobs = new LinkedHashMap<>();
        for (JsonNode document : documents(file)) {
            Job job = YAML.treeToValue(document, Job.class);
            jobs.put(job.getMetadata().getName(), job);
        }
        return jobs;
    }

    /** settings.yaml: the one place a user changes a run. */
    private static Map<String, String> settings() throws Exception {
        JsonNode data = documents("settings.yaml").get(0).get("data");
        Map<String, String> settings = new LinkedHashMap<>();
        data.fields()
                .forEachRemaining(e -> settings.put(e.getKey(), e.getValue().asText()));
        return settings;
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

    /**
     * kustomization.yaml's replacements: every one takes a value of settings.yaml and every field it names exists
     * in the Jobs it selects with that value already (so the files also work with plain `kubectl apply -f`), and
     * each load Job's completions, parallelism and --replicas come from one setting.
     */
    @Test
    void everySettingReachesTheJobsThroughTheKustomization() throws Exception {
        Map<String, String> settings = settings();
        JsonNode kustomization = documents("kustomization.yaml").get(0);
        List<String> resources = new ArrayList<>();
        kustomization.get("resources").forEach(r -> resources.add(r.asText()));
        List<JsonNode> objects = new ArrayList<>();
        for (String file : resources) objects.addAll(documents(file));
        Set<String> used = new HashSet<>();
        Map<String, List<String>> targetsByKey = new LinkedHashMap<>();
        for (JsonNode replacement : kustomization.get("replacements")) {
            JsonNode source = replacement.get("source");
            assertEquals("dbbench-settings", source.get("name").asText());
            String key = source.get("fieldPath").asText().replaceFirst("^data\\.", "");
            String setting = settings.get(key);
            assertNotNull(setting, "setting " + key + " in settings.yaml");
            used.add(key);
            // options: one part of the setting (the database of db-connect)
            JsonNode options = source.path("options");
            String value = options.has("delimiter")
                    ? setting.split(Pattern.quote(options.get("delimiter").asText()), -1)[
                            options.get("index").asInt()]
                    : setting;
            for (JsonNode target : replacement.get("targets")) {
                List<JsonNode> selected = objects.stream()
                        .filter(object -> selects(target.get("select"), object))
                        .toList();
                assertFalse(selected.isEmpty(), "replacement of " + key + " selects nothing: " + target);
                for (JsonNode job : selected)
                    for (JsonNode path : target.get("fieldPaths")) {
                        String name = job.at("/metadata/name").asText();
                        JsonNode field = field(job, path.asText());
                        assertNotNull(field, key + ": no " + path.asText() + " in " + name);
                        assertEquals(value, field.asText(), key + " in " + name + " at " + path.asText());
                        targetsByKey
                                .computeIfAbsent(key, k -> new ArrayList<>())
                                .add(name + " " + path.asText());
                    }
            }
        }
        assertEquals(settings.keySet(), used, "every setting is used");
        for (String load : LOAD_SERVICES) {
            String env = load.toUpperCase().replace('-', '_') + "_REPLICAS";
            List<String> targets = targetsByKey.get(load + "-replicas");
            for (String path : List.of(
                    "spec.completions",
                    "spec.parallelism",
                    "spec.template.spec.containers.[name=dbbench].env.[name=" + env + "].value"))
                assertTrue(targets.contains("dbbench-" + load + " " + path), load + "-replicas sets " + path);
        }
        assertTrue(resources.contains("settings.yaml"));
        assertEquals(
                "true",
                documents("settings.yaml")
                        .get(0)
                        .at("/metadata/annotations/config.kubernetes.io~1local-config")
                        .asText(),
                "settings.yaml feeds the build and is never applied");
    }

    /** A replacement's select: kind, name, labelSelector (key=value) as this layout uses them. */
    private static boolean selects(JsonNode select, JsonNode job) {
        if (!select.get("kind").asText().equals(job.path("kind").asText())) return false;
        if (select.has("name")
                && !select.get("name").asText().equals(job.at("/metadata/name").asText())) return false;
        if (select.has("labelSelector")) {
            String[] label = select.get("labelSelector").asText().split("=", 2);
            return job.at("/metadata/labels").path(label[0]).asText().equals(label[1]);
        }
        return true;
    }

    /** A Kustomize field path (a.b.[name=x].c) in a document, or null. */
    private static JsonNode field(JsonNode document, String path) {
        JsonNode node = document;
        for (String part : path.split("\\.(?![^\\[]*])")) {
            if (part.startsWith("[")) {
                String[] match = part.substring(1, part.length() - 1).split("=", 2);
                JsonNode found = null;
                for (JsonNode element : node)
                    if (element.path(match[0]).asText().equals(match[1])) found = element;
                node = found;
            } else node = node.get(part);
            if (node == null) return null;
        }
        return node;
    }

    @Test
    void theDatabaseIsServiceDbWithThePasswordOfTheSecret() throws Exception {
        List<JsonNode> database = documents("database.yaml");
        JsonNode deployment = database.stream()
                .filter(d -> d.get("kind").asText().equals("Deployment"))
                .findFirst()
                .orElseThrow();
        JsonNode service = database.stream()
                .filter(d -> d.get("kind").asText().equals("Service"))
                .findFirst()
                .orElseThrow();
        assertEquals("db", service.at("/metadata/name").asText());
        assertEquals(5432, service.at("/spec/ports/0/port").asInt());
        assertEquals(
                deployment.at("/spec/template/metadata/labels/app").asText(),
                service.at("/spec/selector/app").asText(),
                "the Service selects the database's pods");
        JsonNode postgres = deployment.at("/spec/template/spec/containers/0");
        assertEquals("dbbench-postgres:dev", postgres.get("image").asText());
        assertEquals("IfNotPresent", postgres.get("imagePullPolicy").asText());
        JsonNode password = null;
        for (JsonNode e : postgres.get("env")) if (e.get("name").asText().equals("POSTGRES_PASSWORD")) password = e;
        assertNotNull(password);
        assertEquals("dbbench-db", password.at("/valueFrom/secretKeyRef/name").asText());
        var target = ConnectStrings.resolve(settings().get("db-connect"), null, Map.of());
        assertEquals("jdbc:postgresql://db:5432/soe", target.jdbcUrl());
        Map<String, String> env = new LinkedHashMap<>();
        for (JsonNode e : postgres.get("env"))
            env.put(e.get("name").asText(), e.path("value").asText());
        assertEquals(settings().get("db-user"), env.get("POSTGRES_USER"), "the database's user is db-user");
        assertEquals("soe", env.get("POSTGRES_DB"), "the database db-connect names");
    }

    /**
     * Each directory a user applies starts the database, one schema Job and ONE load Job: four load Jobs at once
     * against one database would mix their results (and not fit a small node).
     */
    @Test
    void eachWorkloadDirectoryKeepsOnlyItsOwnJobs() throws Exception {
        Set<String> loads = new HashSet<>();
        for (var entry : WORKLOAD_DIRS.entrySet()) {
            Path dir = DEPLOY.resolve("kubernetes").resolve(entry.getKey());
            String load = entry.getValue().get(0);
            String schema = entry.getValue().get(1);
            JsonNode kustomization =
                    documents(dir.resolve("kustomization.yaml")).get(0);
            assertEquals(
                    entry.getKey().isEmpty() ? "base" : "../base",
                    kustomization.at("/resources/0").asText(),
                    dir.toString());
            assertEquals(1, kustomization.get("resources").size(), dir.toString());
            Set<String> dropped = new HashSet<>();
            for (JsonNode patch : kustomization.get("patches")) {
                assertEquals("Job", patch.at("/target/kind").asText(), dir.toString());
                assertTrue(patch.get("patch").asText().startsWith("$patch: delete"), dir.toString());
                dropped.add(patch.at("/target/labelSelector").asText());
            }
            assertEquals(
                    Set.of(
                            "dbbench.io/role=load,dbbench.io/workload!=" + load,
                            "dbbench.io/role=schema,dbbench.io/workload!=" + schema),
                    dropped,
                    dir + " keeps the load Job " + load + " and the schema Job of " + schema + " only");
            loads.add(load);
        }
        assertEquals(Set.copyOf(LOAD_SERVICES), loads, "a directory per load Job");
        for (Job job : jobs("jobs.yaml").values())
            assertEquals(
                    job.getMetadata().getName().substring("dbbench-".length()),
                    job.getMetadata().getLabels().get("dbbench.io/workload"),
                    "the label the directories select by");
    }

    /** The restricted Pod Security Standard, for every pod (the database too). */
    @Test
    void everyPodMeetsTheRestrictedPodSecurityStandard() throws Exception {
        List<JsonNode> templates = new ArrayList<>();
        for (String file : List.of("jobs.yaml", "schema-jobs.yaml", "database.yaml"))
            for (JsonNode document : documents(file))
                if (document.has("spec") && document.at("/spec/template").isObject())
                    templates.add(document.at("/spec/template"));
        assertEquals(8, templates.size(), "four load Jobs, three schema Jobs, the database");
        for (JsonNode template : templates) {
            String name = template.at("/metadata/labels").toString();
            JsonNode pod = template.at("/spec/securityContext");
            assertTrue(pod.path("runAsNonRoot").asBoolean(), name);
            assertTrue(pod.path("runAsUser").asInt() > 0, name);
            assertEquals("RuntimeDefault", pod.at("/seccompProfile/type").asText(), name);
            List<JsonNode> containers = new ArrayList<>();
            template.at("/spec/containers").forEach(containers::add);
            template.at("/spec/initContainers").forEach(containers::add);
            for (JsonNode c : containers) {
                JsonNode sc = c.get("securityContext");
                assertNotNull(sc, name + " " + c.get("name"));
                assertFalse(sc.path("allowPrivilegeEscalation").asBoolean(true), name + " " + c.get("name"));
                assertEquals("ALL", sc.at("/capabilities/drop/0").asText(), name + " " + c.get("name"));
            }
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
