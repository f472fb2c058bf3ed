package io.dbbench.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dbbench.cli.MainAccess;
import io.dbbench.hostprobe.io.IoSweepCsv;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Sweeps, profiles and --eta-newline through the command line. */
class IoSweepProfileTest {
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
    void aDepthSweepWritesOneCsvRowPerPointAndTwoPngPlotsLikeCpu() throws Exception {
        Path csv = dir.resolve("depth.csv");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("f"),
                        "--size=256k",
                        "--rw=randread",
                        "--bs=4k",
                        "--iodepth",
                        "1,2,4",
                        "-o",
                        csv.toString()),
                err.toString());
        List<String> rows = Files.readAllLines(csv);
        assertEquals(IoSweepCsv.HEADER, rows.get(0));
        assertEquals(4, rows.size(), rows.toString());
        for (int i = 0; i < 3; i++) {
            assertTrue(rows.get(i + 1).startsWith((1 << i) + ",1,randread,4096,"), rows.get(i + 1));
        }
        for (String chart : List.of("depth-iops.png", "depth-p99.png")) {
            byte[] png = Files.readAllBytes(dir.resolve(chart));
            assertEquals((byte) 0x89, png[0]);
            assertEquals("PNG", new String(png, 1, 3, java.nio.charset.StandardCharsets.US_ASCII));
            BufferedImage image = ImageIO.read(dir.resolve(chart).toFile());
            assertEquals(800, image.getWidth());
            assertEquals(500, image.getHeight());
        }
        assertTrue(out.toString().contains("(groupid=2, jobs=1)"), out.toString());
        assertTrue(out.toString().contains("Sweep over iodepth:"), out.toString());
        assertFalse(Files.exists(dir.resolve("f")), "laid out once for the sweep, deleted afterwards");
    }

    @Test
    void aJobsSweepInJsonIsOneFioDocumentWithAGroupPerPoint() throws Exception {
        Path csv = dir.resolve("jobs.csv");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("f"),
                        "--size=128k",
                        "--numjobs=1,2",
                        "--output-format=json",
                        "--no-plots",
                        "-o",
                        csv.toString()),
                err.toString());
        JsonNode jobs = new ObjectMapper().readTree(out.toString()).path("jobs");
        assertEquals(2, jobs.size());
        assertEquals(1, jobs.get(1).path("groupid").asInt());
        assertEquals("2", jobs.get(1).path("job options").path("numjobs").asText());
        assertEquals(2 * 32, jobs.get(1).path("read").path("total_ios").asLong());
        assertTrue(err.toString().contains("Wrote " + csv), "the file list goes to standard error: " + err);
        assertFalse(Files.exists(dir.resolve("jobs-iops.png")), "--no-plots");
    }

    @Test
    void twoListsAtOnceAreRefusedInOneLine() {
        assertEquals(2, run("io", "--filename=" + dir.resolve("f"), "--size=64k", "--iodepth=1,4", "--numjobs=1,2"));
        assertEquals(
                "bench-cli: io: --iodepth 1,4 and --numjobs 1,2: sweep one of them at a time",
                err.toString().strip().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals(2, run("io", "--filename=" + dir.resolve("f"), "--size=64k", "--iodepth=1,x"));
        assertTrue(err.toString().contains("--iodepth: 'x' in '1,x'"), err.toString());
    }

    @Test
    void theRedoProfileSetsDefaultsThatGivenOptionsOverride() throws Exception {
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("redo"),
                        "--profile=redo",
                        "--bs",
                        "8k",
                        "--size=256k",
                        "--output-format=json"),
                err.toString());
        JsonNode root = new ObjectMapper().readTree(out.toString());
        assertEquals("redo", root.path("global options").path("profile").asText());
        assertEquals("8k", root.path("global options").path("bs").asText(), "--bs given: not the profile's 4k");
        assertEquals("write", root.path("global options").path("rw").asText(), "from the profile");
        JsonNode job = root.path("jobs").get(0);
        assertEquals(32, job.path("write").path("total_ios").asLong(), "256k of 8k writes");
        assertEquals(32, job.path("sync").path("total_ios").asLong(), "fdatasync after each write");
        assertEquals(0, job.path("read").path("total_ios").asLong());
    }

    @Test
    void theRedoProfileOverABlockSizeListGivesCommitLatencyPerSize() throws Exception {
        Path csv = dir.resolve("redo.csv");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("log"),
                        "--profile=redo",
                        "--bs=512,4k",
                        "--size=16k",
                        "--no-plots",
                        "-o",
                        csv.toString()),
                err.toString());
        List<String> rows = Files.readAllLines(csv);
        assertEquals(3, rows.size(), rows.toString());
        assertTrue(rows.get(1).startsWith("1,1,write,512,"), rows.get(1));
        assertTrue(rows.get(2).startsWith("1,1,write,4096,"), rows.get(2));
        for (String row : rows.subList(1, 3)) {
            String[] cells = row.split(",", -1);
            assertFalse(cells[12].isEmpty(), "sync_p99_usec: fdatasync after each write: " + row);
        }
        assertTrue(out.toString().contains("Sweep over bs:"), out.toString());
        assertEquals(2, run("io", "--filename=" + dir.resolve("log"), "--bs=4k,8k", "--iodepth=1,2", "--size=64k"));
        assertTrue(
                err.toString().contains("--iodepth 1,2 and --bs 4k,8k: sweep one of them at a time"), err.toString());
    }

    @Test
    void theDatafileProfileSweepsDepthsAndTheReportNamesIt() throws Exception {
        Path csv = dir.resolve("datafile.csv");
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("df"),
                        "--profile",
                        "datafile",
                        "--size=256k",
                        "--direct=0",
                        "--no-plots",
                        "-o",
                        csv.toString()),
                err.toString());
        assertTrue(out.toString().startsWith("profile datafile: random 8 KiB direct reads"), out.toString());
        List<String> rows = Files.readAllLines(csv);
        assertEquals(7, rows.size(), rows.toString());
        assertTrue(rows.get(1).startsWith("1,1,randread,8192,"), rows.get(1));
        assertTrue(rows.get(6).startsWith("32,1,randread,8192,"), rows.get(6));
        assertEquals(2, run("io", "--filename=" + dir.resolve("df"), "--profile=oltp", "--size=64k"));
        assertTrue(err.toString().contains("--profile: 'oltp' is not redo or datafile"), err.toString());
    }

    @Test
    void etaNewlineEndsEachGroupWithFiosFinalLineBeforeTheReport() {
        // an interval longer than the run: the only line is the final one, whatever the machine's speed
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("f"),
                        "--size=64k",
                        "--rw=read",
                        "--iodepth=1,2",
                        "--eta-newline=1h",
                        "--no-plots",
                        "-o",
                        dir.resolve("eta.csv").toString()),
                err.toString());
        List<String> lines = out.toString().lines().toList();
        List<String> eta = lines.stream().filter(l -> l.startsWith("Jobs: ")).toList();
        assertEquals(2, eta.size(), out.toString());
        for (String line : eta) {
            assertTrue(line.matches("Jobs: 1 \\(f=1\\): \\[R\\(1\\)\\]\\[100\\.0%\\].*\\[eta 00m:00s\\]"), line);
        }
        assertTrue(lines.get(lines.indexOf(eta.get(1)) + 1).startsWith("job: (groupid=1"), out.toString());
    }

    @Test
    void etaNewlineIsCheckedAndSaysWhyJsonHasNoLines() {
        assertEquals(2, run("io", "--filename=" + dir.resolve("f"), "--size=64k", "--eta-newline=0"));
        assertTrue(err.toString().contains("--eta-newline: must be more than 0"), err.toString());
        assertEquals(2, run("io", "--filename=" + dir.resolve("f"), "--size=64k", "--eta-newline=soon"));
        assertTrue(err.toString().contains("--eta-newline: 'soon' is not a time"), err.toString());
        assertEquals(
                0,
                run(
                        "io",
                        "--filename=" + dir.resolve("f"),
                        "--size=64k",
                        "--eta-newline=500ms",
                        "--output-format=json"),
                err.toString());
        assertTrue(err.toString().contains("no progress lines with --output-format=json"), err.toString());
        assertFalse(out.toString().contains("Jobs: "), "standard output is fio's JSON only");
    }
}
