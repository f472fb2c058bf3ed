package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * A replica's own counts once its run has ended and they added up to its run's totals: each step it counted, and the
 * transactions it counted in no step (warm-up before the first, after the last, a step cut short). The parent builds
 * the merged search's counts outside the steps from these, so that its check of the merged run is not true by
 * construction.
 *
 * @param stepCompleted completed transactions of each of the replica's steps, in order
 * @param stepFailed    failed transactions of each of its steps, in order
 */
public record ReplicaCounts(
        List<Long> stepCompleted, List<Long> stepFailed, long completedOutside, long failedOutside) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public ReplicaCounts {
        stepCompleted = List.copyOf(stepCompleted);
        stepFailed = List.copyOf(stepFailed);
        if (stepCompleted.size() != stepFailed.size())
            throw new IllegalArgumentException("a count of completed and of failed transactions for each step");
    }

    /** The counts of a replica's search, checked against its run already. */
    public static ReplicaCounts of(CapacityOutcome outcome) {
        List<StepFigures> steps = outcome.summary().steps();
        return new ReplicaCounts(
                steps.stream().map(StepFigures::stepCompleted).toList(),
                steps.stream().map(StepFigures::stepFailed).toList(),
                outcome.completedOutsideSteps(),
                outcome.failedOutsideSteps());
    }

    /** Completed transactions outside the parent's first {@code merged} steps: in no step, or in one not merged. */
    public long completedOutside(int merged) {
        return completedOutside
                + stepCompleted.stream().skip(merged).mapToLong(Long::longValue).sum();
    }

    /** Failed transactions outside the parent's first {@code merged} steps. */
    public long failedOutside(int merged) {
        return failedOutside
                + stepFailed.stream().skip(merged).mapToLong(Long::longValue).sum();
    }

    /** The step channel's last line from a replica. */
    String toLine() {
        ObjectNode counts = MAPPER.createObjectNode();
        ObjectNode c = counts.putObject("counts");
        stepCompleted.forEach(c.putArray("stepCompleted")::add);
        stepFailed.forEach(c.putArray("stepFailed")::add);
        c.put("completedOutside", completedOutside).put("failedOutside", failedOutside);
        return counts.toString();
    }

    /** The counts a line holds; null for any other line. */
    static ReplicaCounts ofLine(JsonNode line) {
        JsonNode c = line.path("counts");
        if (!c.isObject()) return null;
        return new ReplicaCounts(
                longs(c.path("stepCompleted")),
                longs(c.path("stepFailed")),
                c.path("completedOutside").asLong(-1),
                c.path("failedOutside").asLong(-1));
    }

    private static List<Long> longs(JsonNode array) {
        List<Long> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asLong()));
        return values;
    }
}
