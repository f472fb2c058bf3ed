package io.dbbench.it.embedding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.measure.Benchmark;
import io.dbbench.core.measure.BenchmarkAssert;
import io.dbbench.core.measure.BenchmarkResult;
import io.dbbench.core.measure.ConnectionMode;
import io.dbbench.core.measure.TransactionFigures;
import io.dbbench.core.workload.Outcome;
import io.dbbench.it.EmbeddedDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Code transactions on a real PostgreSQL: what the engine counts as committed, rolled back and
 * failed is exactly what the table holds afterwards, in session mode over a JDBC URL with credentials.
 */
class CodeBenchmarkIT {
    private static EmbeddedDatabase.Database db;

    @BeforeAll
    static void table() throws Exception {
        db = EmbeddedDatabase.newDatabase("codebench");
        try (Connection c = db.dataSource().getConnection();
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, session INTEGER NOT NULL)");
        }
    }

    @Test
    void committedRowsStayRolledBackAndFailedOnesDoNot() throws Exception {
        BenchmarkResult result = Benchmark.builder()
                .jdbcUrl(db.jdbcUrl(), db.user(), db.password())
                .connectionMode(ConnectionMode.SESSION)
                .users(3)
                .maxTransactions(600)
                .seed(3)
                .transaction("insert", 1, ctx -> {
                    int id = ctx.randomInt(1, 1_000_000_000);
                    try (PreparedStatement ps = ctx.connection().prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                        ps.setInt(1, id);
                        ps.setInt(2, ctx.sessionId());
                        ps.executeUpdate();
                    }
                    if (id % 3 == 0) {
                        ctx.connection().rollback();
                        return Outcome.ROLLED_BACK;
                    }
                    if (id % 3 == 1) {
                        // a duplicate key: the engine rolls back the whole transaction
                        try (Statement again = ctx.connection().createStatement()) {
                            again.executeUpdate("INSERT INTO t VALUES (" + id + ", 0)");
                        }
                    }
                    ctx.connection().commit();
                    return Outcome.COMMITTED;
                })
                .build()
                .run();

        TransactionFigures f = result.transaction("insert");
        assertEquals(600, f.count() + f.failures());
        assertTrue(f.rolledBack() > 0 && f.failures() > 0 && f.count() > f.rolledBack(), f.toString());
        assertEquals(Map.of("23505", f.failures()), result.single().errorsByCode());
        assertEquals(f.count() - f.rolledBack(), db.count("SELECT count(*) FROM t"), "only committed rows are left");
        BenchmarkAssert.that(result).countAtLeast("insert", 100).percentileAtMost("insert", 50, Duration.ofSeconds(5));
    }
}
