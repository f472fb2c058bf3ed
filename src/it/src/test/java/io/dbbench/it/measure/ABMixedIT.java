package io.dbbench.it.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.compare.Verdict;
import io.dbbench.core.measure.ABResult;
import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.core.result.IterationResult;
import io.dbbench.core.result.Phase;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.it.EmbeddedDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@code compareMixed} on a real database: A's and B's transactions share the engine's sessions on the
 * embedded PostgreSQL, and a B that does five times A's work (five 200-row range scans against one) is
 * read as slower and fails the gate. Five times is far beyond any noise seen here (the per-iteration
 * ratio of two equal transactions spread by at most 9% at a load of 7), so the verdict does not depend on
 * the machine; what is tested is that the mixed run, its pairs and the gate work end to end.
 */
class ABMixedIT {
    private static Transaction scans(int count) {
        return ctx -> {
            Connection c = ctx.connection();
            try (PreparedStatement s = c.prepareStatement("SELECT sum(v) FROM ab_items WHERE id BETWEEN ? AND ?")) {
                for (int i = 0; i < count; i++) {
                    int from = ctx.randomInt(1, 9_800);
                    s.setInt(1, from);
                    s.setInt(2, from + 199);
                    try (ResultSet rs = s.executeQuery()) {
                        rs.next();
                    }
                }
            }
            c.commit();
            return Outcome.COMMITTED;
        };
    }

    @Test
    void fiveTimesTheWorkIsSlowerAndFailsTheGate() throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase("ab_mixed");
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ab_items (id int PRIMARY KEY, v bigint NOT NULL)");
            s.execute("INSERT INTO ab_items SELECT g, g % 97 FROM generate_series(1, 10000) g");
            s.execute("ANALYZE ab_items");
        }

        ABResult ab = Benchmark.builder()
                .dataSource(db.dataSource())
                .connectionMode(ConnectionMode.SESSION)
                .users(2)
                .seed(7)
                .warmup(1, Duration.ofSeconds(1))
                .iterations(4, Duration.ofSeconds(1))
                .compareMixed("one scan", scans(1), "five scans", scans(5));

        assertEquals(ABResult.Interleaving.TRANSACTIONS, ab.interleaving());
        assertSame(ab.runsA().get(0), ab.runsB().get(0));
        long measured = 0;
        for (IterationResult i : ab.runsA().get(0).details().iterations()) {
            if (i.phase() != Phase.MEASUREMENT) continue;
            measured++;
            for (String side : new String[] {"one scan", "five scans"}) {
                long completed = TransactionResult.transactionsOnly(i.transactions()).stream()
                        .filter(t -> t.shortName().equals(side))
                        .mapToLong(TransactionResult::completed)
                        .sum();
                assertTrue(completed > 0, side + " ran in every measured iteration:\n" + ab.summary());
            }
        }
        assertEquals(4, measured);
        assertEquals(0, ab.failuresA() + ab.failuresB(), ab.summary());
        assertEquals(Verdict.SLOWER, ab.meanLatency().verdict(), ab.summary());
        assertTrue(ab.meanLatency().ratio() > 2, ab.summary());
        AssertionError gate = assertThrows(
                AssertionError.class,
                () -> BenchmarkAssert.that(ab).hasNoFailures().noSlowerThan(10));
        assertTrue(gate.getMessage().startsWith("B's TPS is worse than A's by "), gate.getMessage());
    }
}
