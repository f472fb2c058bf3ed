package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.util.ArrayList;
import java.util.List;
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
     * run did not count it (its intervals then carry zero bytes, which are no measurement).
     */
    public static Checked check(RunResult run, CapacityOutcome outcome) {
        boolean counted = run.details().traffic().measured();
        List<StepFigures> steps = outcome.summary().steps();
        CapacityOutcome checked = counted
                ? outcome
                : new CapacityOutcome(
                        outcome.summary()
                                .withSteps(steps.stream()
                                        .map(s -> s.withTraffic(null))
                                        .toList()),
                        outcome.interruptedStep(),
                        outcome.completedOutsideSteps(),
                        outcome.failedOutsideSteps());
        return new Checked(
                new MissingStepFigures(serverWhy(run.details().server(), steps), counted ? null : TRAFFIC_NOT_COUNTED),
                checked);
    }

    private static String serverWhy(ServerSummary server, List<StepFigures> steps) {
        if (server == null) return NO_SERVER_COUNTERS;
        if (!server.isAvailable()) return server.unavailable();
        List<String> unread = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) if (steps.get(i).server() == null) unread.add(Integer.toString(i + 1));
        if (unread.isEmpty()) return null;
        return (unread.size() == 1 ? "step " : "steps ") + unread.stream().collect(Collectors.joining(", "))
                + ": the server's counters were not read at both of its boundaries before the run ended";
    }

    /** The reasons, and the outcome as the report should show it. */
    public record Checked(MissingStepFigures missing, CapacityOutcome outcome) {}
}
