package io.dbbench.cli.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.internal.capacity.plan.CapacitySearch;
import io.dbbench.core.internal.capacity.plan.CapacitySummary;
import io.dbbench.core.internal.capacity.plan.LoadKind;
import io.dbbench.core.internal.capacity.plan.LoadLevel;
import io.dbbench.core.internal.capacity.plan.LoadStepsParser;
import io.dbbench.core.internal.capacity.plan.SloParser;
import io.dbbench.core.internal.capacity.plan.StepFigures;
import io.dbbench.core.internal.capacity.plan.TransactionFigures;
import io.dbbench.core.stats.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** capacity.csv and capacity-transactions.csv: sealed by golden files, and capacity.csv read by capacity analyze. */
class CapacityStepsCsvTest {
    @TempDir
    Path dir;

    @Test
    void theStepsFileIsTheGoldenText() throws Exception {
        assertEquals(golden("steps-golden.csv"), CapacityStepsCsv.steps(twoTypes(), LoadKind.USERS));
    }

    @Test
    void theTransactionsFileIsTheGoldenText() throws Exception {
        assertEquals(
                golden("steps-transactions-golden.csv"), CapacityStepsCsv.transactions(twoTypes(), LoadKind.USERS));
    }

    @Test
    void theSectionsStepsAreWrittenAsTheirGoldenTexts() throws Exception {
        CapacitySummary summary = CapacitySectionTest.section().outcome().summary();
        assertEquals(golden("section-steps-golden.csv"), CapacityStepsCsv.steps(summary, LoadKind.USERS));
    }

    /**
     * Three steps of two types, 2 to 8 users, SLO p99<5ms: one type's name holds a comma, the last step fails some
     * transactions and breaks the SLO; the client's CPU measured; think time 1 ms between transactions.
     */
    static CapacitySummary twoTypes() throws Exception {
        CapacitySearch search =
                new CapacitySearch(LoadStepsParser.parse("2,4,8", null, null), SloParser.parseAll(List.of("p99<5ms")));
        double[][] tps = {{1000.4, 1010.2, 990.1}, {1800.25, 1790.5, 1830}, {1850, 1700.5, 1900.75}};
        long[] failed = {0, 3, 120};
        double[] p99Millis = {2.0004, 3.5, 7.25};
        double[] cpu = {24.44, 47.5, 61.05};
        List<StepFigures> steps = new java.util.ArrayList<>();
        for (int s = 0; s < tps.length; s++) {
            long completed = Math.round((tps[s][0] + tps[s][1] + tps[s][2]) * 10);
            long orders = completed * 2 / 3;
            double p99 = p99Millis[s] * 1e6;
            TransactionFigures all = new TransactionFigures(
                    TransactionFigures.ALL, null, completed, failed[s], 1.2345e6, 0.9e6, 1.5e6, 1.75e6, p99, p99 * 2);
            TransactionFigures newOrder = new TransactionFigures(
                    "New Order", "NO", orders, failed[s], 1.5e6, 1.1e6, 1.8e6, 2.1e6, p99 * 1.1, p99 * 2);
            TransactionFigures payment = new TransactionFigures(
                    "Pay, cash", null, completed - orders, 0, 0.7e6, 0.6e6, 0.9e6, 1.0e6, p99 * 0.5, p99);
            steps.add(new StepFigures(
                    LoadLevel.users(2 << s),
                    Score.of(tps[s], CapacitySearch.SATURATION_CONFIDENCE),
                    all,
                    List.of(newOrder, payment),
                    completed + 500,
                    failed[s],
                    1e6,
                    cpu[s]));
        }
        return search.summarize(steps);
    }

    @Test
    void capacityAnalyzeReadsTheStepsFileAsItIsWritten() throws Exception {
        CapacitySection section = CapacitySectionTest.section();
        String text = CapacityStepsCsv.steps(section.outcome().summary(), LoadKind.USERS);
        CapacityData data = CapacityCsv.read("capacity.csv", List.of(text.split("\n")), null, null);
        assertEquals("users", data.loadName());
        assertEquals("tps", data.throughputName());
        List<StepFigures> steps = section.outcome().summary().steps();
        assertEquals(steps.size(), data.points().size());
        for (int i = 0; i < steps.size(); i++) {
            assertEquals(steps.get(i).load().value(), data.points().get(i).load());
            assertEquals(
                    steps.get(i).transactionsPerSecond().mean(),
                    data.points().get(i).throughput(),
                    steps.get(i).transactionsPerSecond().mean() * 1e-5,
                    "step " + (i + 1) + "'s TPS, to the 6 significant digits written");
        }
    }

    @Test
    void aStepWithNoTpsIsACommentLineThatCapacityAnalyzeSkips() throws Exception {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), List.of());
        CapacitySummary summary =
                search.summarize(List.of(step(1, 500, 510, 505), step(2, 900, 910, 905), step(4, 0, 0, 0)));
        String text = CapacityStepsCsv.steps(summary, LoadKind.USERS);
        String[] lines = text.split("\n");
        assertEquals(4, lines.length, text);
        assertTrue(lines[3].startsWith("# 3,4,0,"), lines[3]);
        CapacityData data = CapacityCsv.read("capacity.csv", List.of(lines), null, null);
        assertEquals(2, data.points().size());
    }

    @Test
    void aSlowWorkloadsStepsAreReadBackByCapacityAnalyzeWithTheirOwnTps() throws Exception {
        CapacitySearch search = new CapacitySearch(LoadStepsParser.parse("1,2,4", null, null), List.of());
        CapacitySummary summary = search.summarize(
                List.of(step(1, 0.033, 0.034, 0.032), step(2, 0.0655, 0.066, 0.0665), step(4, 0.1234567, 0.125, 0.12)));
        String text = CapacityStepsCsv.steps(summary, LoadKind.USERS);
        CapacityData data = CapacityCsv.read("capacity.csv", List.of(text.split("\n")), null, null);
        assertEquals(3, data.points().size(), text);
        for (int i = 0; i < 3; i++) {
            double tps = summary.steps().get(i).transactionsPerSecond().mean();
            assertEquals(tps, data.points().get(i).throughput(), tps * 1e-5, "step " + (i + 1) + ": " + text);
        }
        assertTrue(text.split("\n")[1].startsWith("1,1,0.033,"), text);
    }

    @Test
    void tpsIsWrittenToSixSignificantDigitsWithoutAnExponent() {
        assertEquals("0.0333333", CapacityStepsCsv.significant(1 / 30.0));
        assertEquals("1234570", CapacityStepsCsv.significant(1234567.4));
        assertEquals("1000.25", CapacityStepsCsv.significant(1000.2499999));
        assertEquals("0", CapacityStepsCsv.significant(0));
        assertEquals("", CapacityStepsCsv.significant(Double.NaN));
    }

    @Test
    void theLoadColumnIsNamedByTheStepsKind() {
        assertEquals(
                "users", CapacityStepsCsv.stepColumns(LoadKind.USERS).get(1).header());
        assertEquals("rate", CapacityStepsCsv.stepColumns(LoadKind.RATE).get(1).header());
        assertEquals(
                "rate",
                CapacityStepsCsv.transactionColumns(LoadKind.RATE).get(1).header());
    }

    @Test
    void numbersAreFixedDecimalsAndNamesAreQuotedAsRfc4180Says() {
        assertEquals("1234.6", CapacityStepsCsv.decimals(1234.55000001, 1));
        assertEquals("0.125", CapacityStepsCsv.decimals(0.125, 3));
        assertEquals("", CapacityStepsCsv.decimals(Double.NaN, 1));
        assertEquals("New Order", CapacityStepsCsv.quoted("New Order"));
        assertEquals("\"a, b\"", CapacityStepsCsv.quoted("a, b"));
        assertEquals("\"say \"\"hi\"\"\"", CapacityStepsCsv.quoted("say \"hi\""));
    }

    /** A step of {@code users} whose three measured iterations did {@code tps} each, ten seconds long. */
    static StepFigures step(int users, double... tps) {
        long completed = Math.round((tps[0] + tps[1] + tps[2]) * 10);
        TransactionFigures all = new TransactionFigures(
                TransactionFigures.ALL, null, completed, 0, 1e6, 0.5e6, 0.7e6, 0.75e6, 0.9e6, 1.8e6);
        TransactionFigures type =
                new TransactionFigures("Insert Txn", "I", completed, 0, 1e6, 0.5e6, 0.7e6, 0.75e6, 0.9e6, 1.8e6);
        return new StepFigures(
                LoadLevel.users(users),
                Score.of(tps, CapacitySearch.SATURATION_CONFIDENCE),
                all,
                List.of(type),
                completed,
                0,
                0,
                25.0);
    }

    static String golden(String name) throws IOException {
        try (InputStream in = CapacityStepsCsvTest.class.getResourceAsStream("/capacity/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource /capacity/" + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        }
    }
}
