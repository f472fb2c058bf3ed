package io.dbbench.cli.webconsole;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.engine.ProgressSnapshot;
import io.dbbench.core.engine.ProgressSnapshot.TransactionProgress;
import io.dbbench.core.result.TrafficTotals;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class SampleJsonTest {
    @Test
    void aSecondOfTheRunPerTransactionType_statementsLeftOut_unknownFiguresNull() {
        Histogram latency = new Histogram(3);
        for (int i = 1; i <= 100; i++) latency.recordValue(i * 1_000_000L);
        ProgressSnapshot s = new ProgressSnapshot(
                1_700_000_000_000L,
                5_000_000_000L,
                25_000_000_000L,
                3,
                4,
                600,
                10,
                1,
                50,
                2,
                20,
                true,
                List.of(
                        new TransactionProgress("NewCustomer", "NC\"<x>", 10, 1, 2_500_000, latency),
                        new TransactionProgress("NewCustomer.s1", "s1", 10, 0, 1_000_000, null, true)),
                null);
        s = s.withFailuresByCode(java.util.Map.of("ORA-00060", 1L, "40001", 2L));
        String json = SampleJson.of(s, "measuring", 4, 8, Double.NaN, 1.5, 42.5);
        assertTrue(json.contains("\"failuresByCode\":{\"40001\":2,\"ORA-00060\":1}"), "sorted by code: " + json);
        assertTrue(json.contains("\"dmlPerSecond\":20"), json);
        assertTrue(json.contains("\"remainingSeconds\":25,\"phase\":\"measuring\""), json);
        assertTrue(json.contains("\"usersLoggedOn\":3,\"usersTarget\":4,\"usersCeiling\":8"), json);
        assertTrue(json.contains("\"networkMegabitsPerSecond\":null"), "not counted: " + json);
        assertTrue(
                json.contains("\"dbCpuPercent\":null,\"dbDiskMegabytesPerSecond\":1.500,\"dbCommitsPerSecond\":42.500"),
                json);
        assertTrue(json.contains("\"shortName\":\"NC\\\"\\u003cx>\""), "escaped, no tag can open: " + json);
        assertTrue(json.contains("\"meanMillis\":2.500"), json);
        assertTrue(json.contains("\"p50Millis\":50.0"), json);
        assertTrue(json.contains("\"p99Millis\":99.0"), json);
        assertFalse(json.contains("s1"), "a statement is inside its transaction's figures: " + json);
    }

    @Test
    void trafficAsMegabitsAndRoundTripsPerTransaction() {
        ProgressSnapshot s = new ProgressSnapshot(
                        0, 1, -1, 1, 1, 1, 4, 0, 4, 0, 0, false, List.of(new TransactionProgress("T", "T", 4, 0, 1e6)))
                .withTraffic(new TrafficTotals(500_000, 500_000, 12), 1_000_000_000L);
        String json = SampleJson.of(s, "warm-up", -1, -1, Double.NaN, Double.NaN, Double.NaN);
        assertTrue(json.contains("\"remainingSeconds\":null"), json);
        assertTrue(json.contains("\"dbCommitsPerSecond\":null"), "not read: " + json);
        assertTrue(json.contains("\"declaredCommitsPerSecond\":0,"), "none declared: " + json);
        assertTrue(json.contains("\"usersTarget\":1"), "the run's own count: " + json);
        assertTrue(json.contains("\"networkMegabitsPerSecond\":8,\"roundTripsPerTransaction\":3"), json);
    }

    @Test
    void theCommitsOurTransactionsDeclaredPerSecond_besideTheDatabases() {
        ProgressSnapshot s = new ProgressSnapshot(
                        0, 1, -1, 1, 1, 1, 4, 0, 4, 0, 0, false, List.of(new TransactionProgress("T", "T", 4, 0, 1e6)))
                .withTraffic(TrafficTotals.ZERO, 500_000_000L)
                .withDeclaredCommits(7);
        String json = SampleJson.of(s, "measuring", -1, -1, Double.NaN, Double.NaN, 13);
        assertTrue(
                json.contains("\"dbCommitsPerSecond\":13,\"declaredCommitsPerSecond\":14,"),
                "7 in half a second: " + json);
    }

    @Test
    void numbersAreJson() {
        assertEquals(
                "null",
                Json.number(new StringBuilder(), Double.POSITIVE_INFINITY).toString());
        assertEquals("3", Json.number(new StringBuilder(), 3.0).toString());
        assertEquals("\"a\\nb\\u0001\"", Json.quote("a\nb\u0001"));
    }
}
