package io.dbbench.cli.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
    private static ProgressSnapshot snapshot(long epochMillis, long failed) {
        return new ProgressSnapshot(
                epochMillis,
                3_000_000_000L,
                57_000_000_000L,
                4,
                4,
                5563,
                1835.4,
                failed,
                9000,
                failed,
                4200.6,
                true,
                List.of(
                        new TransactionProgress("Customer Registration", "NCR", 2, 0, 1_500_000),
                        new TransactionProgress("Browse Products", "BP", 1, failed, 250_000_000)));
    }

    private static String render(String columns, ProgressSnapshot... snapshots) throws CliException {
        StringWriter out = new StringWriter();
        ConsoleProgress p = new ConsoleProgress(
                new PrintWriter(out), LiveColumn.parse(columns), ZoneOffset.UTC, false, 1, () -> 3, null);
        for (ProgressSnapshot s : snapshots) p.onInterval(s);
        return out.toString();
    }

    @Test
    void cpuAndDiskAreTheDatabaseServersWhenItsProcessesCanBeRead(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path proc) throws Exception {
        java.nio.file.Path dir = java.nio.file.Files.createDirectories(proc.resolve("10"));
        java.nio.file.Files.writeString(
                dir.resolve("stat"), "10 (postgres) S 1 10 10 0 -1 4194560 1 0 0 0 100 0 0 0 20 0 1 0 5 0 0\n");
        java.nio.file.Files.writeString(dir.resolve("io"), "read_bytes: 0\nwrite_bytes: 0\n");
        StringWriter out = new StringWriter();
        ConsoleProgress p = new ConsoleProgress(
                new PrintWriter(out),
                LiveColumn.parse("cpu,disk"),
                ZoneOffset.UTC,
                false,
                1,
                () -> 3,
                new ServerLoad(new io.dbbench.core.internal.server.ProcessTreeCounters(proc, 10), () -> 0, 2));
        p.onInterval(snapshot(1_776_953_885_000L, 0));
        List<String> lines = out.toString().lines().toList();
        assertEquals("Time      DbCPU%  DbDisk(MB/s)", lines.get(0));
        assertEquals("14:18:05  -       -", lines.get(1), "the first line has no earlier reading");
    }

    @Test
    void netIsMegabitsPerSecondBothWaysAndRtRoundTripsPerSecond() throws Exception {
        ProgressSnapshot s = snapshot(1_776_953_885_000L, 0)
                .withTraffic(new io.dbbench.core.result.TrafficTotals(1_000_000, 250_000, 500), 1_000_000_000L);
        List<String> lines = render("net,rt", s).lines().toList();
        assertEquals("Time      Net(Mb/s)  RT/s", lines.get(0));
        assertEquals("14:18:05  10.0       500", lines.get(1));
    }

    @Test
    void columnsInTheOrderGivenWithAHeader() throws Exception {
        String text = render("users,tpm,tps,errs,trans", snapshot(1_776_953_885_000L, 0));
        List<String> lines = text.lines().toList();
        assertEquals("Time      Users     TPM      TPS     Errors  NCR   BP", lines.get(0));
        assertEquals("14:18:05  [4/4]     5563     1835    0       2     1", lines.get(1));
    }

    @Test
    void responseTimesInMillisecondsAndTheRest() throws Exception {
        String line = render("vresp,resp,tottx,trem,dml,pool,disk", snapshot(1_776_953_885_000L, 0))
                .lines()
                .toList()
                .get(1);
        assertEquals("14:18:05  1.5      250     84.3      9000       0:00:57    4201     3/4       n/a", line);
    }

    @Test
    void responseTimesAndCountsPerTransactionHaveDistinctHeaders() throws Exception {
        List<String> lines =
                render("vresp,trans", snapshot(1_776_953_885_000L, 0)).lines().toList();
        assertEquals("Time      NCR(ms)  BP(ms)  NCR   BP", lines.get(0));
        assertEquals("14:18:05  1.5      250     2     1", lines.get(1));
    }

    @Test
    void respIsTheTransactionsMeanWithoutTheirStatementsCountedAgain() throws Exception {
        // A 100 x 1 ms, SSR 100 x 10 ms, its statement Q1 100 x 9 ms: Resp is (100 + 1000) / 200 = 5.5 ms
        ProgressSnapshot s = new ProgressSnapshot(
                1_776_953_885_000L,
                3_000_000_000L,
                -1,
                1,
                1,
                200,
                200,
                0,
                200,
                0,
                0,
                true,
                List.of(
                        new TransactionProgress("A", "A", 100, 0, 1_000_000),
                        new TransactionProgress("SSR", "SSR", 100, 0, 10_000_000),
                        new TransactionProgress("Q1", "Q1", 100, 0, 9_000_000, null, true)));
        assertEquals("14:18:05  5.5", render("resp", s).lines().toList().get(1));
    }

    @Test
    void headerOnlyOnceForManyLines() throws Exception {
        String text = render("tps", snapshot(0, 0), snapshot(1000, 0), snapshot(2000, 0));
        assertEquals(4, text.lines().count());
    }

    @Test
    void unknownColumnIsRefused() {
        CliException e = assertThrows(CliException.class, () -> LiveColumn.parse("tps,xyz"));
        assertEquals(ExitCodes.BAD_USAGE, e.exitCode());
    }

    @Test
    void remainingTimeRoundsUp() {
        assertEquals("0:00:01", ConsoleProgress.remaining(1));
        assertEquals("1:00:00", ConsoleProgress.remaining(3_600_000_000_000L));
        assertEquals("-", ConsoleProgress.remaining(-1));
    }
}
