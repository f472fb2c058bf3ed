package io.dbbench.core.result.format;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dbbench.core.result.MergeSummary;
import io.dbbench.core.result.ReplicaRun;
import io.dbbench.core.result.RunDetails;
import io.dbbench.core.result.StartRendezvous;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The replica fields of results.json: {@code replica} in a replica's own file, {@code merge} in a file
 * merged from replicas. Each is written only when there is something to say, so a plain run's file
 * stays as it was, and a reader that knows nothing of replicas reads a merged file as an ordinary run.
 */
final class ReplicaJson {
    private ReplicaJson() {}

    static void write(RunDetails d, ObjectNode root, JsonNodeFactory json) {
        ReplicaRun r = d.replica();
        if (r != null) {
            ObjectNode node = root.putObject("replica").put("index", r.index()).put("count", r.count());
            putInstant(node, "startAt", r.startAt());
            StartRendezvous rv = r.rendezvous();
            if (rv != null) {
                node.putObject("rendezvous")
                        .put("runKey", rv.runKey())
                        .put("arrivalSpreadMillis", rv.arrivalSpreadMillis())
                        .put("clockOffsetMillis", rv.clockOffsetMillis())
                        .put("clockOffsetErrorMillis", rv.clockOffsetErrorMillis());
            }
        }
        MergeSummary m = d.merge();
        if (m == null) return;
        ObjectNode node = root.putObject("merge");
        putInstant(node, "startAt", m.startAt());
        node.put("overlapStart", m.overlapStart().toString())
                .put("overlapEnd", m.overlapEnd().toString())
                .put("startSpreadMillis", m.startSpreadMillis());
        ArrayNode rows = node.putArray("replicas");
        for (MergeSummary.ReplicaRow row : m.replicas()) {
            rows.addObject()
                    .put("name", row.name())
                    .put("index", row.index())
                    .put("completed", row.completed())
                    .put("failed", row.failed())
                    .put("transactionsPerSecond", JsonNumbers.derived(row.transactionsPerSecond()))
                    .put("p50Nanos", row.p50Nanos())
                    .put("p99Nanos", row.p99Nanos())
                    .put("startSkewMillis", row.startSkewMillis())
                    .put("outsideOverlapMillis", row.outsideOverlapMillis());
        }
        ArrayNode excluded = node.putArray("excluded");
        m.excluded().forEach(excluded::add);
    }

    static RunDetails read(JsonFields root, RunDetails details) throws MalformedResultsException {
        RunDetails d = details;
        if (root.has("replica")) {
            JsonFields r = root.object("replica");
            try {
                StartRendezvous rv = null;
                if (r.has("rendezvous")) {
                    JsonFields v = r.object("rendezvous");
                    rv = new StartRendezvous(
                            v.text("runKey"),
                            v.longValue("arrivalSpreadMillis"),
                            v.longValue("clockOffsetMillis"),
                            v.longValue("clockOffsetErrorMillis"));
                }
                d = d.withReplica(
                        new ReplicaRun(r.intValue("index"), r.intValue("count"), instantOrNull(r, "startAt"), rv));
            } catch (IllegalArgumentException e) {
                throw root.invalid("replica", e.getMessage(), e);
            }
        }
        if (root.has("merge")) {
            JsonFields m = root.object("merge");
            List<MergeSummary.ReplicaRow> rows = new ArrayList<>();
            for (JsonFields row : m.objects("replicas")) {
                rows.add(new MergeSummary.ReplicaRow(
                        row.text("name"),
                        row.intValue("index"),
                        row.longValue("completed"),
                        row.longValue("failed"),
                        row.doubleValue("transactionsPerSecond"),
                        row.longValue("p50Nanos"),
                        row.longValue("p99Nanos"),
                        row.longValue("startSkewMillis"),
                        row.longValue("outsideOverlapMillis")));
            }
            d = d.withMerge(new MergeSummary(
                    rows,
                    m.instant("overlapStart"),
                    m.instant("overlapEnd"),
                    instantOrNull(m, "startAt"),
                    m.strings("excluded")));
        }
        return d;
    }

    private static void putInstant(ObjectNode node, String name, Instant value) {
        if (value == null) node.putNull(name);
        else node.put(name, value.toString());
    }

    private static Instant instantOrNull(JsonFields node, String name) throws MalformedResultsException {
        return node.textOrNull(name) == null ? null : node.instant(name);
    }
}
