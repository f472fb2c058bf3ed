package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.cli.capacity.CapacitySection;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import java.io.IOException;
import java.util.List;

/**
 * results.json's {@code capacity.steps[].replicas}: with {@code --replicas N}, each step's figures replica by
 * replica, beside the merged ones the step's other keys hold: its {@code completed} and {@code failed} transactions
 * (warm-up included, as the step's own counts: they add up to the step's) and its mean {@code transactionsPerSecond}
 * over the measured iterations (their sum is the step's score).
 */
public final class ReplicaStepsJson {
    private static final ObjectMapper MAPPER = CapacitySection.jsonMapper();

    private ReplicaStepsJson() {}

    /** {@code resultsJson} with each of its capacity steps given its replicas' figures, step by step in order. */
    public static String addedTo(String resultsJson, List<List<StepExchange.Report>> reportsOfSteps)
            throws IOException {
        JsonNode root = MAPPER.readTree(resultsJson);
        JsonNode steps = root.path("capacity").path("steps");
        if (!steps.isArray()) return resultsJson;
        for (int k = 0; k < Math.min(steps.size(), reportsOfSteps.size()); k++) {
            ArrayNode replicas = ((ObjectNode) steps.get(k)).putArray("replicas");
            for (StepExchange.Report r : reportsOfSteps.get(k)) {
                replicas.addObject()
                        .put("replica", r.replica())
                        .put("completed", completed(r.iterations()))
                        .put("failed", failed(r.iterations()))
                        .put("transactionsPerSecond", measuredTps(r.iterations()));
            }
        }
        return MAPPER.writeValueAsString(root);
    }

    /** A replica's completed transactions of a step, warm-up included. */
    public static long completed(List<IterationResult> iterations) {
        return iterations.stream().mapToLong(IterationResult::completed).sum();
    }

    /** A replica's failed transactions of a step, warm-up included. */
    public static long failed(List<IterationResult> iterations) {
        return iterations.stream().mapToLong(IterationResult::failed).sum();
    }

    private static double measuredTps(List<IterationResult> iterations) {
        return Math.round(iterations.stream()
                                .filter(i -> i.phase() == Phase.MEASUREMENT)
                                .mapToDouble(IterationResult::transactionsPerSecond)
                                .average()
                                .orElse(0)
                        * 1000)
                / 1000.0;
    }
}
