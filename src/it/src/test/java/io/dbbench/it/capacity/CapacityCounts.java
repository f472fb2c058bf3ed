package io.dbbench.it.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;

/** What every Stress Test capacity search IT checks of its counts: the closed- and the open-loop search alike. */
final class CapacityCounts {
    /** Set-up statements and the server readings' own, a few per connection (as ServerSectionIT bounds them). */
    private static final long KNOWN_EXTRA_AT_MOST = 200;

    private CapacityCounts() {}

    /**
     * The steps' counts and what ended outside them are the run's totals, none failed, and the server committed them
     * all: its commit delta is the run's commits and at most the known extra.
     */
    static void assertAddUp(JsonNode capacity, RunResult result) {
        long inSteps = 0;
        long failedInSteps = 0;
        for (JsonNode s : capacity.get("steps")) {
            inSteps += s.get("stepCompleted").asLong();
            failedInSteps += s.get("stepFailed").asLong();
        }
        assertEquals(
                result.totalCompleted(),
                inSteps + capacity.get("outsideSteps").get("completed").asLong());
        assertEquals(
                result.totalFailed(),
                failedInSteps + capacity.get("outsideSteps").get("failed").asLong());
        assertTrue(capacity.get("outsideSteps").get("countsAddUp").asBoolean(), capacity.toString());
        assertEquals(0, result.totalFailed(), "failures: " + result.errorsByCode());
        assertEquals(
                result.totalCompleted(), result.dmlTotals().commits(), "each Stress Test transaction commits once");
        ServerSummary server = result.details().server();
        assertTrue(server.isAvailable(), server.unavailable());
        long extra = server.counters().get(ServerCounters.COMMITS)
                - result.dmlTotals().commits();
        assertTrue(
                extra >= 0 && extra <= KNOWN_EXTRA_AT_MOST,
                "commit delta " + server.counters().get(ServerCounters.COMMITS) + " vs "
                        + result.dmlTotals().commits());
    }
}
