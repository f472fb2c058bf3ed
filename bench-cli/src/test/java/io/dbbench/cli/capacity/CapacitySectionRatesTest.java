package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.MeasurementPlan;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.internal.capacity.run.CapacityOutcome;
import io.dbbench.core.stats.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An open-loop search's capacity section and summary: the loads are rates, the departure of latency is stated, the
 * USL is not fitted (and says why), and {@code capacity analyze} refuses the section. Sealed by a golden file.
 */
class CapacitySectionRatesTest {
    /** Four scripted rates: 50, 100, 200 served, p50 doubling at 200/s; 400/s falls behind. */
    static CapacitySection section() throws Exception {
        CapacitySearchSetup setup = new CapacitySearchSetup(
                LoadStepsParser.parse(null, "50..400", null),
                SloParser.parseAll(List.of()),
                new MeasurementPlan(1, Duration.ofSeconds(5), 3, Duration.ofSeconds(10), 1),
                null);
        double[][] tps = {{50, 50, 50}, {99.9, 100.1, 100}, {200, 199.8, 200.2}, {330, 331, 329}};
        double[] p50Millis = {0.5, 0.55, 1.2, 40};
        List<StepFigures> steps = new ArrayList<>();
        for (int s = 0; s < tps.length; s++) {
            long completed = Math.round((tps[s][0] + tps[s][1] + tps[s][2]) * 10);
            double p50 = p50Millis[s] * 1e6;
            TransactionFigures insert = new TransactionFigures(
                    "Insert Txn", "I", completed, 0, p50 * 1.2, p50, p50 * 1.5, p50 * 1.8, p50 * 3, p50 * 4);
            TransactionFigures all = new TransactionFigures(
                    TransactionFigures.ALL, null, completed, 0, p50 * 1.2, p50, p50 * 1.5, p50 * 1.8, p50 * 3, p50 * 4);
            steps.add(new StepFigures(
                    LoadLevel.rate(50 << s),
                    Score.of(tps[s], CapacitySearch.SATURATION_CONFIDENCE),
                    all,
                    List.of(insert),
                    completed + 250L * (1 << s),
                    0,
                    0,
                    Double.NaN));
        }
        CapacityOutcome outcome = new CapacityOutcome(setup.search().summarize(steps), null, 12, 0);
        // its steps have no server counters, so no commit is checked whatever the run declared
        return CapacitySection.of(outcome, setup, 12, 12);
    }

    @Test
    void theSectionIsTheGoldenObject() throws Exception {
        assertEquals(golden("search-rates-golden.json"), section().toJson().replace("\r\n", "\n"));
    }

    @Test
    void theSummarySaysWhereLatencyDepartsAndWhyThereIsNoUslFit() throws Exception {
        CapacitySection section = section();
        String summary = CapacityConsole.summary(section.outcome(), section.usl(), section.uslError());
        assertTrue(summary.contains("stopped        saturated: achieved 330.0/s"), summary);
        assertTrue(
                summary.contains("latency        latency departs from its base at 200/s: p50 1.20 ms is 2.4x the base"
                        + " (base p50 0.50 ms, p99 1.50 ms at 50/s; held up to 100/s)"),
                summary);
        assertTrue(summary.contains("USL fit        none: not fitted for open-loop steps"), summary);
        // TPS follows the offered rate: a knee from its growth would restate the rates, and could contradict
        // "saturated"
        assertTrue(summary.contains("knee           none: the knee is for --users"), summary);
        assertTrue(
                summary.contains(
                        "Little's law   open loop, transactions in flight per step (X × R, R from the intended"
                                + " starts): 0.03, 0.066, 0.288, 15.84; above the run's users, arrivals waited for a free user"),
                summary);
        var s = section.outcome().summary();
        assertTrue(
                CapacityConsole.stepLine(s.steps().get(1), s.decisions().get(1))
                        .startsWith("Step 2: 100/s     TPS 100.0 ± 0.6 (99%)"),
                CapacityConsole.stepLine(s.steps().get(1), s.decisions().get(1)));
    }

    @Test
    void thePlanAndBannerSayTheRatesAndTheUsersThatServeThem() throws Exception {
        CapacitySearchSetup setup = section().setup();
        assertEquals(
                "Capacity search: rates 50,100,200,400/s, open loop (intended starts, served by 8 users; the run ends"
                        + " when the search stops); each step 1x5s warm-up + 3x10s measured; SLOs: none",
                CapacityConsole.plan(setup, 8));
        assertEquals("rates 50,100,200,400/s in steps, served by 8 users", CapacityConsole.bannerLoad(setup, 8));
    }

    @Test
    void capacityAnalyzeRefusesAnOpenLoopSection() throws Exception {
        String written = section().addedTo("{\"name\": \"run\"}");
        BadCapacityFileException e =
                assertThrows(BadCapacityFileException.class, () -> CapacityResultsJson.read("results.json", written));
        assertTrue(e.getMessage().startsWith("results.json: capacity.loadKind is rate"), e.getMessage());
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = CapacitySectionRatesTest.class.getResourceAsStream("/capacity/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
