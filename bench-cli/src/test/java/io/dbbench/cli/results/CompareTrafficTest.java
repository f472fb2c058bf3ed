package io.dbbench.cli.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.cli.CliRun;
import io.dbbench.cli.CompareRuns;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.result.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench-cli compare} of two runs with traffic figures: bytes and round trips per transaction, new/base. */
class CompareTrafficTest {
    private static final RunResult BASE = CompareRuns.run(1, 1000, 1010, 990, 1005, 995);
    private static final RunResult TEN_PERCENT_SLOWER = CompareRuns.run(1, 900, 905, 895, 910, 890);
    private static final RunResult SAME_WITHIN_NOISE = CompareRuns.run(1, 1002, 1008, 991, 1003, 996);

    @TempDir
    Path dir;

    @Test
    void clientSideAgainstServerSidePrintsBytesAndRoundTripsPerTransactionWithTheirRatio() throws IOException {
        // two small fixtures: a client-side-like run (14 turns, 6.6 kB per transaction) and a server-side-like one
        Path client = CompareRuns.write(dir.resolve("client.json"), CompareRuns.withTraffic(BASE, 1_200, 5_400, 14));
        Path server =
                CompareRuns.write(dir.resolve("server.json"), CompareRuns.withTraffic(TEN_PERCENT_SLOWER, 300, 600, 2));
        CliRun r = CliRun.of("compare", client.toString(), server.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        int header =
                lines.indexOf("traffic per transaction, counted on the client's sockets (bytes out + in for a type):");
        assertTrue(
                header > 0 && lines.get(header - 1).startsWith("gate: "),
                "after the TPS and latency table:\n" + r.out());
        assertEquals(
                List.of(
                        "per transaction   base   new  new/base",
                        "bytes out         1200   300      0.25",
                        "bytes in          5400   600      0.11",
                        "round trips      14.00  2.00      0.14",
                        "BP bytes          6600   900      0.14",
                        "BP round trips   14.00  2.00      0.14"),
                lines.subList(header + 1, lines.size()));
    }

    @Test
    void aRunWithoutTrafficFiguresIsSaidInOneLine() throws IOException {
        Path counted = CompareRuns.write(dir.resolve("counted.json"), CompareRuns.withTraffic(BASE, 1, 1, 1));
        Path plain = CompareRuns.write(dir.resolve("plain.json"), SAME_WITHIN_NOISE);
        CliRun r = CliRun.of("compare", counted.toString(), plain.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(
                r.out()
                        .endsWith("traffic: only base counted it (PostgreSQL runs through a jdbc:postgresql: URL do): "
                                + "not compared\n"),
                r.out());
        Path otherPlain = CompareRuns.write(dir.resolve("plain2.json"), BASE);
        CliRun neither = CliRun.of("compare", plain.toString(), otherPlain.toString());
        assertFalse(neither.out().contains("traffic"), neither.out());
    }
}
