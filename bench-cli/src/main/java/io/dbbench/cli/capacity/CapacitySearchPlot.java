package io.dbbench.cli.capacity;

import io.dbbench.core.internal.capacity.UslFit;
import io.dbbench.core.internal.capacity.UslFormat;
import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.Slo;
import io.dbbench.core.internal.capacity.plan.SloStatistic;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.SustainableMaximum;
import io.dbbench.hostprobe.plot.LineChart;
import io.dbbench.hostprobe.plot.TwoAxisChart;
import io.dbbench.hostprobe.plot.TwoAxisChartPng;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * capacity.png: a capacity search's curve. Throughput against the load, measured steps as points on a line, the USL
 * curve when the fit describes the steps ({@link UslFit#describesPoints()}: more than three loads and R² at least
 * {@link UslFit#LOW_R2}; otherwise it is not drawn, and the title says why); on the right axis the p99 of all
 * transactions, and the p50 or p95 when an all-transaction latency SLO bounds it ({@link #DRAWN_IF_BOUNDED}, as the report's panel),
 * each such SLO's limit as a level; the maximum sustainable step marked green, the step that broke an SLO red.
 */
final class CapacitySearchPlot {
    static final String FILE = "capacity.png";
    private static final int CURVE_POINTS = 200;
    /**
     * Besides p99, the statistics drawn as lines when an SLO of all transactions bounds them: those the report's
     * panel has per step too, so that the PNG and the HTML draw the same lines. An SLO on another statistic (p90,
     * p99.9, mean) is drawn as its level alone, its label saying its statistic is not plotted.
     */
    static final Set<SloStatistic> DRAWN_IF_BOUNDED = Set.of(SloStatistic.P50, SloStatistic.P95);

    private CapacitySearchPlot() {}

    /** Draws the plot into {@code file} (results.json's set names it capacity.png). */
    static void write(CapacitySummary summary, LoadKind kind, List<Slo> slos, UslFit fit, Path file)
            throws IOException {
        TwoAxisChartPng.write(chart(summary, kind, slos, fit), file);
    }

    static TwoAxisChart chart(CapacitySummary summary, LoadKind kind, List<Slo> slos, UslFit fit) {
        List<StepFigures> steps = summary.steps();
        double[] load = steps.stream().mapToDouble(s -> s.load().value()).toArray();
        List<LineChart.Series> left = new ArrayList<>();
        left.add(new LineChart.Series(
                "TPS measured",
                load,
                steps.stream()
                        .mapToDouble(s -> s.transactionsPerSecond().mean())
                        .toArray(),
                false));
        boolean drawFit = kind == LoadKind.USERS && fit != null && fit.describesPoints() && load.length > 0;
        if (drawFit) left.add(curve(fit, load));

        List<Slo> bounds = slos.stream()
                .filter(s -> s.transaction() == null && s.statistic().isLatency())
                .toList();
        Set<SloStatistic> drawn = new LinkedHashSet<>();
        drawn.add(SloStatistic.P99);
        bounds.stream().map(Slo::statistic).filter(DRAWN_IF_BOUNDED::contains).forEach(drawn::add);
        List<LineChart.Series> right = new ArrayList<>();
        for (SloStatistic statistic : drawn) {
            right.add(new LineChart.Series(
                    statistic.label() + " ms (all transactions)",
                    load,
                    steps.stream()
                            .mapToDouble(s -> s.all().latencyNanos(statistic) / 1e6)
                            .toArray(),
                    false));
        }
        List<TwoAxisChart.Level> levels = bounds.stream()
                .map(s -> new TwoAxisChart.Level(s.limitInBaseUnits() / 1e6, levelLabel(s, drawn)))
                .toList();
        List<TwoAxisChart.Marker> markers = new ArrayList<>();
        if (summary.maximum() != null)
            markers.add(new TwoAxisChart.Marker(
                    summary.maximum().load().value(),
                    "max " + atLeast(summary.maximum()) + tps(summary.maximum()) + " TPS",
                    false));
        if (summary.breaking() != null)
            markers.add(new TwoAxisChart.Marker(
                    summary.breaking().load().value(),
                    "broke " + summary.breaking().load().label(),
                    true));
        return new TwoAxisChart(
                title(summary, kind, fit, drawFit),
                kind == LoadKind.USERS ? "users" : "rate (transactions started per second)",
                "transactions per second",
                "response time (ms)",
                left,
                right,
                levels,
                markers);
    }

    /** "SLO p99<2ms"; an SLO on a statistic not drawn says so: "SLO p90<5ms (p90 not plotted)". */
    static String levelLabel(Slo slo, Set<SloStatistic> drawn) {
        String label = "SLO " + slo.text();
        return drawn.contains(slo.statistic())
                ? label
                : label + " (" + slo.statistic().label() + " not plotted)";
    }

    private static LineChart.Series curve(UslFit fit, double[] load) {
        double min = java.util.Arrays.stream(load).min().orElseThrow();
        double max = java.util.Arrays.stream(load).max().orElseThrow();
        double[] x = new double[CURVE_POINTS + 1];
        double[] y = new double[CURVE_POINTS + 1];
        for (int i = 0; i <= CURVE_POINTS; i++) {
            x[i] = min + (max - min) * i / CURVE_POINTS;
            y[i] = fit.throughputAt(x[i]);
        }
        return new LineChart.Series(
                "USL fit (σ " + UslFormat.number(fit.sigma()) + ", κ " + UslFormat.number(fit.kappa()) + ")",
                x,
                y,
                true);
    }

    /** "at least " when the search found only a lower bound of the maximum (interrupted, or TPS still rising). */
    private static String atLeast(SustainableMaximum maximum) {
        return maximum.lowerBound() ? "at least " : "";
    }

    /** The maximum's TPS for a label: whole from 100 TPS, three significant digits below (0.0333 TPS stays legible). */
    static String tps(SustainableMaximum maximum) {
        double mean = maximum.transactionsPerSecond().mean();
        if (mean >= 100) return CapacityStepsCsv.decimals(mean, 0);
        return new java.math.BigDecimal(mean)
                .round(new java.math.MathContext(3, java.math.RoundingMode.HALF_EVEN))
                .stripTrailingZeros()
                .toPlainString();
    }

    /** What the search found, and why no curve is drawn when none is. */
    private static String title(CapacitySummary summary, LoadKind kind, UslFit fit, boolean drawFit) {
        String found = summary.maximum() == null
                ? "Capacity search: no step held every SLO"
                : "Capacity search: maximum " + atLeast(summary.maximum()) + tps(summary.maximum()) + " TPS at "
                        + summary.maximum().load().label()
                        + (summary.maximum().lowerBound()
                                ? " (" + summary.maximum().lowerBoundReason() + ")"
                                : "");
        if (kind != LoadKind.USERS || drawFit) return found;
        if (fit == null) return found + "; no USL fit";
        if (fit.distinctLoads() <= UslFit.EXACT_FIT_LOADS)
            return found + "; USL curve not drawn (" + fit.distinctLoads() + " loads: any curve passes through them)";
        return found + "; USL curve not drawn (R² " + UslFormat.number(fit.r2()) + " below "
                + CapacityStepsCsv.decimals(UslFit.LOW_R2, 2) + ")";
    }
}
