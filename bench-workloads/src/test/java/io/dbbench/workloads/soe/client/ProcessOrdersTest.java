package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertCountsMatchCalls;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertInRange;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.workloads.soe.SoeConstants;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Process Orders (PO) against a scripted database. */
class ProcessOrdersTest {

    /** Oldest orders 10, 11, 12 in every warehouse; only the given ones can still be locked. */
    private static ScriptedJdbc warehouse(Set<Long> lockable) {
        return new ScriptedJdbc().answering(call -> {
            if (call.sql().equals(ProcessOrders.OLDEST_UNPROCESSED)) return List.of(row(10L), row(11L), row(12L));
            if (call.sql().equals(ProcessOrders.LOCK_IF_UNPROCESSED)) {
                return lockable.contains((Long) call.param(1)) ? List.of(row(call.param(1))) : List.of();
            }
            return List.of();
        });
    }

    @Test
    void processesTheOldestOrderItCanLock() throws Exception {
        ScriptedJdbc jdbc = warehouse(Set.of(12L));
        ScriptedSession session = new ScriptedSession(jdbc, 1);
        Outcome outcome = new ProcessOrders().execute(session);

        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(1, outcome.dml().updates());
        ScriptedJdbc.Call oldest = jdbc.calls(ProcessOrders.OLDEST_UNPROCESSED).get(0);
        assertInRange((Integer) oldest.param(1), 1, 1000, "warehouse");
        assertEquals(SoeConstants.ORDER_STATUS_MAX_UNPROCESSED, oldest.param(2));
        for (ScriptedJdbc.Call lock : jdbc.calls(ProcessOrders.LOCK_IF_UNPROCESSED)) {
            assertEquals(SoeConstants.ORDER_STATUS_MAX_UNPROCESSED, lock.param(2));
        }
        assertEquals(
                List.of(12L),
                jdbc.calls(ProcessOrders.ORDER_WITH_CUSTOMER_AND_LINES).get(0).params());
        assertEquals(
                List.of(SoeConstants.ORDER_STATUS_PROCESSED, 12L),
                jdbc.calls(ProcessOrders.SET_STATUS).get(0).params());
        assertEquals("commit", jdbc.methods().get(jdbc.methods().size() - 1));
        assertEquals(2, session.thinks());
    }

    @Test
    void candidatesAreTriedInRandomOrderSoSessionsSpreadOut() throws Exception {
        Set<Long> firstTried = new java.util.TreeSet<>();
        for (int seed = 0; seed < 60; seed++) {
            ScriptedJdbc jdbc = warehouse(Set.of(10L, 11L, 12L));
            new ProcessOrders().execute(new ScriptedSession(jdbc, seed));
            assertEquals(1, jdbc.calls(ProcessOrders.LOCK_IF_UNPROCESSED).size(), "the first lock succeeds");
            firstTried.add(
                    (Long) jdbc.calls(ProcessOrders.LOCK_IF_UNPROCESSED).get(0).param(1));
        }
        assertEquals(Set.of(10L, 11L, 12L), firstTried);
    }

    @Test
    void whenEveryCandidateIsTakenItOnlyReads() throws Exception {
        ScriptedJdbc jdbc = warehouse(Set.of());
        Outcome outcome = new ProcessOrders().execute(new ScriptedSession(jdbc, 2));
        assertEquals(Outcome.committed(DmlCounts.of(4, 0, 0, 0, 1, 0)), outcome);
        assertEquals(
                3,
                jdbc.calls(ProcessOrders.LOCK_IF_UNPROCESSED).stream()
                        .map(c -> c.param(1))
                        .distinct()
                        .count());
        assertTrue(jdbc.calls(ProcessOrders.SET_STATUS).isEmpty());
    }

    @Test
    void aWarehouseWithNothingToProcessOnlyReads() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc();
        Outcome outcome = new ProcessOrders().execute(new ScriptedSession(jdbc, 3));
        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        assertEquals(List.of("executeQuery", "commit"), jdbc.methods());
    }

    @Test
    void theLockSkipsLockedRowsAndTheCandidateListIsLimited() {
        assertTrue(ProcessOrders.LOCK_IF_UNPROCESSED.endsWith(" FOR UPDATE SKIP LOCKED"));
        assertTrue(
                ProcessOrders.OLDEST_UNPROCESSED.endsWith(" ORDER BY order_date, order_id FETCH FIRST 15 ROWS ONLY"));
    }
}
