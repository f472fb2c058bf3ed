package io.dbbench.hostprobe.curve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.hostprobe.cpu.LevelStats;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CSV layouts, sealed by golden files; reading errors name file and line. */
class CurveCsvTest {
    @TempDir
    Path dir;

    static final List<CurvePoint> POINTS = List.of(
            new CurvePoint(1, 1.004, 1.0051, 0.0149),
            new CurvePoint(2, 1.1, 1.125, Double.NaN),
            new CurvePoint(4, 2.5, 2.555, 0.2));

    @Test
    void originalLayoutMatchesGoldenFileAndReadsBack() throws Exception {
        Path file = dir.resolve("cpu.csv");
        CurveCsvWriter.writeOriginal(POINTS, file);
        assertEquals(golden("golden-original.csv"), Files.readString(file));
        assertEquals(CurveCsvReader.PYTHON_HEADER, Files.readAllLines(file).get(0));
        List<CurvePoint> back = CurveCsvReader.read(file);
        assertEquals(3, back.size());
        assertEquals(1.00, back.get(0).medianSec());
        assertTrue(Double.isNaN(back.get(1).stdevSec()));
    }

    /**
     * The original scripts round the exact binary value, ties to even: 1.125 (exact) -> 1.12, 2.675
     * (really 2.67499...) -> 2.67, 2.555 (really 2.55500...016) -> 2.56. String.format gave 1.13 and 2.68.
     */
    @Test
    void twoDecimalsRoundLikePythonAndRust() {
        assertEquals("1.12", CurveCsvWriter.fixed(1.125, 2));
        assertEquals("2.67", CurveCsvWriter.fixed(2.675, 2));
        assertEquals("2.56", CurveCsvWriter.fixed(2.555, 2));
        assertEquals("1.38", CurveCsvWriter.fixed(1.375, 2));
        assertEquals("0.01", CurveCsvWriter.fixed(0.0149, 2));
        assertEquals("nan", CurveCsvWriter.fixed(Double.NaN, 2));
    }

    @Test
    void extendedLayoutMatchesGoldenFile() throws Exception {
        Curve curve = Curve.analyze("t", POINTS);
        List<LevelStats> measured = List.of(
                new LevelStats(1, 3, 1.004, 1.0051, 0.0149, 0.99, 1.02, 0.998),
                new LevelStats(2, 6, 1.1, 1.125, Double.NaN, 1.05, 1.2, 0.97));
        Path file = dir.resolve("cpu-extended.csv");
        CurveCsvWriter.writeExtended(curve, measured, file);
        assertEquals(golden("golden-extended.csv"), Files.readString(file));
    }

    @Test
    void unknownHeaderNamesFileLineAndBothLayouts() throws Exception {
        Path file = dir.resolve("bad.csv");
        Files.writeString(file, "n,t\n1,2\n");
        CurveCsvReader.BadCurveFileException e =
                assertThrows(CurveCsvReader.BadCurveFileException.class, () -> CurveCsvReader.read(file));
        assertTrue(e.getMessage().startsWith(file + ":1: unknown header 'n,t'"), e.getMessage());
        assertTrue(e.getMessage().contains(CurveCsvReader.RUST_HEADER), e.getMessage());
    }

    @Test
    void badRowNamesItsLine() throws Exception {
        Path file = dir.resolve("bad.csv");
        Files.writeString(file, CurveCsvReader.RUST_HEADER + "\n1,2,2,0\nx,1,1,0\n");
        CurveCsvReader.BadCurveFileException e =
                assertThrows(CurveCsvReader.BadCurveFileException.class, () -> CurveCsvReader.read(file));
        assertTrue(e.getMessage().startsWith(file + ":3: "), e.getMessage());
        Files.writeString(file, CurveCsvReader.RUST_HEADER + "\n1,2,2\n");
        e = assertThrows(CurveCsvReader.BadCurveFileException.class, () -> CurveCsvReader.read(file));
        assertEquals(file + ":2: expected 4 fields, found 3", e.getMessage());
        e = assertThrows(
                CurveCsvReader.BadCurveFileException.class, () -> CurveCsvReader.read(dir.resolve("none.csv")));
        assertEquals(dir.resolve("none.csv") + ": no such file", e.getMessage());
    }

    static String golden(String name) throws Exception {
        return Files.readString(CurveTest.resource(name));
    }
}
