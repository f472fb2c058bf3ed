package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServerSummary;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code server} section of results.json: the database server's counters over the statistics window,
 * each as its growth, per second and per transaction (the run's completed transactions), or the one line
 * saying why they could not be read. Written only when the run read them; per second and per transaction
 * are derived and recomputed on reading.
 */
final class ServerJson {
    /** Per transaction: an extra commit in thousands, a block read in tens of thousands, must still show. */
    private static final int PER_TRANSACTION_DECIMALS = 6;

    private ServerJson() {}

    static void write(RunResult r, ObjectNode root) {
        ServerSummary server = r.details().server();
        if (server == null) return;
        ObjectNode node = root.putObject("server");
        if (!server.isAvailable()) {
            node.put("unavailable", server.unavailable());
            return;
        }
        node.put("windowMillis", JsonNumbers.millis(Duration.ofNanos(server.windowNanos())));
        node.put("transactions", r.totalCompleted());
        ObjectNode counters = node.putObject("counters");
        server.counters().forEach((name, delta) -> counters.putObject(name)
                .put("delta", delta)
                .put("perSecond", JsonNumbers.derived(server.perSecond(name)))
                .put(
                        "perTransaction",
                        JsonNumbers.derived(
                                server.perTransaction(name, r.totalCompleted()), PER_TRANSACTION_DECIMALS)));
    }

    static RunDetails read(JsonFields root, RunDetails details) throws MalformedResultsException {
        if (!root.has("server")) return details;
        JsonFields node = root.object("server");
        if (node.has("unavailable")) return details.withServer(ServerSummary.unavailable(node.text("unavailable")));
        Map<String, Long> counters = new LinkedHashMap<>();
        for (Map.Entry<String, JsonFields> e : node.objectsByName("counters").entrySet())
            counters.put(e.getKey(), e.getValue().longValue("delta"));
        Duration window = node.millis("windowMillis");
        try {
            return details.withServer(new ServerSummary(counters, window.toNanos(), null));
        } catch (IllegalArgumentException e) {
            throw node.invalid("windowMillis", e.getMessage(), e);
        }
    }
}
