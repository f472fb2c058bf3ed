package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.plan.LittleLawCheck;
import io.dbbench.core.internal.capacity.plan.LittleLawStatus;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The step lines and the summary of the scripted search of CapacitySectionTest. */
class CapacityConsoleTest {
    @Test
    void aStepLineSaysTheUsersTpsPercentilesErrorsAndTheDecision() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        var s = section.outcome().summary();
        assertEquals(
                "Step 4: 8 users   TPS 1200.0 ± 57.3 (99%)  p50 0.50 ms  p95 0.75 ms  p99 2.60 ms  errors 0"
                        + "  client CPU -  -> stop after 8 users: p99 of all transactions 2.6 ms ≥ 2 ms",
                CapacityConsole.stepLine(s.steps().get(3), s.decisions().get(3)));
    }

    @Test
    void aStepLineInRoundsSaysItsRoundAndALaterRoundsLastStepTheNextRound() throws Exception {
        var s = CapacitySectionTest.section().outcome().summary();
        var step = s.steps().get(2);
        var going = s.decisions().get(2);
        assertTrue(CapacityConsole.stepLine(0, 3, step, going).startsWith("Round 1/3 Step 3: 4 users "));
        assertTrue(CapacityConsole.stepLine(1, 3, step, going).endsWith("-> continue to 8 users"));
        // round 2's last step goes on to the ladder's first: the line says round 3 starts
        var wrap = new io.dbbench.core.internal.capacity.plan.StepDecision(
                2, going.load(), going.slos(), going.growth(), List.of(), LoadLevel.users(1));
        String line = CapacityConsole.stepLine(1, 3, step, wrap);
        assertTrue(line.startsWith("Round 2/3 Step 3: 4 users ") && line.endsWith("-> round 3 from 1 user"), line);
        var stop = s.decisions().get(3);
        assertTrue(CapacityConsole.stepLine(0, 2, s.steps().get(3), stop)
                .endsWith("; the ladder for rounds 2..2 ends here"));
        assertEquals(CapacityConsole.stepLine(step, going), CapacityConsole.stepLine(0, 1, step, going));
    }

    @Test
    void theSummarySaysWhyItStoppedTheMaximumTheKneeAndTheFit() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        String summary = CapacityConsole.summary(section.outcome(), section.usl(), section.uslError());
        assertTrue(summary.contains("stopped        p99 of all transactions 2.6 ms ≥ 2 ms"), summary);
        assertTrue(
                summary.contains("maximum        maximum sustainable throughput 1190.0 ± 57.3 TPS at 4 users"),
                summary);
        assertTrue(summary.contains("broke          8 users broke the SLOs"), summary);
        assertTrue(summary.contains("knee           knee at 4 users"), summary);
        assertTrue(summary.contains("USL fit        σ 0.01461, κ 0.02832, λ 405, R² 0.9944"), summary);
        assertTrue(summary.contains("USL peak       1264 TPS at 5.898 users (predicted)"), summary);
        assertTrue(!summary.contains("USL warning"), summary);
        assertTrue(summary.contains("17 completed, 0 failed"), summary);
    }

    @Test
    void anInterruptedSearchSaysSoAndNamesTheStepLeftOut() throws Exception {
        CapacitySection full = CapacitySectionTest.section();
        var steps = full.outcome().summary().steps().subList(0, 2);
        var summary = full.setup().search().summarize(steps);
        CapacityOutcome cut = new CapacityOutcome(summary, LoadLevel.users(4), 5, 0);
        String text = CapacityConsole.summary(cut, null, "fewer than 3 loads");
        assertTrue(
                text.contains("interrupted before the search decided to stop, during the step at 4 users (left out)"),
                text);
        assertTrue(text.contains("USL fit        none: fewer than 3 loads"), text);
    }

    @Test
    void stepsLittlesLawDidNotCheckAreNotSaidToBeUnflagged() {
        LittleLawCheck unknown = new LittleLawCheck(
                LittleLawStatus.NOT_CHECKED, Double.NaN, Double.NaN, "Little's law not checked: think time unknown");
        LittleLawCheck fine = new LittleLawCheck(LittleLawStatus.CONSISTENT, 1.9, 2, "Little's law: fine");
        assertEquals("not checked (think time unknown)", CapacityConsole.unflagged(List.of(unknown, unknown)));
        assertEquals(
                "no step flagged; 1 of 2 steps not checked (think time unknown)",
                CapacityConsole.unflagged(List.of(fine, unknown)));
        assertEquals("no step flagged", CapacityConsole.unflagged(List.of(fine, fine)));
    }
}
