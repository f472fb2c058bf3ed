package io.dbbench.it.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialects;
import io.dbbench.core.internal.server.CounterDelta;
import io.dbbench.core.internal.server.CounterSnapshot;
import io.dbbench.core.internal.server.ServerCounters;
import io.dbbench.core.internal.server.ServerCountersUnavailableException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

/**
 * Oracle's server counters on Oracle Free, where Docker and the image are there (skipped without Docker):
 * a user without the dictionary role gets the one-line fallback; with SELECT_CATALOG_ROLE, commits made
 * between two snapshots show in the delta.
 */
@Testcontainers(disabledWithoutDocker = true)
class ServerCountersOracleIT {
    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart")
            .withUsername("bench")
            .withPassword("bench_pw1");

    private static final int COMMITS = 50;

    @Test
    void withoutTheRoleTheFallbackSaysWhatToGrantAndWithItCommitsShow() throws Exception {
        ServerCounters counters = ServerCounters.forDialect(Dialects.oracle()).orElseThrow();
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "bench", "bench_pw1")) {
            ServerCountersUnavailableException e =
                    assertThrows(ServerCountersUnavailableException.class, () -> counters.read(c));
            assertTrue(e.getMessage().contains("SELECT_CATALOG_ROLE"), e.getMessage());
            assertEquals(-1, e.getMessage().indexOf('\n'), "one line");
        }
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "system", "bench_pw1");
                Statement s = c.createStatement()) {
            s.execute("GRANT SELECT_CATALOG_ROLE TO bench");
        }
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "bench", "bench_pw1");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE server_counters_t (n NUMBER)");
            c.setAutoCommit(false);
            CounterSnapshot before = counters.read(c);
            for (int i = 0; i < COMMITS; i++) {
                s.executeUpdate("INSERT INTO server_counters_t VALUES (" + i + ")");
                c.commit();
            }
            CounterDelta delta = before.until(counters.read(c));
            // the instance counts every session's commits: ours, and whatever the background did meanwhile
            assertTrue(delta.get(ServerCounters.COMMITS).getAsLong() >= COMMITS, delta.toString());
            assertTrue(delta.get(ServerCounters.LOG_BYTES).getAsLong() > 0, delta.toString());
            assertTrue(delta.get(ServerCounters.DB_CPU_MICROS).isPresent(), delta.toString());
        }
    }
}
