package io.dbbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.util.Map;

/**
 * The database server's own counters over the run (docs/server-counters.md) as the report's panel shows
 * them, like an AWR load profile: each counter's growth, per second of the window and per completed
 * transaction. Null when the run did not read them; only {@code unavailable} when it could not.
 */
final class ServerData {
    private ServerData() {}

    static void put(RunResult r, ObjectNode run, JsonNodeFactory json) {
        ServerSummary server = r.details().server();
        if (server == null) {
            run.putNull("server");
            return;
        }
        ObjectNode node = run.putObject("server");
        if (!server.isAvailable()) {
            node.put("unavailable", server.unavailable());
            return;
        }
        node.put("windowSeconds", LatencyData.round3(server.windowNanos() / 1e9))
                .put("transactions", r.totalCompleted());
        ArrayNode counters = node.putArray("counters");
        for (Map.Entry<String, Long> c : server.counters().entrySet()) {
            ObjectNode row = counters.addObject().put("name", c.getKey()).put("delta", c.getValue());
            finite(row, "perSecond", LatencyData.round3(server.perSecond(c.getKey())));
            // per transaction: a few extra commits in a hundred thousand, a block read in ten thousand, must show
            finite(row, "perTransaction", round6(server.perTransaction(c.getKey(), r.totalCompleted())));
        }
    }

    private static double round6(double value) {
        return Double.isFinite(value) ? Math.round(value * 1e6) / 1e6 : value;
    }

    /** JSON has no NaN (an empty window, no transaction): null, shown as a dash. */
    private static void finite(ObjectNode row, String name, double value) {
        if (Double.isFinite(value)) row.put(name, value);
        else row.putNull(name);
    }
}
