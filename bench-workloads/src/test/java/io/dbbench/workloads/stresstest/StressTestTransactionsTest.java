package io.dbbench.workloads.stresstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.FakeJdbcSession;
import io.dbbench.workloads.fakes.JdbcEvent;
import java.sql.Date;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class StressTestTransactionsTest {

    private static FakeJdbcSession session(int id) {
        return new FakeJdbcSession(new FakeJdbc(), 1000 + id, id);
    }

    /** The single execute event of a transaction, checked to be on the given SQL and followed by a commit. */
    private static JdbcEvent onlyExecutionThenCommit(FakeJdbcSession session, String method, String sql) {
        List<JdbcEvent> events = session.jdbc().events().stream()
                .filter(e -> !e.method().equals("prepareStatement"))
                .toList();
        assertEquals(2, events.size(), events.toString());
        assertEquals(method, events.get(0).method());
        assertEquals(sql, events.get(0).sql());
        assertEquals("commit", events.get(1).method());
        return events.get(0);
    }

    @Test
    void insertTakesTheNextIdAndCountsOneInsertAndCommit() throws Exception {
        StressTestWorkload workload = new StressTestWorkload(new RunIds(100));
        FakeJdbcSession session = session(0);
        Outcome outcome = workload.newTransaction("StressTestInsert").execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(0, 1, 0, 0, 1, 0)), outcome);
        JdbcEvent insert = onlyExecutionThenCommit(session, "executeUpdate", StressTestWorkload.INSERT_SQL);
        List<Object> values = insert.args();
        assertEquals(6, values.size());
        assertEquals(101L, values.get(0));
        int aint = (Integer) values.get(1);
        assertTrue(aint >= 0 && aint < 1_000_000, "aint " + aint);
        String small = (String) values.get(3);
        assertTrue(small.length() >= 1 && small.length() <= 10, small);
        String big = (String) values.get(4);
        assertTrue(big.length() >= 50 && big.length() <= 500, "abigvarchar length " + big.length());
        assertInstanceOf(Date.class, values.get(5));
        assertEquals(101L, workload.highestId());
    }

    @Test
    void selectReadsOneIdInRangeClosesItsCursorAndCountsOneSelect() throws Exception {
        StressTestWorkload workload = new StressTestWorkload(new RunIds(50));
        FakeJdbc jdbc = new FakeJdbc().queryRows(sql -> List.of(List.of(7L)));
        FakeJdbcSession session = new FakeJdbcSession(jdbc, 7, 0);
        Outcome outcome = workload.newTransaction("StressTestSelect").execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        List<JdbcEvent> events = jdbc.events().stream()
                .filter(e -> !e.method().equals("prepareStatement"))
                .toList();
        assertEquals(
                List.of("executeQuery", "ResultSet.close", "commit"),
                events.stream().map(JdbcEvent::method).toList());
        long id = (Long) events.get(0).args().get(0);
        assertTrue(id >= 1 && id <= 50, "id " + id);
    }

    @Test
    void selectOfAMissingRowStillCountsOneSelect() throws Exception {
        FakeJdbcSession session = session(0); // the fake returns no rows
        Outcome outcome = new StressTestWorkload(new RunIds(10))
                .newTransaction("StressTestSelect")
                .execute(session);
        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
    }

    @Test
    void updateCountsTheRowsItUpdated() throws Exception {
        assertEquals(
                Outcome.committed(DmlCounts.of(0, 0, 1, 0, 1, 0)),
                new StressTestWorkload(new RunIds(20))
                        .newTransaction("StressTestUpdate")
                        .execute(new FakeJdbcSession(new FakeJdbc().updateCount(1), 3, 0)));

        FakeJdbc jdbc = new FakeJdbc().updateCount(0);
        FakeJdbcSession session = new FakeJdbcSession(jdbc, 3, 0);
        Outcome outcome = new StressTestWorkload(new RunIds(20))
                .newTransaction("StressTestUpdate")
                .execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 0, 0, 1, 0)), outcome);
        long id = (Long) onlyExecutionThenCommit(session, "executeUpdate", StressTestWorkload.UPDATE_SQL)
                .args()
                .get(0);
        assertTrue(id >= 1 && id <= 20, "id " + id);
        assertEquals("UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?", StressTestWorkload.UPDATE_SQL);
    }

    @Test
    void deleteCountsTheRowsItDeleted() throws Exception {
        assertEquals(
                Outcome.committed(DmlCounts.of(0, 0, 0, 1, 1, 0)),
                new StressTestWorkload(new RunIds(20))
                        .newTransaction("StressTestDelete")
                        .execute(new FakeJdbcSession(new FakeJdbc().updateCount(1), 4, 0)));

        FakeJdbc jdbc = new FakeJdbc().updateCount(0);
        FakeJdbcSession session = new FakeJdbcSession(jdbc, 4, 0);
        Outcome outcome = new StressTestWorkload(new RunIds(20))
                .newTransaction("StressTestDelete")
                .execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 0, 0, 1, 0)), outcome);
        long id = (Long) onlyExecutionThenCommit(session, "executeUpdate", StressTestWorkload.DELETE_SQL)
                .args()
                .get(0);
        assertTrue(id >= 1 && id <= 20, "id " + id);
    }

    @Test
    void randomIdsCoverTheRangeAndFollowTheCounter() throws Exception {
        StressTestWorkload workload = new StressTestWorkload(new RunIds(5));
        FakeJdbcSession session = session(0);
        Transaction select = workload.newTransaction("StressTestSelect");
        Set<Long> seen = new TreeSet<>();
        for (int i = 0; i < 200; i++) select.execute(session);
        workload.newTransaction("StressTestInsert").execute(session); // highest becomes 6
        for (int i = 0; i < 200; i++) select.execute(session);
        for (JdbcEvent e : session.jdbc().events("executeQuery"))
            seen.add((Long) e.args().get(0));
        assertEquals(Set.of(1L, 2L, 3L, 4L, 5L, 6L), seen);
    }

    @Test
    void anEmptyTablePicksIdOne() throws Exception {
        FakeJdbcSession session = session(0);
        new StressTestWorkload(new RunIds(0)).newTransaction("StressTestDelete").execute(session);
        assertEquals(List.of(1L), session.jdbc().events("executeUpdate").get(0).args());
    }

    @Test
    void sessionsOfOneRunShareTheCounterAndNeverReuseAnId() throws Exception {
        StressTestWorkload workload = new StressTestWorkload(new RunIds(1000));
        int sessions = 4;
        int insertsPerSession = 500;
        ExecutorService pool = Executors.newFixedThreadPool(sessions);
        List<Future<FakeJdbcSession>> done = new ArrayList<>();
        try {
            for (int s = 0; s < sessions; s++) {
                int sessionId = s;
                done.add(pool.submit(() -> {
                    FakeJdbcSession session = session(sessionId);
                    Transaction insert = workload.newTransaction("StressTestInsert"); // one instance per session
                    for (int i = 0; i < insertsPerSession; i++) insert.execute(session);
                    return session;
                }));
            }
            List<Long> ids = new ArrayList<>();
            for (Future<FakeJdbcSession> f : done) {
                for (JdbcEvent e : f.get().jdbc().events("executeUpdate"))
                    ids.add((Long) e.args().get(0));
            }
            assertEquals(
                    LongStream.rangeClosed(1001, 1000 + sessions * insertsPerSession)
                            .boxed()
                            .toList(),
                    ids.stream().sorted().toList());
            assertEquals(1000L + sessions * insertsPerSession, workload.highestId());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void eachSessionPreparesItsStatementOnceThroughTheContext() throws Exception {
        StressTestWorkload workload = new StressTestWorkload(new RunIds(10));
        FakeJdbcSession session = session(0);
        for (String name : StressTestProvider.TRANSACTION_NAMES) {
            Transaction t = workload.newTransaction(name);
            t.execute(session);
            t.execute(session);
        }
        assertEquals(
                List.of(
                        StressTestWorkload.INSERT_SQL,
                        StressTestWorkload.SELECT_SQL,
                        StressTestWorkload.UPDATE_SQL,
                        StressTestWorkload.DELETE_SQL),
                session.jdbc().events("prepareStatement").stream()
                        .map(e -> (String) e.args().get(0))
                        .toList());
        assertFalse(
                session.jdbc().events().stream().anyMatch(e -> e.method().equals("close") && e.sql() != null),
                "transactions must not close the context's cached statements");
    }

    @Test
    void sameSeedSameRow() {
        StressTestRow a = StressTestRow.random(9, new java.util.Random(1));
        StressTestRow b = StressTestRow.random(9, new java.util.Random(1));
        assertEquals(a, b);
        assertTrue(
                !a.adate().isBefore(StressTestRow.FIRST_DATE) && a.adate().getYear() < 2030,
                a.adate().toString());
    }
}
