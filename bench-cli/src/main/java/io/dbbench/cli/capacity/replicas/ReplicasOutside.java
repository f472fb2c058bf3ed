package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.cli.capacity.CapacitySection;
import io.dbbench.core.internal.replica.ReplicaInput;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The transactions of a search over replicas in none of its merged steps, replica by replica: what each replica
 * counted in no step of its own (its {@link ReplicaCounts}, checked against its run before it sent them) plus its steps
 * the parent did not merge. Built so, the merged steps with these add up to the merged run's total only if no
 * transaction was lost or counted twice between the replicas' steps and the merged ones. A replica that sent no
 * counts (it was killed) has its run's total less its merged steps' instead, which cannot be checked: it is named.
 *
 * @param replicas each replica with a results file, in order
 */
public record ReplicasOutside(List<Replica> replicas) {
    private static final ObjectMapper MAPPER = CapacitySection.jsonMapper();

    /** One replica's transactions outside the merged steps; {@code sent} whether from its own counts. */
    public record Replica(int index, long completed, long failed, boolean sent) {}

    public ReplicasOutside {
        replicas = List.copyOf(replicas);
    }

    /**
     * @param inputs         the replicas' runs, by index (a null result: no file)
     * @param reportsOfSteps each merged step's reports, replica by replica
     * @param counts         the counts each replica sent, by index
     */
    public static ReplicasOutside of(
            List<ReplicaInput> inputs,
            List<List<StepExchange.Report>> reportsOfSteps,
            Map<Integer, ReplicaCounts> counts) {
        int merged = reportsOfSteps.size();
        List<Replica> replicas = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            RunResult run = inputs.get(i).result();
            if (run == null) continue;
            ReplicaCounts own = counts.get(i);
            if (own != null) {
                replicas.add(new Replica(i, own.completedOutside(merged), own.failedOutside(merged), true));
                continue;
            }
            long completed = run.totalCompleted();
            long failed = run.totalFailed();
            for (List<StepExchange.Report> step : reportsOfSteps) {
                for (StepExchange.Report r : step) {
                    if (r.replica() != i) continue;
                    completed -= ReplicaStepsJson.completed(r.iterations());
                    failed -= ReplicaStepsJson.failed(r.iterations());
                }
            }
            replicas.add(new Replica(i, completed, failed, false));
        }
        return new ReplicasOutside(replicas);
    }

    public long completed() {
        return replicas.stream().mapToLong(Replica::completed).sum();
    }

    public long failed() {
        return replicas.stream().mapToLong(Replica::failed).sum();
    }

    /** "replica 1/2" for each replica that sent no counts, comma separated; empty when all did. */
    public String unsent(int count) {
        return String.join(
                ", ",
                replicas.stream()
                        .filter(r -> !r.sent())
                        .map(r -> "replica " + r.index() + "/" + count)
                        .toList());
    }

    /** {@code resultsJson} with {@code capacity.outsideSteps.replicas}: each replica's share, and whether it sent it. */
    public String addedTo(String resultsJson) throws IOException {
        JsonNode root = MAPPER.readTree(resultsJson);
        JsonNode outside = root.path("capacity").path("outsideSteps");
        if (!outside.isObject()) return resultsJson;
        ArrayNode array = ((ObjectNode) outside).putArray("replicas");
        for (Replica r : replicas)
            array.addObject()
                    .put("replica", r.index())
                    .put("completed", r.completed())
                    .put("failed", r.failed())
                    .put("sent", r.sent());
        return MAPPER.writeValueAsString(root);
    }
}
