package io.dbbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.internal.config.SwingBenchTimes;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.ServiceResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.stats.IterationScores;
import io.dbbench.core.stats.Score;
import io.dbbench.core.stats.TransactionScores;
import io.dbbench.core.stats.TrendCheck;
import java.util.Map;
import java.util.TreeMap;

/**
 * The parts of a run the report shows as tables: settings, environment, totals, transactions, errors,
 * services and scores. Settings never include the password: {@link RunResult#config()} has none.
 */
final class RunTables {
    private RunTables() {}

    static void put(RunResult r, ObjectNode run, JsonNodeFactory json) {
        put(r, null, run, json);
    }

    /** As {@link #put(RunResult, ObjectNode, JsonNodeFactory)}, the settings' load said by {@code loadNote} if given. */
    static void put(RunResult r, String loadNote, ObjectNode run, JsonNodeFactory json) {
        run.put("benchmarkName", r.benchmarkName());
        run.put("comment", r.comment());
        run.put("startTime", r.startTime().toString());
        run.put("endReason", r.endReason().name());
        run.put("interrupted", r.endReason().isInterrupted());
        run.put("topology", r.details().topology());
        run.set("settings", settings(r, loadNote, json));
        ArrayNode environment = run.putArray("environment");
        new TreeMap<>(r.environment())
                .forEach((k, v) -> environment.addArray().add(k).add(v));
        run.set("totals", totals(r, json));
        ArrayNode transactions = run.putArray("transactions");
        for (TransactionResult tx : r.transactions()) {
            ObjectNode row = transactions
                    .addObject()
                    .put("id", tx.id())
                    .put("label", label(tx))
                    .put("completed", tx.completed())
                    .put("failed", tx.failed())
                    .put("rolledBack", tx.rolledBack());
            row.setAll(LatencyData.summary(tx.latencyNanos(), json));
        }
        ArrayNode errors = run.putArray("errors");
        new TreeMap<>(r.errorsByCode())
                .forEach((code, n) -> errors.addArray().add(code).add(n));
        ArrayNode services = run.putArray("services");
        for (ServiceResult s : r.details().services()) {
            ObjectNode row = services.addObject()
                    .put("name", s.name())
                    .put("connections", s.connections())
                    .put("users", s.users())
                    .put("completed", s.completed())
                    .put("failed", s.failed());
            row.set("latency", LatencyData.summary(s.latencyNanos(), json));
            row.set("poolWait", LatencyData.summary(s.poolWaitNanos(), json));
        }
        run.set(
                "scores",
                r.details().measuredIterations().isEmpty() ? json.nullNode() : scores(IterationScores.of(r), json));
    }

    static String label(TransactionResult tx) {
        return tx.shortName() == null || tx.shortName().isBlank() ? tx.id() : tx.shortName();
    }

    private static ArrayNode settings(RunResult r, String loadNote, JsonNodeFactory json) {
        Map<String, String> s = new java.util.LinkedHashMap<>();
        LoadConfig load = r.config().load();
        ConnectionConfig connection = r.config().connection();
        s.put(
                "Config",
                r.config().source() == null
                        ? r.config().name()
                        : r.config().name() + " (" + r.config().source() + ")");
        s.put("Connect string", connection.connectString());
        s.put("User", connection.userName());
        s.put("Driver", connection.driverType());
        s.put("Users", String.valueOf(load.users()));
        s.put(
                "Topology",
                r.details().topology() == null
                        ? "one pool, one connection per user"
                        : r.details().topology());
        s.put("Run time", load.runTime().isZero() ? "until stopped" : SwingBenchTimes.format(load.runTime()));
        s.put(
                "Statistics window",
                SwingBenchTimes.format(r.statisticsDuration()) + " of " + SwingBenchTimes.format(r.runDuration()));
        s.put("Logon time", SwingBenchTimes.format(r.logonTime()));
        s.put("Think time in a transaction", load.minDelayMillis() + "–" + load.maxDelayMillis() + " ms");
        s.put("Think time between transactions", load.interMinDelayMillis() + "–" + load.interMaxDelayMillis() + " ms");
        if (load.maxTransactions() > 0) s.put("Transaction limit", String.valueOf(load.maxTransactions()));
        s.put(
                "Load",
                loadNote != null
                        ? loadNote
                        : r.details().openLoop()
                                ? String.format(
                                        java.util.Locale.ROOT,
                                        "open loop at %.1f transactions/s",
                                        r.details().targetRatePerSecond())
                                : "closed loop");
        s.put("Ended", r.endReason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        ArrayNode rows = json.arrayNode();
        s.forEach((k, v) -> {
            if (v != null && !v.isBlank()) rows.addArray().add(k).add(v);
        });
        return rows;
    }

    private static ObjectNode totals(RunResult r, JsonNodeFactory json) {
        DmlTotals dml = r.dmlTotals();
        ObjectNode totals = json.objectNode()
                .put("completed", r.totalCompleted())
                .put("failed", r.totalFailed())
                .put("averageTps", LatencyData.round3(r.averageTransactionsPerSecond()))
                .put("maxTpm", r.maxTransactionsPerMinute())
                .put(
                        "statisticsSeconds",
                        LatencyData.round3(r.statisticsDuration().toMillis() / 1000.0));
        totals.putObject("dml")
                .put("selects", dml.selects())
                .put("inserts", dml.inserts())
                .put("updates", dml.updates())
                .put("deletes", dml.deletes())
                .put("commits", dml.commits())
                .put("rollbacks", dml.rollbacks());
        return totals;
    }

    private static ObjectNode scores(IterationScores scores, JsonNodeFactory json) {
        ObjectNode node = json.objectNode()
                .put("measuredIterations", scores.measuredIterations())
                .put("confidencePercent", LatencyData.round3(scores.confidence() * 100));
        node.set("tps", score(scores.transactionsPerSecond(), 1, json));
        ArrayNode transactions = node.putArray("transactions");
        for (TransactionScores t : scores.transactions()) {
            ObjectNode row = transactions.addObject().put("id", t.id()).put("label", t.label());
            row.set("meanMs", score(t.meanNanos(), 1e6, json));
            row.set("p50Ms", score(t.p50Nanos(), 1e6, json));
            row.set("p90Ms", score(t.p90Nanos(), 1e6, json));
            row.set("p99Ms", score(t.p99Nanos(), 1e6, json));
        }
        node.set("trend", trend(scores.trend(), json));
        return node;
    }

    private static ObjectNode trend(TrendCheck t, JsonNodeFactory json) {
        ObjectNode node = json.objectNode().put("checked", t.enoughData()).put("drifting", t.drifting());
        // +∞ when throughput rose from 0: JSON has no infinity, the page says "from 0"
        if (t.enoughData() && Double.isFinite(t.driftPercent()))
            node.put("driftPercent", LatencyData.round3(t.driftPercent()));
        if (t.enoughData() && Double.isFinite(t.pValue())) node.put("pValue", LatencyData.round3(t.pValue()));
        return node;
    }

    /** mean ± error over the iterations; error is null with fewer than two (JMH prints NaN there). */
    private static ObjectNode score(Score s, double divisor, JsonNodeFactory json) {
        ObjectNode node = json.objectNode().put("n", s.n());
        if (s.n() == 0) return node.putNull("mean").putNull("error");
        node.put("mean", LatencyData.round3(s.mean() / divisor));
        if (s.hasError()) node.put("error", LatencyData.round3(s.error() / divisor));
        else node.putNull("error");
        return node;
    }
}
