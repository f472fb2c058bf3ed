package io.dbbench.hostprobe.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Speedup, efficiency and knee against values computed by hand from the published RAC-node example. */
class CurveTest {
    private static final double EPS = 1e-9;

    @Test
    void derivedValuesMatchHandComputation() {
        Curve c = Curve.analyze(
                "rac",
                List.of(
                        new CurvePoint(1, 20.40, 20.41, 0.05),
                        new CurvePoint(16, 20.62, 20.7, 0.2),
                        new CurvePoint(40, 48.13, 48.5, 1.7)));
        AnalyzedPoint at16 = c.points().get(1);
        // 16 * 20.40 / 20.62 = 326.4 / 20.62
        assertEquals(15.829291949563531, at16.speedup(), EPS);
        assertEquals(15.829291949563531 / 16, at16.efficiency(), EPS);
        assertEquals(60 / 20.62, at16.speedPerWorker(), EPS);
        assertEquals(960 / 20.62, at16.capacity(), EPS);
        AnalyzedPoint at40 = c.points().get(2);
        // 40 * 20.40 / 48.13 = 816 / 48.13 = 16.9541... (the spec's 16.95)
        assertEquals(16.954082692707252, at40.speedup(), EPS);
        assertEquals(0.4238520673176813, at40.efficiency(), EPS);
        assertEquals(40, c.knee().getAsInt());
        assertEquals(1.0, c.points().get(0).speedup(), EPS);
    }

    @Test
    void bothOriginalLayoutsGiveTheSameAnalysis() throws Exception {
        Curve python = Curve.analyze("py", CurveCsvReader.read(resource("rac-node-python.csv")));
        Curve rust = Curve.analyze("rs", CurveCsvReader.read(resource("rac-node-rust.csv")));
        assertEquals(
                List.of(1, 2, 16, 20, 40),
                python.points().stream().map(a -> a.point().concurrentJobs()).toList());
        for (int i = 0; i < 5; i++) {
            assertEquals(python.points().get(i).speedup(), rust.points().get(i).speedup(), EPS);
        }
        // n=20: 20 * 20.40 / 24.00 = 17.0, efficiency 0.85 < 0.9: the first level below, so the knee
        assertEquals(17.0, python.points().get(3).speedup(), EPS);
        assertEquals(0.85, python.points().get(3).efficiency(), EPS);
        assertEquals(20, python.knee().getAsInt());
        assertEquals(20, rust.knee().getAsInt());
        // n=2: 2 * 20.40 / 20.45
        assertEquals(40.8 / 20.45, rust.points().get(1).speedup(), EPS);
    }

    @Test
    void flatCurveHasNoKnee() {
        Curve c = Curve.analyze("flat", List.of(new CurvePoint(1, 2, 2, 0), new CurvePoint(2, 2.1, 2.1, 0)));
        assertTrue(c.knee().isEmpty());
    }

    @Test
    void missingSingleJobRowAndRepeatedLevelsAreRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> Curve.analyze("x", List.of(new CurvePoint(2, 1, 1, 0))));
        assertTrue(e.getMessage().contains("no row for 1 concurrent job"), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> Curve.analyze("x", List.of(new CurvePoint(1, 1, 1, 0), new CurvePoint(1, 2, 2, 0))));
        assertTrue(e.getMessage().contains("appears twice"), e.getMessage());
    }

    static Path resource(String name) throws Exception {
        return Path.of(
                CurveTest.class.getResource("/io/dbbench/hostprobe/" + name).toURI());
    }
}
