package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class MergedSampleTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long NOW = 100_000_000_000L;

    /** A replica's sample as its console sends it (SampleJson's fields). */
    static String sample(long epochMillis, double newOrderTps, double paymentTps, int users, long total, long failed) {
        return "{\"epochMillis\":" + epochMillis + ",\"phase\":\"measuring\",\"remainingSeconds\":20"
                + ",\"usersLoggedOn\":" + users + ",\"usersTarget\":" + users + ",\"tps\":" + (newOrderTps + paymentTps)
                + ",\"failedInInterval\":1,\"totalCompleted\":" + total + ",\"totalFailed\":" + failed
                + ",\"dmlPerSecond\":10,\"networkMegabitsPerSecond\":2.5,\"roundTripsPerTransaction\":4"
                + ",\"dbCpuPercent\":50,\"dbDiskMegabytesPerSecond\":null,\"dbCommitsPerSecond\":120"
                + ",\"declaredCommitsPerSecond\":" + (2 * newOrderTps + paymentTps)
                + ",\"failuresByCode\":{\"40001\":1}"
                + ",\"transactions\":[{\"id\":\"NewOrder\",\"shortName\":\"NO\",\"tps\":" + newOrderTps
                + ",\"completed\":" + (long) newOrderTps + ",\"failed\":1,\"meanMillis\":2,\"p50Millis\":1.5"
                + ",\"p95Millis\":" + users + ",\"p99Millis\":9},{\"id\":\"Payment\",\"shortName\":\"PA\",\"tps\":"
                + paymentTps + ",\"completed\":" + (long) paymentTps + ",\"failed\":0,\"meanMillis\":1"
                + ",\"p50Millis\":1,\"p95Millis\":2,\"p99Millis\":3}]}";
    }

    private static ReplicaFeed.View view(String url, ReplicaFeed.State state, String sample, long receivedNanos)
            throws Exception {
        return new ReplicaFeed.View(
                ReplicaUrl.parse(url),
                state,
                state.name().toLowerCase(),
                JSON.readTree("{\"config\":\"Stress Test\",\"database\":\"jdbc:postgresql://db/soe\",\"users\":2}"),
                sample == null ? null : JSON.readTree(sample),
                receivedNanos,
                state == ReplicaFeed.State.ENDED ? 0 : null,
                false);
    }

    @Test
    void ratesAddOverLiveFreshReplicas_totalsOverAll_percentilesStayPerReplica() throws Exception {
        List<ReplicaFeed.View> views = List.of(
                view("http://a:1/", ReplicaFeed.State.LIVE, sample(1, 100, 50, 2, 1000, 3), NOW - 500_000_000L),
                view("http://b:1/", ReplicaFeed.State.LIVE, sample(1, 10, 5, 4, 200, 1), NOW),
                // its last second is not the cluster's now: rates out, its total in
                view("http://c:1/", ReplicaFeed.State.ENDED, sample(1, 7, 7, 8, 30, 0), NOW),
                // silent for longer than a sample's second, though still connected
                view("http://d:1/", ReplicaFeed.State.LIVE, sample(1, 9, 9, 16, 40, 0), NOW - 4_000_000_000L),
                view("http://e:1/", ReplicaFeed.State.UNREACHABLE, null, 0));
        JsonNode m = JSON.readTree(MergedSample.of(12345, NOW, views));
        JsonNode sum = m.get("sum");
        assertEquals(165.0, sum.get("tps").asDouble(), 1e-9);
        assertEquals(6, sum.get("usersLoggedOn").asInt());
        assertEquals(6, sum.get("usersTarget").asInt());
        assertEquals(2, sum.get("failedInInterval").asInt());
        assertEquals(5.0, sum.get("networkMegabitsPerSecond").asDouble(), 1e-9);
        assertEquals(1270, sum.get("totalCompleted").asLong());
        assertEquals(4, sum.get("totalFailed").asLong());
        assertEquals(2, sum.get("failuresByCode").get("40001").asLong());
        JsonNode no = sum.get("transactions").get(0);
        assertEquals("NO", no.get("shortName").asText());
        assertEquals(110.0, no.get("tps").asDouble(), 1e-9);
        assertEquals(2, no.get("failed").asLong());
        assertEquals(55.0, sum.get("transactions").get(1).get("tps").asDouble(), 1e-9);
        for (JsonNode t : sum.get("transactions")) assertFalse(t.has("p95Millis"), "no summed nor averaged percentile");
        assertFalse(sum.has("dbCpuPercent"), "one database's CPU seen by two replicas does not add");
        assertFalse(sum.has("dbCommitsPerSecond"), "replicas of one database read the same commit counter");
        assertEquals(
                (2 * 100 + 50) + (2 * 10 + 5),
                sum.get("declaredCommitsPerSecond").asDouble(),
                1e-9,
                "each replica's own transactions' commits add");
        assertEquals(2, m.get("replicasInSum").asInt());
        assertEquals(3, m.get("replicasLive").asInt());

        JsonNode replicas = m.get("replicas");
        assertEquals(5, replicas.size());
        assertEquals("a:1", replicas.get(0).get("name").asText());
        assertEquals(
                120, replicas.get(0).get("sample").get("dbCommitsPerSecond").asInt(), "per replica");
        assertEquals(
                25,
                replicas.get(1).get("sample").get("declaredCommitsPerSecond").asInt());
        assertEquals(2.0, replicas.get(0).at("/sample/transactions/0/p95Millis").asDouble(), 1e-9);
        assertEquals(4.0, replicas.get(1).at("/sample/transactions/0/p95Millis").asDouble(), 1e-9);
        assertEquals("ended", replicas.get(2).get("state").asText());
        assertFalse(replicas.get(2).get("fresh").asBoolean());
        assertFalse(replicas.get(3).get("fresh").asBoolean());
        assertTrue(replicas.get(4).get("sample").isNull());
        assertEquals("unreachable", replicas.get(4).get("state").asText());
        assertEquals("Stress Test", replicas.get(0).at("/identity/config").asText());
    }

    @Test
    void aFreshReplicaWithoutDeclaredCommits_leavesNoSumOfThem() throws Exception {
        // an older dbbench's sample: no declaredCommitsPerSecond, its transactions still in the summed TPS
        String older = sample(1, 10, 5, 4, 200, 1).replace(",\"declaredCommitsPerSecond\":25.0", "");
        assertFalse(older.contains("declaredCommitsPerSecond"), older);
        JsonNode m = JSON.readTree(MergedSample.of(
                1,
                NOW,
                List.of(
                        view("http://a:1/", ReplicaFeed.State.LIVE, sample(1, 100, 50, 2, 1000, 3), NOW),
                        view("http://b:1/", ReplicaFeed.State.LIVE, older, NOW))));
        assertEquals(165.0, m.at("/sum/tps").asDouble(), 1e-9);
        assertTrue(m.at("/sum/declaredCommitsPerSecond").isNull(), "not half a sum that reads as commits lost");
        assertEquals(250, m.at("/replicas/0/sample/declaredCommitsPerSecond").asInt(), "still its own");
        assertTrue(m.at("/replicas/1/sample/declaredCommitsPerSecond").isNull());
    }

    @Test
    void aReplicasFiguresComeThroughOnlyAsNumbers() throws Exception {
        String odd = "{\"epochMillis\":1,\"tps\":\"<script>\",\"usersLoggedOn\":{\"x\":1},\"totalCompleted\":5,"
                + "\"transactions\":[{\"id\":\"T\",\"shortName\":\"T\",\"tps\":[1],\"p95Millis\":\"NaN\"}]}";
        JsonNode m =
                JSON.readTree(MergedSample.of(1, NOW, List.of(view("http://a:1/", ReplicaFeed.State.LIVE, odd, NOW))));
        JsonNode s = m.at("/replicas/0/sample");
        assertTrue(s.get("tps").isNull());
        assertTrue(s.get("usersLoggedOn").isNull());
        assertTrue(s.at("/transactions/0/tps").isNull());
        assertTrue(s.at("/transactions/0/p95Millis").isNull());
        assertTrue(m.at("/sum/tps").isNull(), "no replica said a TPS");
        assertEquals(0.0, m.at("/sum/transactions/0/tps").asDouble(), 1e-9);
    }
}
