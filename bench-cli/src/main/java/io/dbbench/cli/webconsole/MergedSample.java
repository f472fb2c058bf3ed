package io.dbbench.cli.webconsole;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One second of several replicas as the merged page reads it: each replica's own figures side by side, and their
 * sum. What adds is summed (TPS per transaction type, users, errors, traffic, the commits each replica's transactions
 * declared, transactions so far); the database's commit counter does not (replicas of one database share it);
 * percentiles do not add nor average, so they are shown per replica only. A replica adds its rates only while live and
 * its latest sample is fresh: an ended or silent replica's last TPS is not the cluster's.
 */
final class MergedSample {
    /** A replica whose latest sample is older than this is not in the sum's rates (it sends one a second). */
    static final long FRESH_NANOS = 3_000_000_000L;

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Summed only when every fresh replica sends it: a replica on an older dbbench, without it, would add its
     * transactions to the summed TPS but none of their commits, which would read as commits lost.
     */
    private static final String DECLARED_COMMITS = "declaredCommitsPerSecond";
    /** The figures of a replica's sample the merged page shows: numbers (or null) and the phase. */
    private static final List<String> FIGURES = List.of(
            "remainingSeconds",
            "usersLoggedOn",
            "usersTarget",
            "tps",
            "failedInInterval",
            "totalCompleted",
            "totalFailed",
            "dmlPerSecond",
            "networkMegabitsPerSecond",
            "roundTripsPerTransaction",
            "dbCpuPercent",
            "dbDiskMegabytesPerSecond",
            // each replica's own transactions' count: summed, unlike the database's counter below
            DECLARED_COMMITS,
            // per replica only, never in the sum: replicas of one database read the same counter
            "dbCommitsPerSecond");

    private static final List<String> TRANSACTION_FIGURES =
            List.of("tps", "completed", "failed", "meanMillis", "p50Millis", "p95Millis", "p99Millis");
    /** What adds over replicas, of a sample's figures. */
    private static final List<String> RATES = List.of(
            "usersLoggedOn",
            "usersTarget",
            "tps",
            "failedInInterval",
            "dmlPerSecond",
            "networkMegabitsPerSecond",
            DECLARED_COMMITS);

    private MergedSample() {}

    static String of(long epochMillis, long nowNanos, List<ReplicaFeed.View> views) {
        ObjectNode root = JSON.createObjectNode();
        root.put("epochMillis", epochMillis);
        ObjectNode sum = root.putObject("sum");
        Map<String, Double> rates = new LinkedHashMap<>();
        for (String r : RATES) rates.put(r, null);
        double totalCompleted = 0;
        double totalFailed = 0;
        Map<String, Long> codes = new TreeMap<>();
        Map<String, ObjectNode> transactions = new LinkedHashMap<>();
        int inSum = 0;
        int live = 0;
        boolean declaredByAll = true;
        ArrayNode replicas = root.putArray("replicas");
        for (ReplicaFeed.View v : views) {
            JsonNode s = v.sample();
            boolean fresh = s != null
                    && v.state() == ReplicaFeed.State.LIVE
                    && nowNanos - v.sampleReceivedNanos() <= FRESH_NANOS;
            if (!v.state().over()) live++;
            replicas.add(replica(v, fresh));
            if (s == null) continue;
            // transactions so far: the last count of every replica heard, ended ones too
            totalCompleted += s.path("totalCompleted").asDouble(0);
            totalFailed += s.path("totalFailed").asDouble(0);
            if (!fresh) continue;
            inSum++;
            declaredByAll &= s.path(DECLARED_COMMITS).isNumber();
            for (String r : RATES) {
                JsonNode n = s.path(r);
                if (n.isNumber()) rates.merge(r, n.asDouble(), (a, b) -> a == null ? b : a + b);
            }
            s.path("failuresByCode").fields().forEachRemaining(f -> {
                if (f.getValue().canConvertToLong())
                    codes.merge(f.getKey(), f.getValue().asLong(), Long::sum);
            });
            for (JsonNode t : s.path("transactions")) {
                String id = t.path("id").asText(t.path("shortName").asText(""));
                ObjectNode merged = transactions.computeIfAbsent(id, k -> {
                    ObjectNode n = JSON.createObjectNode();
                    n.put("id", k);
                    n.put("shortName", t.path("shortName").asText(k));
                    n.put("tps", 0.0);
                    n.put("completed", 0L);
                    n.put("failed", 0L);
                    return n;
                });
                merged.put("tps", merged.get("tps").asDouble() + t.path("tps").asDouble(0));
                merged.put(
                        "completed",
                        merged.get("completed").asLong() + t.path("completed").asLong(0));
                merged.put(
                        "failed",
                        merged.get("failed").asLong() + t.path("failed").asLong(0));
            }
        }
        if (!declaredByAll) rates.put(DECLARED_COMMITS, null);
        rates.forEach((k, v) -> {
            if (v == null) sum.putNull(k);
            else sum.put(k, v);
        });
        sum.put("totalCompleted", (long) totalCompleted);
        sum.put("totalFailed", (long) totalFailed);
        ObjectNode byCode = sum.putObject("failuresByCode");
        codes.forEach(byCode::put);
        ArrayNode tx = sum.putArray("transactions");
        transactions.values().forEach(tx::add);
        root.put("replicasInSum", inSum);
        root.put("replicasLive", live);
        return root.toString();
    }

    private static ObjectNode replica(ReplicaFeed.View v, boolean fresh) {
        ObjectNode r = JSON.createObjectNode();
        r.put("name", v.url().name());
        if (v.url().page() == null) r.putNull("url"); // a child that has not said where its console is
        else r.put("url", v.url().toString());
        r.put("state", v.state().name().toLowerCase(java.util.Locale.ROOT));
        r.put("detail", v.detail());
        r.put("fresh", fresh);
        if (v.exitCode() == null) r.putNull("exitCode");
        else r.put("exitCode", v.exitCode());
        if (v.resultsServed())
            r.put("results", v.url().page().resolve("/results.html").toString());
        else r.putNull("results");
        ObjectNode identity = r.putObject("identity");
        JsonNode id = v.identity();
        if (id != null)
            for (String k : List.of("config", "benchmark", "database", "length", "users")) {
                JsonNode n = id.path(k);
                if (n.isTextual() || n.isNumber()) identity.set(k, n);
            }
        JsonNode s = v.sample();
        if (s == null) {
            r.putNull("sample");
            return r;
        }
        ObjectNode out = r.putObject("sample");
        if (s.path("phase").isTextual()) out.set("phase", s.get("phase"));
        for (String f : FIGURES) out.set(f, number(s.path(f)));
        ArrayNode tx = out.putArray("transactions");
        for (JsonNode t : s.path("transactions")) {
            ObjectNode o = tx.addObject();
            o.put("id", t.path("id").asText(""));
            o.put("shortName", t.path("shortName").asText(""));
            for (String f : TRANSACTION_FIGURES) o.set(f, number(t.path(f)));
        }
        return r;
    }

    /** A replica's figure as is when a number, else null: nothing but numbers comes through. */
    private static JsonNode number(JsonNode n) {
        return n.isNumber() ? n : JSON.nullNode();
    }
}
