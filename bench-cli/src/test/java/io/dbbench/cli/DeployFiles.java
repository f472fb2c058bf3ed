package io.dbbench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/** The deploy/ files as the manifest tests read them: Kubernetes' documents, Jobs and settings. */
final class DeployFiles {
    static final Path DEPLOY = Path.of("..", "deploy");
    /** deploy/kubernetes/base: every resource and the settings; the directories above it pick a workload. */
    static final Path KUBERNETES = DEPLOY.resolve("kubernetes/base");

    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private DeployFiles() {}

    /** Every document of a file of deploy/kubernetes as a tree. */
    static List<JsonNode> documents(String file) throws Exception {
        return documents(KUBERNETES.resolve(file));
    }

    static List<JsonNode> documents(Path path) throws Exception {
        List<JsonNode> documents = new ArrayList<>();
        for (Object document : new Yaml().loadAll(Files.readString(path)))
            if (document != null) documents.add(YAML.valueToTree(document));
        return documents;
    }

    /** The Jobs of a file by name, as Kubernetes' own model types (fabric8). */
    static Map<String, Job> jobs(String file) throws Exception {
        Map<String, Job> jobs = new LinkedHashMap<>();
        for (JsonNode document : documents(file)) {
            Job job = YAML.treeToValue(document, Job.class);
            jobs.put(job.getMetadata().getName(), job);
        }
        return jobs;
    }

    /** settings.yaml: the one place a user changes a run. */
    static Map<String, String> settings() throws Exception {
        JsonNode data = documents("settings.yaml").get(0).get("data");
        Map<String, String> settings = new LinkedHashMap<>();
        data.fields()
                .forEachRemaining(e -> settings.put(e.getKey(), e.getValue().asText()));
        return settings;
    }
}
