package io.dbbench.cli;

import static io.dbbench.cli.DeployFiles.DEPLOY;
import static io.dbbench.cli.DeployFiles.documents;
import static io.dbbench.cli.DeployFiles.jobs;
import static io.dbbench.cli.DeployFiles.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.core.internal.connect.ConnectStrings;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * deploy/kubernetes as a Kustomize layout: every setting reaches what it names, the database and its Service,
 * one workload per directory, and the restricted Pod Security Standard. The Jobs' arguments against the Swarm
 * stack's are {@link StackManifestsTest}'s.
 */
class KustomizeLayoutTest {
    /** The directory a user applies for each load Job ("" is deploy/kubernetes itself), and its schema. */
    private static final Map<String, List<String>> WORKLOAD_DIRS = Map.of(
            "", List.of("soe-cs", "soe"),
            "soe-ss", List.of("soe-ss", "soe"),
            "tpcds", List.of("tpcds", "tpcds"),
            "stress", List.of("stress", "stress"));
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
        for (String load : StackManifestsTest.LOAD_SERVICES) {
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
        assertEquals(Set.copyOf(StackManifestsTest.LOAD_SERVICES), loads, "a directory per load Job");
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
}
