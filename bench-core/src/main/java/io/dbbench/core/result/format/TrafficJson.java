package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.RunTraffic;
import io.dbbench.core.result.TrafficTotals;
import io.dbbench.core.result.TransactionTraffic;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code traffic} section of results.json: bytes out/in and round trips per transaction type and in
 * total, with their means per transaction. Written only when the run counted its traffic, so other
 * runs' files stay as they were; the per-transaction means and the total are derived and recomputed on
 * reading.
 */
final class TrafficJson {
    private TrafficJson() {}

    static void write(RunTraffic traffic, ObjectNode root) {
        if (!traffic.measured()) return;
        ObjectNode node = root.putObject("traffic");
        node.put("method", traffic.method());
        put(node.putObject("total"), traffic.total());
        ArrayNode transactions = node.putArray("transactions");
        for (TransactionTraffic t : traffic.transactions())
            put(transactions.addObject().put("id", t.id()), t);
    }

    private static void put(ObjectNode node, TransactionTraffic t) {
        TrafficTotals totals = t.totals();
        node.put("executions", t.executions())
                .put("bytesOut", totals.bytesOut())
                .put("bytesIn", totals.bytesIn())
                .put("roundTrips", totals.roundTrips())
                .put("bytesOutPerTransaction", JsonNumbers.derived(t.bytesOutPerTransaction()))
                .put("bytesInPerTransaction", JsonNumbers.derived(t.bytesInPerTransaction()))
                .put("roundTripsPerTransaction", JsonNumbers.derived(t.roundTripsPerTransaction()));
    }

    static RunDetails read(JsonFields root, RunDetails details) throws MalformedResultsException {
        if (!root.has("traffic")) return details;
        List<TransactionTraffic> transactions = new ArrayList<>();
        for (JsonFields t : root.object("traffic").objects("transactions")) {
            try {
                transactions.add(new TransactionTraffic(
                        t.text("id"),
                        t.longValue("executions"),
                        new TrafficTotals(t.longValue("bytesOut"), t.longValue("bytesIn"), t.longValue("roundTrips"))));
            } catch (IllegalArgumentException e) {
                throw t.invalid("executions", e.getMessage(), e);
            }
        }
        JsonFields section = root.object("traffic");
        // files written before Oracle's traffic was counted have no method: theirs was the client's socket
        String method = section.has("method") ? section.text("method") : RunTraffic.CLIENT_SOCKET;
        try {
            return details.withTraffic(new RunTraffic(transactions, method));
        } catch (IllegalArgumentException e) {
            throw section.invalid("method", e.getMessage(), e);
        }
    }
}
