package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.UslFitter;
import io.dbbench.core.internal.capacity.UslPoint;
import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.hostprobe.plot.LineChart;
import io.dbbench.hostprobe.plot.TwoAxisChart;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** capacity.png: what it draws for a search, and that it is a PNG. */
class CapacitySearchPlotTest {
    @TempDir
    Path dir;

    @Test
    void itDrawsTheStepsThePercentilesTheSloTheMaximumAndTheBreakingStep() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        CapacitySummary summary = section.outcome().summary();
        TwoAxisChart chart = CapacitySearchPlot.chart(
                summary, LoadKind.USERS, section.setup().slos(), section.usl());
        LineChart.Series measured = chart.left().get(0);
        assertEquals(List.of(1.0, 2.0, 4.0, 8.0), list(measured.x()));
        assertEquals(List.of(405.0, 710.0, 1190.0, 1200.0), list(measured.y()));
        assertEquals("p99 ms (all transactions)", chart.right().get(0).name());
        assertEquals(List.of(0.8, 0.9, 1.4, 2.6), list(chart.right().get(0).y()));
        // the SLO on one transaction type (I:errors<1%) bounds no line of all transactions
        assertEquals(List.of(new TwoAxisChart.Level(2.0, "SLO p99<2ms")), chart.rightLevels());
        assertEquals(
                List.of(
                        new TwoAxisChart.Marker(4, "max 1190 TPS", false),
                        new TwoAxisChart.Marker(8, "broke 8 users", true)),
                chart.markers());
        assertEquals("users", chart.xLabel());
    }

    @Test
    void aMaximumTheSearchOnlyBoundsFromBelowIsAtLeastInTheMarkerAndTheTitle() throws Exception {
        // the list ends while TPS still rises significantly: 4 users' TPS is a lower bound of the maximum
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), List.of());
        CapacitySummary summary = search.summarize(List.of(
                CapacityStepsCsvTest.step(1, 500, 510, 505),
                CapacityStepsCsvTest.step(2, 900, 910, 905),
                CapacityStepsCsvTest.step(4, 1700, 1710, 1705)));
        assertTrue(
                summary.maximum().sentence().contains("at least"),
                summary.maximum().sentence());
        TwoAxisChart chart = CapacitySearchPlot.chart(summary, LoadKind.USERS, List.of(), null);
        assertEquals(List.of(new TwoAxisChart.Marker(4, "max at least 1705 TPS", false)), chart.markers());
        assertTrue(
                chart.title()
                        .startsWith("Capacity search: maximum at least 1705 TPS at 4 users (the list ended while TPS"
                                + " still rose significantly)"),
                chart.title());
    }

    @Test
    void aMaximumBelowOneTpsKeepsItsDigits() throws Exception {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2", null, null), List.of());
        CapacitySummary summary = search.summarize(List.of(
                CapacityStepsCsvTest.step(1, 0.033, 0.034, 0.032), CapacityStepsCsvTest.step(2, 0.034, 0.033, 0.032)));
        assertEquals("0.033", CapacitySearchPlot.tps(summary.maximum()));
    }

    @Test
    void theUslCurveIsDrawnOnlyWhenTheFitDescribesTheSteps() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        CapacitySummary summary = section.outcome().summary();
        var good = UslFitter.fit(
                List.of(new UslPoint(1, 400), new UslPoint(2, 760), new UslPoint(4, 1300), new UslPoint(8, 1900)),
                false);
        TwoAxisChart drawn = CapacitySearchPlot.chart(summary, LoadKind.USERS, List.of(), good);
        assertEquals(2, drawn.left().size());
        assertTrue(drawn.left().get(1).reference() && drawn.left().get(1).name().startsWith("USL fit"));
        assertEquals(
                good.throughputAt(8),
                drawn.left().get(1).y()[drawn.left().get(1).y().length - 1],
                1e-9);
        var poor = UslFitter.fit(
                List.of(new UslPoint(1, 400), new UslPoint(2, 1600), new UslPoint(4, 500), new UslPoint(8, 1700)),
                false);
        TwoAxisChart notDrawn = CapacitySearchPlot.chart(summary, LoadKind.USERS, List.of(), poor);
        assertEquals(1, notDrawn.left().size());
        assertTrue(notDrawn.title().contains("USL curve not drawn (R² 0.2067 below 0.90)"), notDrawn.title());
        assertTrue(notDrawn.title().startsWith("Capacity search: maximum 1190 TPS at 4 users"), notDrawn.title());
    }

    @Test
    void aFitOfThreeLoadsIsNotDrawnAsItPassesThroughThemWhateverTheSystemDoes() throws Exception {
        CapacitySummary summary = CapacitySectionTest.section().outcome().summary();
        var exact = UslFitter.fit(List.of(new UslPoint(1, 400), new UslPoint(2, 760), new UslPoint(4, 1300)), false);
        assertEquals(1.0, exact.r2(), 1e-6, "three loads: R² is 1 by construction");
        TwoAxisChart chart = CapacitySearchPlot.chart(summary, LoadKind.USERS, List.of(), exact);
        assertEquals(1, chart.left().size(), "no USL curve");
        assertTrue(
                chart.title().endsWith("; USL curve not drawn (3 loads: any curve passes through them)"),
                chart.title());
    }

    @Test
    void eachLatencySloOfAllTransactionsGetsItsStatisticAndLevel() throws Exception {
        CapacitySummary summary = CapacitySectionTest.section().outcome().summary();
        TwoAxisChart chart = CapacitySearchPlot.chart(
                summary, LoadKind.USERS, SloParser.parseAll(List.of("p95<=900us", "errors<1%", "p99<2ms")), null);
        assertEquals(
                List.of("p99 ms (all transactions)", "p95 ms (all transactions)"),
                chart.right().stream().map(LineChart.Series::name).toList());
        assertEquals(
                List.of(new TwoAxisChart.Level(0.9, "SLO p95<=900us"), new TwoAxisChart.Level(2.0, "SLO p99<2ms")),
                chart.rightLevels());
        assertTrue(chart.title().endsWith("; no USL fit"), chart.title());
    }

    @Test
    void anSloOnAStatisticTheReportHasNoLineForIsALevelThatSaysSo() throws Exception {
        CapacitySummary summary = CapacitySectionTest.section().outcome().summary();
        TwoAxisChart chart = CapacitySearchPlot.chart(
                summary,
                LoadKind.USERS,
                SloParser.parseAll(List.of("p90<1ms", "p99.9<5ms", "mean<1ms", "p50<1ms")),
                null);
        assertEquals(
                List.of("p99 ms (all transactions)", "p50 ms (all transactions)"),
                chart.right().stream().map(LineChart.Series::name).toList());
        assertEquals(
                List.of(
                        "SLO p90<1ms (p90 not plotted)",
                        "SLO p99.9<5ms (p99.9 not plotted)",
                        "SLO mean<1ms (mean not plotted)",
                        "SLO p50<1ms"),
                chart.rightLevels().stream().map(TwoAxisChart.Level::label).toList());
    }

    @Test
    void thePlotIsAPng() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        Path file = dir.resolve("plot.png");
        CapacitySearchPlot.write(
                section.outcome().summary(), LoadKind.USERS, section.setup().slos(), section.usl(), file);
        BufferedImage image = ImageIO.read(file.toFile());
        assertNotNull(image, "capacity.png is not a PNG");
    }

    private static List<Double> list(double[] values) {
        return java.util.Arrays.stream(values).boxed().toList();
    }
}
