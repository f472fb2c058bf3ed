package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Why a capacity search's steps have no server counters or no traffic figures, said once for the whole search (the
 * console's line, results.json's {@code serverUnavailable} and {@code trafficUnavailable}); only the run knows it,
 * after it ended: whether its server counters were read, whether its connections' traffic was counted.
 *
 * @param server  why the steps have no server counters, or null when they have them
 * @param traffic why the steps have no traffic figures, or null when they have them
 */
public record MissingStepFigures(String server, String traffic) {
    public static final MissingStepFigures NONE = new MissingStepFigures(null, null);

    static final String NO_SERVER_COUNTERS =
            "no server counters for this database: dbbench reads them on PostgreSQL and Oracle (docs/server-counters.md)";
    static final String TRAFFIC_NOT_COUNTED = "traffic not counted on this run's connections: it is on PostgreSQL's"
            + " (a jdbc:postgresql: URL) and on Oracle's where V$MYSTAT may be read (docs/traffic.md)";

    /**
     * What {@code run} says about its steps' figures, and {@code outcome} with the steps' traffic taken out when the
     * run did not count it (its intervals then carry zero bytes, which are no measurement); a step without server
     * counters is said with the run's reason, if any, else that its readings were not both taken.
     */
    public static Checked check(RunResult run, CapacityOutcome outcome) {
        return check(run, outcome, List.of());
    }

    /**
     * As {@link #check(RunResult, CapacityOutcome)}, each step without server counters said with its own reason
     * from {@code unread} (the step driver's, in step order, null for a step that has them): a step whose reading
     * failed is named with why, and the other steps keep theirs.
     */
    public static Checked check(RunResult run, CapacityOutcome outcome, List<String> unread) {
        boolean counted = run.details().traffic().measured();
        List<StepFigures> steps = outcome.summary().steps();
        CapacityOutcome checked = counted
                ? outcome
                : outcome.withSummary(outcome.summary()
                        .withSteps(steps.stream().map(s -> s.withTraffic(null)).toList()));
        return new Checked(
                new MissingStepFigures(
                        serverWhy(run.details().server(), steps, unread), counted ? null : TRAFFIC_NOT_COUNTED),
                checked);
    }

    static final String NOT_READ = "the server's counters were not read at both of its boundaries before the run ended";

    /**
     * Why some steps have no server counters: null when every step has them; the run's reason alone when no step
     * has them for that reason (the run's counters were off); else each reason with the steps it concerns.
     */
    private static String serverWhy(ServerSummary server, List<StepFigures> steps, List<String> unread) {
        if (server == null) return NO_SERVER_COUNTERS;
        String runs = server.isAvailable() ? null : server.unavailable();
        Map<String, List<String>> stepsByReason = new LinkedHashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).server() != null) continue;
            String own = i < unread.size() ? unread.get(i) : null;
            String why = own != null ? own : runs != null ? runs : NOT_READ;
            stepsByReason.computeIfAbsent(why, r -> new ArrayList<>()).add(Integer.toString(i + 1));
        }
        if (stepsByReason.isEmpty()) return null;
        if (stepsByReason.size() == 1
                && stepsByReason.containsKey(runs)
                && stepsByReason.get(runs).size() == steps.size()) return runs;
        return stepsByReason.entrySet().stream()
                .map(e -> (e.getValue().size() == 1 ? "step " : "steps ") + String.join(", ", e.getValue()) + ": "
                        + e.getKey())
                .collect(Collectors.joining("; "));
    }

    /** The reasons, and the outcome as the report should show it. */
    public record Checked(MissingStepFigures missing, CapacityOutcome outcome) {}
}
