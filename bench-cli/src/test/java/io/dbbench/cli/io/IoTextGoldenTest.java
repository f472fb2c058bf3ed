package io.dbbench.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.hostprobe.io.DirectionStats;
import io.dbbench.hostprobe.io.DiskStats;
import io.dbbench.hostprobe.io.IntervalStats;
import io.dbbench.hostprobe.io.IoDetails;
import io.dbbench.hostprobe.io.IoJobSpec;
import io.dbbench.hostprobe.io.IoPattern;
import io.dbbench.hostprobe.io.IoResult;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/**
 * Our normal report has fio 3.33's shape line by line, so scripts that grep or parse fio's output read ours:
 * the reference is fio's own output for the same job (psync random 4 KiB direct reads, 2 jobs, 2 s), compared
 * with numbers masked; and {@code io/normal-golden.txt} seals our whole report for fixed figures.
 */
class IoTextGoldenTest {
    private static IoResult sample() {
        Histogram clat = new Histogram(3);
        clat.recordValueWithCount(21_000, 10);
        clat.recordValueWithCount(45_000, 2000);
        clat.recordValueWithCount(80_000, 7000);
        clat.recordValueWithCount(150_000, 900);
        clat.recordValueWithCount(600_000, 60);
        clat.recordValueWithCount(1_500_000, 20);
        clat.recordValueWithCount(3_000_000, 8);
        clat.recordValueWithCount(8_000_000, 2);
        IoJobSpec spec = new IoJobSpec(
                Path.of("/tmp/io.test"),
                4 << 20,
                IoPattern.RANDREAD,
                50,
                4096,
                true,
                1,
                2,
                2_000_000_000L,
                true,
                0,
                0,
                0);
        IoDetails details = new IoDetails(
                new IntervalStats(19_000, 21_000, 20_000.5, 700.25, 3),
                new IntervalStats(4750, 5250, 5000.12, 175.06, 3),
                IntervalStats.NONE,
                IntervalStats.NONE,
                List.of(10_000L, 0L, 0L, 0L, 0L, 0L, 0L),
                List.of(20_000_000L, 20_960_000L),
                List.of(0L, 0L),
                10_013,
                0,
                162,
                false);
        return new IoResult(
                spec,
                new DirectionStats(10_000, 10_000 * 4096L, clat),
                new DirectionStats(0, 0, new Histogram(3)),
                new Histogram(3),
                2_001_000_000L,
                30_000_000L,
                450_000_000L,
                details);
    }

    private static String report() {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        IoResult r = sample();
        IoSummaryText.header(List.of(r.spec()), "iops-test-job", "psync", out);
        IoSummaryText.layingOut("iops-test-job", r.spec().sizeBytes(), out);
        out.println();
        IoText.print(r, 0, "iops-test-job", 4242, ZonedDateTime.of(2026, 11, 29, 8, 5, 9, 0, ZoneOffset.UTC), out);
        IoSummaryText.runStatus(r, 0, out);
        IoSummaryText.diskStats(new DiskStats.Usage("vda", 9980, 14, 64, 0, 2267, 4, 2273, 71.31), out);
        out.flush();
        return text.toString();
    }

    private static String resource(String name) throws Exception {
        try (InputStream in = IoTextGoldenTest.class.getResourceAsStream(name)) {
            return in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * Numbers (with fio's k/M/Ki/Mi suffixes and units in parentheses) become #, the device name DEV; the
     * latency-bucket lines, whose number depends on where the latencies fell, become one line per run of them;
     * the lines before the group report (fio's notes, version and process wording) are left out.
     */
    static List<String> masked(String report) {
        List<String> lines = new ArrayList<>();
        boolean inReport = false;
        for (String line : report.split("\n", -1)) {
            if (line.contains(": (groupid=")) inReport = true;
            if (!inReport) continue;
            String m = line.replaceAll("\\((nsec|usec|msec)\\)", "(UNIT)")
                    .replaceAll("\\d+(\\.\\d+)?(Ki|Mi|Gi|k|M|G)?", "#")
                    .replaceAll("pid=#: .*", "pid=#: DATE")
                    .replaceAll("\\[ *#\\]", "[#]")
                    .replaceAll("^  \\w+: ios=", "  DEV: ios=");
            if (m.matches("  lat \\(UNIT\\)   : .*")) m = "  lat (UNIT)   : BUCKETS";
            if (!lines.isEmpty()
                    && m.equals("  lat (UNIT)   : BUCKETS")
                    && lines.get(lines.size() - 1).equals(m)) continue;
            lines.add(m);
        }
        return lines;
    }

    @Test
    void ourReportHasFio333sShapeLineByLine() throws Exception {
        String fio = resource("/io/fio-3.33-psync-randread.txt");
        assertEquals(String.join("\n", masked(fio)), String.join("\n", masked(report())));
    }

    @Test
    void ourHeaderHasFiosLinesWithOurNameForTheVersion() {
        List<String> lines = report().lines().limit(5).toList();
        assertEquals(
                List.of(
                        "iops-test-job: (g=0): rw=randread, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B,"
                                + " ioengine=psync, iodepth=1",
                        "...",
                        "dbbench-io",
                        "Starting 2 threads",
                        "iops-test-job: Laying out IO file (1 file / 4MiB)"),
                lines);
    }

    @Test
    void ourReportIsTheGolden() throws Exception {
        assertEquals(
                resource("/io/normal-golden.txt"),
                report(),
                "regenerate io/normal-golden.txt only for a deliberate change");
    }
}
