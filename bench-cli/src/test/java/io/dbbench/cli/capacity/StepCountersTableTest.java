package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.CompareRuns;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.StepServerFigures;
import io.dbbench.core.internal.capacity.plan.StepTraffic;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import io.dbbench.core.result.TrafficTotals;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The steps' server counters and traffic on the console and in the section: the table, and when the run has none of
 * them, null figures and the reason said once.
 */
class StepCountersTableTest {
    private static CapacityOutcome outcome() throws Exception {
        return CapacitySectionTest.section().outcome();
    }

    private static RunResult counted() {
        RunResult run = CompareRuns.withTraffic(CompareRuns.run(1, 100), 300, 500, 3);
        return run.withDetails(
                run.details().withServer(new ServerSummary(Map.of(ServerCounters.COMMITS, 1L), 1, null)));
    }

    @Test
    void theTablesShowEachStepsCountersAndTrafficWithinAHundredColumns() throws Exception {
        MissingStepFigures.Checked checked = MissingStepFigures.check(counted(), outcome());
        assertEquals(MissingStepFigures.NONE, checked.missing());
        String table = StepCountersTable.render(checked.outcome().summary().steps(), checked.missing(), 1, 1);
        assertEquals(
                """
                Database server per step (its counters over the measured iterations)
                  users  db commits  our count  DbCPU%  cpu ms/tx  read MB/s  write MB/s  check
                      1       12154      12150      20      0.988        0.0         0.0  ok
                      2       21304      21300      40       1.13        0.0         0.0  ok
                      4       35704      35700      60       1.01        0.0         0.1  ok
                      8       36004      36000      80       1.33        0.0         0.1  ok
                  DbCPU%: the server's processes' CPU on this host, % of its 2 cores
                  disk: what reached the block layer (/proc)
                  db commits: the database's own; each reading may miss up to a second of them (docs/capacity.md)
                  check: db commits against those our transactions declared, within the step's busiest second
                Traffic per step (all transactions over the measured iterations)
                  users  bytes out/tx  bytes in/tx  round trips/tx  Mbit/s
                      1           310          450            3.00     2.5
                      2           310          450            3.00     4.3
                      4           310          450            3.00     7.2
                      8           310          450            3.00     7.3
                """,
                table);
        for (String line : table.lines().toList()) assertTrue(line.length() <= 100, line);
    }

    @Test
    void aStepWhoseDatabaseCommittedFarFewerIsMarkedAndItsFiguresSaidUnderTheTable() throws Exception {
        List<StepFigures> steps = new ArrayList<>(outcome().summary().steps());
        StepFigures lost = steps.get(1);
        Map<String, Long> counters = new LinkedHashMap<>(lost.server().counters());
        counters.put(ServerCounters.COMMITS, 10_650L);
        steps.set(
                1,
                lost.withServer(new StepServerFigures(
                        counters, lost.server().windowNanos(), lost.server().transactions(), 2)));
        String table = StepCountersTable.render(steps, MissingStepFigures.NONE, 1, 1);
        assertTrue(
                table.contains("      2       10650      21300      40       1.13        0.0         0.0  mismatch\n"),
                table);
        assertTrue(table.contains("  commits at 2: db 10650, declared 21300 (1 each), -10650, beyond 922\n"), table);
        assertTrue(table.contains("  check: db commits against"), table);
        for (String line : table.lines().toList()) assertTrue(line.length() <= 100, line);
        // a read-only run's steps are not checked: no verdict, no line, no legend of a column of "-"
        String readOnly = StepCountersTable.render(steps, MissingStepFigures.NONE, 0, 1);
        assertTrue(readOnly.contains("0.0         0.0  -\n") && !readOnly.contains("mismatch"), readOnly);
        assertFalse(readOnly.contains("check:"), readOnly);
    }

    @Test
    void anOpenLoopSearchsTablesNameEachStepByItsRate() throws Exception {
        List<StepFigures> steps = CapacitySectionRatesTest.section().outcome().summary().steps().stream()
                .map(s -> s.withTraffic(new StepTraffic(
                        s.all().completed(),
                        new TrafficTotals(
                                200 * s.all().completed(),
                                100 * s.all().completed(),
                                2 * s.all().completed()),
                        30_000_000_000L)))
                .toList();
        String table = StepCountersTable.render(steps, MissingStepFigures.NONE, 1, 1);
        assertTrue(table.contains("  rate  bytes out/tx"), table);
        assertTrue(table.contains("50/s"), table);
        assertTrue(table.contains("200/s"), table);
    }

    @Test
    void aRunWithoutServerCountersOrTrafficHasNullFiguresAndSaysWhyOnce() throws Exception {
        MissingStepFigures.Checked checked = MissingStepFigures.check(CompareRuns.run(1, 100), outcome());
        assertEquals(MissingStepFigures.NO_SERVER_COUNTERS, checked.missing().server());
        assertEquals(MissingStepFigures.TRAFFIC_NOT_COUNTED, checked.missing().traffic());
        for (StepFigures s : checked.outcome().summary().steps()) assertNull(s.traffic(), "zero bytes are not counted");
        String table = StepCountersTable.render(checked.outcome().summary().steps(), checked.missing(), 1, 1);
        assertTrue(
                table.contains("Traffic per step (all transactions over the measured iterations): none ("
                        + MissingStepFigures.TRAFFIC_NOT_COUNTED + ")"),
                table);

        CapacitySection section = CapacitySection.of(
                        checked.outcome(), CapacitySectionTest.section().setup(), 1, 1)
                .withMissing(checked.missing());
        JsonNode json = new ObjectMapper().readTree(section.toJson());
        assertEquals(
                MissingStepFigures.TRAFFIC_NOT_COUNTED,
                json.get("trafficUnavailable").asText());
        for (JsonNode step : json.get("steps")) assertTrue(step.get("traffic").isNull(), step.toString());
    }

    @Test
    void serverCountersThatCouldNotBeReadAreSaidWithTheRunsReason() throws Exception {
        RunResult run = CompareRuns.run(1, 100);
        run = run.withDetails(run.details().withServer(ServerSummary.unavailable("server counters off: no grant")));
        // counters that are off give no step its readings: each step is without, for the run's reason
        List<StepFigures> none = outcome().summary().steps().stream()
                .map(s -> s.withServer(null))
                .toList();
        CapacityOutcome o = outcome();
        CapacityOutcome unread = new CapacityOutcome(o.summary().withSteps(none), null, o.completedOutsideSteps(), 0);
        assertEquals(
                "server counters off: no grant",
                MissingStepFigures.check(run, unread).missing().server());
        assertEquals(
                "server counters off: no grant",
                MissingStepFigures.check(run, unread, Collections.nCopies(4, "server counters off: no grant"))
                        .missing()
                        .server());
        String table =
                StepCountersTable.render(none, new MissingStepFigures("server counters off: no grant", null), 1, 1);
        assertTrue(
                table.startsWith("Database server per step (its counters over the measured iterations): none"
                        + " (server counters off: no grant)\n"),
                table);
    }

    @Test
    void aStepWhoseReadingFailedIsNamedWithItsReasonTheOthersKeepTheirs() throws Exception {
        CapacityOutcome o = outcome();
        List<StepFigures> steps = o.summary().steps();
        List<StepFigures> secondUnread =
                List.of(steps.get(0), steps.get(1).withServer(null), steps.get(2), steps.get(3));
        CapacityOutcome partly =
                new CapacityOutcome(o.summary().withSteps(secondUnread), null, o.completedOutsideSteps(), 0);
        String killed = "server counters not read: terminating connection due to administrator command";
        MissingStepFigures.Checked checked =
                MissingStepFigures.check(counted(), partly, Arrays.asList(null, killed, null, null));
        assertEquals("step 2: " + killed, checked.missing().server());
        String table = StepCountersTable.render(checked.outcome().summary().steps(), checked.missing(), 1, 1);
        assertTrue(table.contains("      2           -      21300       -"), table);
        assertTrue(table.contains("      4       35704      35700      60"), table);
        assertTrue(table.contains("  - step 2: " + killed + "\n"), table);
    }

    @Test
    void aStepWhoseReadingsWereNotBothTakenIsNamed() throws Exception {
        CapacityOutcome o = outcome();
        List<StepFigures> steps = o.summary().steps();
        List<StepFigures> lastUnread =
                List.of(steps.get(0), steps.get(1), steps.get(2), steps.get(3).withServer(null));
        CapacityOutcome partly =
                new CapacityOutcome(o.summary().withSteps(lastUnread), null, o.completedOutsideSteps(), 0);
        MissingStepFigures.Checked checked = MissingStepFigures.check(counted(), partly);
        assertNotNull(checked.missing().server());
        assertTrue(
                checked.missing().server().startsWith("step 4: "),
                checked.missing().server());
        String table = StepCountersTable.render(checked.outcome().summary().steps(), checked.missing(), 1, 1);
        assertTrue(table.contains("      8           -      36000       -"), table);
    }

    @Test
    void dbCommitsAreSetAgainstOurCountAtTheCommitsEachTransactionDeclared() {
        // one commit each (Stress Test): one to one, as the table always said
        assertEquals(
                "  db commits: the database's own; each reading may miss up to a second of them (docs/capacity.md)\n",
                StepCountersTable.commits(5000, 5000));
        // client-side SOE: some transactions commit twice, so the database's count is above ours by that much
        String twice = StepCountersTable.commits(11_100, 10_000);
        assertTrue(twice.contains("expect about 1.110 per transaction of our count"), twice);
        assertTrue(twice.endsWith(";\n    each reading may miss up to a second of them (docs/capacity.md)\n"), twice);
        // transactions that only read declare none: the two columns are not to be compared
        String none = StepCountersTable.commits(0, 10_000);
        assertTrue(none.contains("not comparable with our count: our transactions declared no"), none);
        for (String text : java.util.List.of(twice, none))
            text.lines().forEach(l -> assertTrue(l.length() <= 100, l.length() + ": " + l));
    }
}
