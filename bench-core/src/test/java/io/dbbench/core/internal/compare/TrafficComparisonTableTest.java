package io.dbbench.core.internal.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.result.TransactionTraffic;
import io.dbbench.core.stats.SampleRuns;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrafficComparisonTableTest {
    private final TrafficComparisonTable table = new TrafficComparisonTable();

    /** {@code run} with each of its types' executions sending and receiving the given bytes and turns. */
    private static RunResult withTraffic(RunResult run, long out, long in, long turns) {
        List<TransactionTraffic> types = new ArrayList<>();
        for (TransactionResult t : run.transactions()) {
            long n = t.completed() + t.failed();
            types.add(new TransactionTraffic(t.id(), n, new TrafficTotals(out * n, in * n, turns * n)));
        }
        return run.withDetails(run.details().withTraffic(new RunTraffic(types)));
    }

    @Test
    void bytesAndRoundTripsPerTransactionWithTheirRatio() {
        RunResult plain = SampleRuns.run(100, 100);
        String shortName = plain.transactions().get(0).shortName();
        String text = table.render(withTraffic(plain, 1200, 5400, 14), withTraffic(plain, 300, 600, 2));
        List<String> lines = text.lines().toList();
        assertEquals(5 + 2 * plain.transactions().size(), lines.size(), text);
        assertEquals(
                "traffic per transaction, counted on the client's sockets (bytes out + in for a type):", lines.get(0));
        assertEquals(List.of("per", "transaction", "base", "new", "new/base"), words(lines.get(1)));
        assertEquals(List.of("bytes", "out", "1200", "300", "0.25"), words(lines.get(2)));
        assertEquals(List.of("bytes", "in", "5400", "600", "0.11"), words(lines.get(3)));
        assertEquals(List.of("round", "trips", "14.00", "2.00", "0.14"), words(lines.get(4)));
        assertEquals(List.of(shortName, "bytes", "6600", "900", "0.14"), words(lines.get(5)));
        assertEquals(List.of(shortName, "round", "trips", "14.00", "2.00", "0.14"), words(lines.get(6)));
    }

    @Test
    void nothingWhenNeitherRunCountedAndOneLineWhenOneDid() {
        RunResult plain = SampleRuns.run(100, 100);
        assertEquals("", table.render(plain, plain));
        assertEquals(
                "traffic: only new counted it (PostgreSQL runs through a jdbc:postgresql: URL do): not compared\n",
                table.render(plain, withTraffic(plain, 1, 1, 1)));
    }

    private static List<String> words(String line) {
        return List.of(line.trim().split("\\s+"));
    }
}
