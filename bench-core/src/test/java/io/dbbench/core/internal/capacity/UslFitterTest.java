package io.dbbench.core.internal.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The USL fit against scipy's curve_fit on synthetic data (src/test/resources/capacity/usl_golden.py wrote the
 * data and scipy's figures) and against the published results of the R package usl on its own data sets.
 */
class UslFitterTest {
    /** Agreement with scipy: both run Levenberg-Marquardt to the same least-squares minimum. */
    private static final double SAME_MINIMUM = 1e-6;

    @Test
    void recoversSigmaAndKappaOfSyntheticDataWithinOnePercentAsScipyDoes() throws Exception {
        Properties golden = golden();
        assertMatchesScipy("noisy", fit("usl-synthetic.csv", false), UslNormalisation.MEASURED_AT_LOAD_ONE, golden);
        assertMatchesScipy("noisyFittedLambda", fit("usl-synthetic.csv", true), UslNormalisation.FITTED_LAMBDA, golden);
        assertMatchesScipy(
                "noLoadOne", fit("usl-synthetic-no-load-one.csv", false), UslNormalisation.FITTED_LAMBDA, golden);
        assertMatchesScipy(
                "exact", fit("usl-synthetic-exact.csv", false), UslNormalisation.MEASURED_AT_LOAD_ONE, golden);
    }

    @Test
    void aGoodFitHasItsPeakAndNoWarning() throws Exception {
        UslFit fit = fit("usl-synthetic-exact.csv", false);
        assertEquals(Math.sqrt(0.95 / 0.0002), fit.peakLoad().getAsDouble(), 1e-6);
        assertEquals(
                1000 * 68.92 / (1 + 0.05 * 67.92 + 0.0002 * 68.92 * 67.92),
                fit.peakThroughput().getAsDouble(),
                1.0);
        assertEquals(11, fit.points().size());
        assertEquals(11, fit.distinctLoads());
        assertEquals(List.of(), fit.warnings());
    }

    /**
     * SPEC SDM91 on a Sun SPARCcenter 2000 (Gunther, Guerrilla Capacity Planning, Springer 2007; the R package usl's
     * data set specsdm91). The R package usl (Stefan Möding, CRAN, version 2 on) fits λ with σ and κ; its
     * tests/summary.Rout.save prints alpha (σ) 2.773e-02, beta (κ) 1.044e-04, gamma (λ) 9.000e+01, Multiple
     * R-squared 0.9896; tests/peak-scalability.Rout.save the peak 97 (two digits) and tests/fitted.Rout.save the
     * fitted throughputs 90 1078 1541 1850 1879 1822 1646 (three digits).
     */
    @Test
    void agreesWithTheRPackageUslOnSpecSdm91() throws Exception {
        double[] users = {1, 18, 36, 72, 108, 144, 216};
        double[] scriptsPerHour = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};
        UslFit fit = UslFitter.fit(points(users, scriptsPerHour), true);
        assertEquals(UslNormalisation.FITTED_LAMBDA, fit.normalisation());
        assertEquals("0.02773", digits(fit.sigma(), 4));
        assertEquals("0.0001044", digits(fit.kappa(), 4));
        assertEquals("90.00", digits(fit.lambda(), 4));
        assertEquals("0.9896", digits(fit.r2(), 4));
        assertEquals("97", digits(fit.peakLoad().getAsDouble(), 2));
        double[] published = {90, 1078, 1541, 1850, 1879, 1822, 1646};
        for (int i = 0; i < users.length; i++) {
            // R prints them rounded to whole scripts per hour
            assertEquals(published[i], fit.throughputAt(users[i]), 0.5, "load " + users[i]);
        }
    }

    /**
     * The same SDM91 data the default way: a load-1 step, so λ = X(1) = 64.9 and only σ and κ are fitted. R has
     * no figures for this (it always fits λ); scipy's curve_fit does (usl_golden.py): σ 0.01260, κ 0.0001112,
     * R² 0.9754, N* 94.23, as docs/capacity.md quotes them.
     */
    @Test
    void agreesWithScipyOnSpecSdm91WithLambdaMeasuredAtLoadOne() throws Exception {
        double[] users = {1, 18, 36, 72, 108, 144, 216};
        double[] scriptsPerHour = {64.9, 995.9, 1652.4, 1853.2, 1828.9, 1775.0, 1702.2};
        UslFit fit = UslFitter.fit(points(users, scriptsPerHour), false);
        assertEquals(UslNormalisation.MEASURED_AT_LOAD_ONE, fit.normalisation());
        Properties golden = golden();
        assertClose("sdm91.lambda", fit.lambda(), golden, SAME_MINIMUM);
        assertClose("sdm91.sigma", fit.sigma(), golden, SAME_MINIMUM);
        assertClose("sdm91.kappa", fit.kappa(), golden, SAME_MINIMUM);
        assertClose("sdm91.r2", fit.r2(), golden, SAME_MINIMUM);
        assertClose("sdm91.peakLoad", fit.peakLoad().getAsDouble(), golden, SAME_MINIMUM);
        assertEquals("0.01260", digits(fit.sigma(), 4));
        assertEquals("0.0001112", digits(fit.kappa(), 4));
        assertEquals("0.9754", digits(fit.r2(), 4));
        assertEquals("94.23", digits(fit.peakLoad().getAsDouble(), 4));
    }

    /** The R package usl's tests/coef.R: exact USL throughputs of σ = κ = 0.02, λ = 1; coef.Rout.save: 0.02 0.02 1.00. */
    @Test
    void agreesWithTheRPackageUslOnItsCoefficientTest() throws Exception {
        double[] load = {1, 2, 4, 6, 8, 10};
        double[] tput = {1, 1.8868, 3.0769, 3.5294, 3.5398, 3.3557};
        for (boolean fitLambda : new boolean[] {false, true}) {
            UslFit fit = UslFitter.fit(points(load, tput), fitLambda);
            assertEquals(0.02, rounded(fit.sigma(), 3), "fitLambda " + fitLambda);
            assertEquals(0.02, rounded(fit.kappa(), 3), "fitLambda " + fitLambda);
            assertEquals(1.00, rounded(fit.lambda(), 3), "fitLambda " + fitLambda);
        }
    }

    @Test
    void throughputThatKeepsGrowingHasNoPeakAndSaysSo() throws Exception {
        // Amdahl only (κ = 0): X levels off at λ/σ = 10000 and never falls
        double[] load = {1, 2, 4, 8, 16, 32};
        double[] tput = new double[load.length];
        for (int i = 0; i < load.length; i++) tput[i] = UslModel.throughput(1000, 0.1, 0, load[i]) * (1 - 1e-4 * i);
        UslFit fit = UslFitter.fit(points(load, tput), false);
        assertTrue(fit.kappa() <= 0, "kappa " + fit.kappa());
        assertTrue(fit.peakLoad().isEmpty());
        assertTrue(fit.peakThroughput().isEmpty());
        assertTrue(
                fit.warnings().stream().anyMatch(w -> w.contains("≤ 0") && w.contains("no peak is predicted")),
                fit.warnings().toString());
    }

    @Test
    void aPoorFitAndAnExtrapolatedPeakAreWarned() throws Exception {
        double[] load = {1, 2, 3, 4, 5, 6};
        double[] zigzag = {100, 400, 150, 420, 130, 410};
        UslFit fit = UslFitter.fit(points(load, zigzag), false);
        assertTrue(fit.r2() < UslFit.LOW_R2, "r2 " + fit.r2());
        assertTrue(
                fit.warnings().stream().anyMatch(w -> w.startsWith("R² = ") && w.contains("no peak is given")),
                fit.warnings().toString());
        assertTrue(fit.peakLoad().isEmpty(), "peak " + fit.peakLoad());
        assertTrue(fit.peakThroughput().isEmpty(), "peak " + fit.peakThroughput());
        assertTrue(
                fit.noPeakReason().orElseThrow().startsWith("R² "),
                fit.noPeakReason().toString());
        assertTrue(
                fit.noPeakReason().orElseThrow().contains(" below 0.90"),
                fit.noPeakReason().toString());
        // σ = 0.05, κ = 0.002: the peak is at 21.8, measured only up to 8
        double[] loads = {1, 2, 4, 6, 8};
        double[] tput = new double[loads.length];
        for (int i = 0; i < loads.length; i++) tput[i] = UslModel.throughput(100, 0.05, 0.002, loads[i]);
        UslFit early = UslFitter.fit(points(loads, tput), false);
        assertEquals(Math.sqrt(0.95 / 0.002), early.peakLoad().getAsDouble(), 1e-3);
        assertTrue(early.peakLoad().getAsDouble() > 8, "peak " + early.peakLoad());
        assertTrue(early.noPeakReason().isEmpty(), early.noPeakReason().toString());
        assertTrue(
                early.warnings().stream().anyMatch(w -> w.contains("beyond the largest measured load 8")),
                early.warnings().toString());
    }

    @Test
    void superlinearGrowthIsWarnedAsSigmaBelowZero() throws Exception {
        UslFit fit = UslFitter.fit(points(new double[] {1, 2, 4, 8}, new double[] {100, 230, 480, 900}), false);
        assertTrue(fit.sigma() < 0, "sigma " + fit.sigma());
        assertTrue(fit.warnings().stream().anyMatch(w -> w.contains("< 0: throughput grows faster than load")));
        // a good fit otherwise: σ < 0 alone withholds the peak sqrt((1−σ)/κ) would invent
        assertTrue(fit.r2() >= UslFit.LOW_R2, "r2 " + fit.r2());
        assertTrue(fit.kappa() > 0, "kappa " + fit.kappa());
        assertTrue(fit.peakLoad().isEmpty(), "peak " + fit.peakLoad());
        assertTrue(fit.peakThroughput().isEmpty(), "peak " + fit.peakThroughput());
        assertEquals(
                "σ " + UslFormat.number(fit.sigma()) + " < 0",
                fit.noPeakReason().orElseThrow());
    }

    @Test
    void contentionOfOneOrMoreGivesNoPeak() throws Exception {
        double[] load = {1, 2, 4, 8, 16};
        double[] tput = new double[load.length];
        for (int i = 0; i < load.length; i++) tput[i] = UslModel.throughput(100, 1.2, 0.001, load[i]);
        UslFit fit = UslFitter.fit(points(load, tput), false);
        assertEquals(1.2, fit.sigma(), 1e-6);
        assertTrue(fit.r2() >= UslFit.LOW_R2, "r2 " + fit.r2());
        assertTrue(fit.peakLoad().isEmpty(), "peak " + fit.peakLoad());
        assertTrue(fit.peakThroughput().isEmpty(), "peak " + fit.peakThroughput());
        assertEquals("σ 1.2 ≥ 1", fit.noPeakReason().orElseThrow());
    }

    /** Flat throughput: λ = 100, σ = 1, κ = 0 fit it exactly; the missing peak has its warning, as every one does. */
    @Test
    void flatThroughputIsWarnedAsSigmaOfOne() throws Exception {
        UslFit fit = UslFitter.fit(points(new double[] {2, 4, 8, 16}, new double[] {100, 100, 100, 100}), false);
        assertTrue(fit.sigma() >= 1, "sigma " + fit.sigma());
        assertTrue(fit.peakLoad().isEmpty(), "peak " + fit.peakLoad());
        assertTrue(
                fit.noPeakReason().orElseThrow().contains(" ≥ 1"),
                fit.noPeakReason().toString());
        assertTrue(
                fit.warnings().stream().anyMatch(w -> w.startsWith("σ = ") && w.contains(" ≥ 1: ")),
                fit.warnings().toString());
    }

    @Test
    void kappaBelowZeroDoesNotLevelOffAndSigmaAboveOneSaysLoadTwoFallsOnlyWhenItDoes() {
        List<String> amdahl = UslWarnings.of(1000, 0.1, 0, 0.99, Double.NaN, 32, 6);
        assertTrue(amdahl.stream().anyMatch(w -> w.contains("levels off towards λ/σ = 10000")), amdahl.toString());
        List<String> negativeKappa = UslWarnings.of(1000, 0.1, -1e-3, 0.99, Double.NaN, 32, 6);
        assertTrue(negativeKappa.stream().noneMatch(w -> w.contains("levels off")), negativeKappa.toString());
        assertTrue(
                negativeKappa.stream().anyMatch(w -> w.contains("bends the curve upwards")), negativeKappa.toString());
        // σ + 2κ = 1.4 > 1: X(2) = 2λ / 2.4 < λ
        List<String> falling = UslWarnings.of(1000, 1.2, 0.1, 0.99, Double.NaN, 32, 6);
        assertTrue(falling.stream().anyMatch(w -> w.contains("load 2 is already below load 1's")), falling.toString());
        // σ + 2κ = 0.95 < 1: X(2) = 2λ / 1.95 > λ, so nothing may say it falls
        List<String> rising = UslWarnings.of(1000, 1.05, -0.05, 0.99, Double.NaN, 32, 6);
        assertTrue(rising.stream().anyMatch(w -> w.startsWith("σ = 1.05 ≥ 1")), rising.toString());
        assertTrue(rising.stream().noneMatch(w -> w.contains("below load 1")), rising.toString());
        assertTrue(rising.stream().noneMatch(w -> w.contains("does not fall")), rising.toString());
    }

    @Test
    void everyReasonForNoPeakIsNamed() {
        assertEquals(java.util.Optional.empty(), UslFitter.noPeakReason(0.05, 0.0002, 0.99));
        assertEquals(
                "R² 0.2528 below 0.90",
                UslFitter.noPeakReason(0.68, 0.003, 0.2528).orElseThrow());
        assertEquals(
                "R² 0.7563 below 0.90; σ -0.02324 < 0",
                UslFitter.noPeakReason(-0.02324, 0.006168, 0.7563).orElseThrow());
        assertEquals("σ 1 ≥ 1; κ 0 ≤ 0", UslFitter.noPeakReason(1, 0, 1).orElseThrow());
        assertEquals(
                "κ -0.0001112 ≤ 0", UslFitter.noPeakReason(0.1, -1.112e-4, 0.99).orElseThrow());
        assertEquals(
                "R² NaN below 0.90",
                UslFitter.noPeakReason(0.1, 1e-4, Double.NaN).orElseThrow());
    }

    @Test
    void tooFewLoadsOrABadThroughputIsRefused() {
        UslFitException few = assertThrows(
                UslFitException.class,
                () -> UslFitter.fit(points(new double[] {1, 2, 2, 1}, new double[] {1, 2, 2, 1}), false));
        assertEquals("too few points: 2 distinct loads, the fit needs at least 3", few.getMessage());
        UslFitException zero = assertThrows(
                UslFitException.class,
                () -> UslFitter.fit(points(new double[] {1, 2, 4}, new double[] {10, 0, 30}), false));
        assertTrue(zero.getMessage().startsWith("the throughput at load 2 is 0: every throughput must be above 0"));
        UslFitException noLoad = assertThrows(
                UslFitException.class,
                () -> UslFitter.fit(points(new double[] {0, 2, 4}, new double[] {10, 20, 30}), false));
        assertEquals("a load must be above 0, was 0", noLoad.getMessage());
        assertThrows(
                UslFitException.class,
                () -> UslFitter.fit(points(new double[] {1, 2, 4}, new double[] {10, Double.NaN, 30}), false));
    }

    @Test
    void exactlyThreeLoadsFitButAreWarned() throws Exception {
        UslFit fit = UslFitter.fit(points(new double[] {1, 2, 4}, new double[] {100, 190, 340}), false);
        assertFalse(fit.warnings().isEmpty());
        assertTrue(
                fit.warnings().get(0).startsWith("only 3 distinct loads"),
                fit.warnings().toString());
    }

    private static void assertMatchesScipy(String name, UslFit fit, UslNormalisation normalisation, Properties golden) {
        assertEquals(normalisation, fit.normalisation(), name);
        assertClose(name + ".lambda", fit.lambda(), golden, SAME_MINIMUM);
        assertClose(name + ".sigma", fit.sigma(), golden, SAME_MINIMUM);
        assertClose(name + ".kappa", fit.kappa(), golden, SAME_MINIMUM);
        assertClose(name + ".r2", fit.r2(), golden, SAME_MINIMUM);
        // the proof: within 1 % of the σ and κ the data were made with
        assertClose("true.sigma", fit.sigma(), golden, 0.01);
        assertClose("true.kappa", fit.kappa(), golden, 0.01);
    }

    private static void assertClose(String key, double actual, Properties golden, double relative) {
        double expected = Double.parseDouble(golden.getProperty(key));
        assertTrue(
                Math.abs(actual - expected) <= relative * Math.abs(expected),
                key + ": expected " + expected + " within " + relative + " relative, was " + actual);
    }

    private static String digits(double value, int significant) {
        return new BigDecimal(value).round(new MathContext(significant)).toPlainString();
    }

    private static double rounded(double value, int significant) {
        return new BigDecimal(value).round(new MathContext(significant)).doubleValue();
    }

    private static Properties golden() throws IOException {
        Properties p = new Properties();
        try (InputStream in = resource("usl_golden.properties")) {
            p.load(in);
        }
        return p;
    }

    private static UslFit fit(String csv, boolean fitLambda) throws Exception {
        List<UslPoint> points = new ArrayList<>();
        try (InputStream in = resource(csv)) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
            for (String line : lines.subList(1, lines.size())) {
                String[] f = line.split(",");
                points.add(new UslPoint(Double.parseDouble(f[0]), Double.parseDouble(f[1])));
            }
        }
        return UslFitter.fit(points, fitLambda);
    }

    private static InputStream resource(String name) {
        InputStream in = UslFitterTest.class.getResourceAsStream("/capacity/" + name);
        if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
        return in;
    }

    static List<UslPoint> points(double[] loads, double[] throughputs) {
        List<UslPoint> points = new ArrayList<>();
        for (int i = 0; i < loads.length; i++) points.add(new UslPoint(loads[i], throughputs[i]));
        return points;
    }
}
