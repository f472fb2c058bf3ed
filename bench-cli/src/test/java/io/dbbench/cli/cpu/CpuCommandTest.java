package io.dbbench.cli.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.MainAccess;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.hostprobe.curve.CurveCsvReader;
import io.dbbench.hostprobe.curve.CurveCsvWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** cpu and cpu analyze through bench-cli's own command line: files written, one-line errors. */
class CpuCommandTest {
    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = MainAccess.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void fullSweepWritesOriginalExtendedJsonAndPlots() throws Exception {
        Path csv = dir.resolve("host.csv");
        assertEquals(
                0,
                run(
                        "cpu",
                        "-w",
                        "2",
                        "--full",
                        "--loops",
                        "2",
                        "--inner",
                        "3",
                        "--pause-ms",
                        "0",
                        "-o",
                        csv.toString()),
                err.toString());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(CurveCsvReader.PYTHON_HEADER, lines.get(0));
        assertEquals(3, lines.size());
        assertTrue(lines.get(1).matches("1,\\d+\\.\\d\\d,\\d+\\.\\d\\d,\\d+\\.\\d\\d"), lines.get(1));
        assertEquals(
                CurveCsvWriter.EXTENDED_HEADER,
                Files.readAllLines(dir.resolve("host-extended.csv")).get(0));
        assertTrue(Files.readString(dir.resolve("host.json")).contains("\"format\" : \"dbbench-cpu\""));
        for (String plot : List.of("runtime", "speed", "capacity", "speedup")) {
            assertTrue(Files.size(dir.resolve("host-" + plot + ".png")) > 1000, plot);
        }
        assertTrue(out.toString().contains("Knee: "), out.toString());
    }

    @Test
    void analyzeReadsRustAndPythonFilesAndDrawsThemTogether() throws Exception {
        Path py = dir.resolve("py.csv");
        Files.writeString(
                py, CurveCsvReader.PYTHON_HEADER + "\n1,20.40,20.41,0.05\n2,20.45,20.47,0.06\n4,40.00,40.1,1\n");
        Path rs = dir.resolve("rs.csv");
        Files.writeString(rs, CurveCsvReader.RUST_HEADER + "\n1,10,10,0\n2,10.5,10.5,0\n");
        assertEquals(
                0,
                run("cpu", "analyze", py.toString(), rs.toString(), "-d", dir.toString(), "--cores", "2"),
                err.toString());
        assertTrue(out.toString().contains("Knee: n = 4"), out.toString());
        List<String> analysis = Files.readAllLines(dir.resolve("py-analysis.csv"));
        // n = 4: 4 * 20.40 / 40.00 = 2.04, efficiency 0.51
        assertEquals("4,,40.0000,40.1000,1.0000,,,,1.500,6.000,2.040,0.510,1", analysis.get(3));
        assertTrue(Files.exists(dir.resolve("py-speedup.png")));
    }

    @Test
    void badOptionsAreOneLineAndExitCode2() {
        String[][] cases = {
            {"cpu", "-w", "0"},
            {"cpu", "--loops", "x"},
            {"cpu", "--kernel", "gpu"},
            {"cpu", "--kernel", "mem", "--mem-mb", "16384"},
            {"cpu", "--bogus"},
            {"cpu", "-o", dir.resolve("nodir/x.csv").toString()},
            {"cpu", "-o", dir.resolve("x.txt").toString()},
            {"cpu", "analyze"},
            {"cpu", "analyze", "a.csv", "--cores", "zero"},
        };
        for (String[] args : cases) {
            err.getBuffer().setLength(0);
            assertEquals(ExitCodes.BAD_USAGE, run(args), String.join(" ", args) + ": " + err);
            assertEquals(1, err.toString().strip().lines().count(), err.toString());
            assertTrue(err.toString().startsWith("bench-cli: cpu"), err.toString());
        }
        err.getBuffer().setLength(0);
        run("cpu", "-w", "0");
        assertEquals(
                "bench-cli: cpu: -w must be between 1 and 1024, was 0",
                err.toString().strip());
    }

    @Test
    void anUnreadableFileNamesFileAndLineWithExitCode3() throws Exception {
        Path bad = dir.resolve("bad.csv");
        Files.writeString(bad, "a,b\n");
        assertEquals(ExitCodes.BAD_CONFIG, run("cpu", "analyze", bad.toString(), "-d", dir.toString()));
        assertTrue(
                err.toString().startsWith("bench-cli: cpu analyze: " + bad + ":1: unknown header 'a,b'"),
                err.toString());
    }
}
