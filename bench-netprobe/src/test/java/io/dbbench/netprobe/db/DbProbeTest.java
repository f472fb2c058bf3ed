package io.dbbench.netprobe.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.Secret;
import io.dbbench.netprobe.EndReason;
import io.dbbench.netprobe.ProbeConnectException;
import io.dbbench.netprobe.ProbeException;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class DbProbeTest {
    private static DbProbeConfig config(String url, int connects, int threads, long count) {
        return new DbProbeConfig(url, "soe", Secret.of("s3cret"), connects, threads, 60_000, count, 1_000, 5);
    }

    @Test
    void countsConnectsAndRoundTripsExactly() throws Exception {
        FakeJdbc db = new FakeJdbc();
        List<DbInterval> seen = new CopyOnWriteArrayList<>();
        DbProbeResult r = new DbProbe(
                        config("jdbc:postgresql://127.0.0.1:1/x", 5, 3, 100),
                        new DbProbeListener() {
                            @Override
                            public void onInterval(DbInterval interval) {
                                seen.add(interval);
                            }
                        },
                        db.factory())
                .run();
        assertEquals(5, r.connect().count());
        assertEquals(5 + 3, db.opened.get(), "5 timed connects, then one per session");
        assertEquals(100, r.ping().count());
        assertEquals(100, r.isValid().count());
        assertEquals(100, db.queries.get());
        assertEquals(100, db.validations.get());
        assertEquals(List.of("SELECT 1", "SELECT 1", "SELECT 1"), db.prepared);
        assertEquals(100, seen.stream().mapToLong(i -> i.ping().count()).sum());
        assertEquals(EndReason.COMPLETED, r.endReason());
        assertTrue(r.ping().minNanos() > 0
                && r.ping().minNanos() <= r.ping().p50Nanos()
                && r.ping().p50Nanos() <= r.ping().p99Nanos()
                && r.ping().p99Nanos() <= r.ping().maxNanos());
    }

    @Test
    void oracleUrlsPingFromDual() throws Exception {
        FakeJdbc db = new FakeJdbc();
        new DbProbe(config("jdbc:oracle:thin:@//db:1521/soe", 0, 1, 3), DbProbeListener.NONE, db.factory()).run();
        assertEquals(List.of("SELECT 1 FROM DUAL"), db.prepared);
    }

    @Test
    void connectFailureNamesTheUrlButNeverThePassword() {
        DbProbeConfig c = config("jdbc:postgresql://db:5/x?password=s3cret", 1, 1, 1);
        ProbeConnectException e =
                assertThrows(ProbeConnectException.class, () -> new DbProbe(c, DbProbeListener.NONE, cfg -> {
                            throw new SQLException("Connection refused", "08001");
                        })
                        .run());
        assertEquals(
                "cannot connect to jdbc:postgresql://db:5/x?password=*** as soe: Connection refused "
                        + "(SQLState 08001)",
                e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"));
    }

    @Test
    void anInvalidConnectionFailsTheProbe() {
        FakeJdbc db = new FakeJdbc();
        db.valid = false;
        ProbeException e = assertThrows(
                ProbeException.class,
                () -> new DbProbe(config("jdbc:postgresql://h/x", 0, 1, 10), DbProbeListener.NONE, db.factory()).run());
        assertTrue(e.getMessage().contains("isValid(5) returned false"), e.getMessage());
    }

    @Test
    void nonJdbcConnectStringsAreRefusedClearly() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> config("//db:1521/soe", 1, 1, 1));
        assertEquals(
                "not a supported JDBC URL: '//db:1521/soe'; supported: jdbc:postgresql:, jdbc:oracle:", e.getMessage());
    }
}
