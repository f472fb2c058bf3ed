package io.dbbench.cli.capacity.replicas;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadSteps;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What one replica of a capacity search is told besides its run ({@code ChildPlan}): where its parent listens
 * (loopback), the token that proves it is the parent's child, its users at each step of the ladder (its share of each
 * step's total) and each step's plan. In its environment ({@value #VARIABLE}), not on argv, where the token would show.
 *
 * @param port              the parent's loopback port
 * @param token             a random token the parent checks on the replica's first line
 * @param index             the replica's 0-based index
 * @param users             the replica's users at each step of the ladder, in order
 * @param warmupIterations  each step's warm-up iterations
 * @param warmupMillis      each warm-up iteration's length
 * @param iterations        each step's measured iterations
 * @param iterationMillis   each measured iteration's length
 */
public record ReplicaStepSpec(
        int port,
        String token,
        int index,
        List<Integer> users,
        int warmupIterations,
        long warmupMillis,
        int iterations,
        long iterationMillis) {
    /** The replica's environment variable that holds this spec as JSON. */
    public static final String VARIABLE = "DBBENCH_CAPACITY_REPLICA";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    public ReplicaStepSpec {
        users = List.copyOf(users);
    }

    /** The spec of a replica whose step plan is {@code plan}. */
    public static ReplicaStepSpec of(int port, String token, int index, List<Integer> users, MeasurementPlan plan) {
        return new ReplicaStepSpec(
                port,
                token,
                index,
                users,
                plan.warmupIterations(),
                plan.warmupLength().toMillis(),
                plan.measurementIterations(),
                plan.iterationLength().toMillis());
    }

    /** The replica's ladder: its users at each step. */
    public LoadSteps steps() {
        List<LoadLevel> levels = users.stream().map(LoadLevel::users).toList();
        return new LoadSteps(LoadKind.USERS, levels, false, 0);
    }

    /** Each step's warm-up and measured iterations, one round. */
    public MeasurementPlan stepPlan() {
        return new MeasurementPlan(
                warmupIterations, Duration.ofMillis(warmupMillis), iterations, Duration.ofMillis(iterationMillis), 1);
    }

    /** A step's whole length: what a wait for one step's end is bounded by, beyond a grace. */
    public Duration stepLength() {
        return Duration.ofMillis(warmupIterations * warmupMillis + iterations * iterationMillis);
    }

    public String toJson() {
        try {
            return MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a replica's step spec cannot be written: " + e.getMessage(), e);
        }
    }

    /** This JVM's spec when a capacity search's parent started it, else null. */
    public static ReplicaStepSpec fromEnvironment(Map<String, String> env) {
        String json = env.get(VARIABLE);
        if (json == null || json.isBlank()) return null;
        try {
            return MAPPER.readValue(json, ReplicaStepSpec.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    VARIABLE + ": not a capacity replica's spec: " + e.getOriginalMessage(), e);
        }
    }
}
