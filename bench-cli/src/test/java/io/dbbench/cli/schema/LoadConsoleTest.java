package io.dbbench.cli.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class LoadConsoleTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void plainOutputPrintsALineEveryFewSecondsAndSumsUpPhases() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        LoadConsole console = new LoadConsole(new PrintWriter(text), false, now::get);
        console.plannedRows(1_000_000);
        console.phase("create tables");
        now.set(SECOND);
        console.phase("load data");
        now.set(2 * SECOND);
        console.rowsLoaded("orders", 100_000); // 1 s after the phase line: too soon for another line
        now.set(7 * SECOND);
        console.rowsLoaded("orders", 400_000);
        now.set(11 * SECOND);
        console.phase("create indexes");
        now.set(14 * SECOND);
        console.phase("create constraints");
        now.set(15 * SECOND);
        console.rowsLoaded("orders", 0);
        LoadSummary summary = console.finish();

        assertEquals(
                String.join(
                        "\n",
                        "create tables ...",
                        "load data ...",
                        "500,000 / 1,000,000 rows (50.0%)  83,333 rows/s  ETA 0:00:06",
                        "create indexes ...",
                        "create constraints ...",
                        ""),
                text.toString());
        assertEquals(500_000, summary.rows());
        assertEquals(10 * SECOND, summary.loadNanos());
        assertEquals(4 * SECOND, summary.indexNanos());
        assertEquals(15 * SECOND, summary.totalNanos());
        assertEquals(
                String.join(
                        "\n",
                        "  create tables                             1.0 s",
                        "  load data                                10.0 s",
                        "  create indexes                            3.0 s",
                        "  create constraints                        1.0 s",
                        "Rows generated        500,000",
                        "Data load             10.0 s (50,000 rows/s)",
                        "Constraints, indexes  4.0 s",
                        "Other DDL, statistics 1.0 s",
                        "Total                 15.0 s (33,333 rows/s end to end)",
                        ""),
                summary.format().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void terminalRedrawsOneLineInPlaceAndEndsItBeforeTheNextPhase() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(0);
        LoadConsole console = new LoadConsole(new PrintWriter(text), true, now::get);
        console.plannedRows(200);
        console.phase("load data");
        now.set(SECOND);
        console.rowsLoaded("logon", 50);
        now.set(2 * SECOND);
        console.rowsLoaded("logon", 50);
        console.phase("create indexes");
        String out = text.toString();
        assertTrue(
                out.contains(
                        "\r50 / 200 rows (25.0%)  50 rows/s  ETA 0:00:03   \r100 / 200 rows (50.0%)  50 rows/s  ETA 0:00:02   "),
                out);
        assertTrue(
                out.endsWith("\ncreate indexes ...\n") || out.endsWith("create indexes ..." + System.lineSeparator()),
                out);
    }
}
