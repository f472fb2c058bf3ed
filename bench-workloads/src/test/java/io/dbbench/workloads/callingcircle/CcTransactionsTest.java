package io.dbbench.workloads.callingcircle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.fakes.FakeJdbc;
import io.dbbench.workloads.fakes.FakeJdbcSession;
import io.dbbench.workloads.fakes.JdbcEvent;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What New Customer and Update Customer Details send, and the DML they report, against a fake JDBC. */
class CcTransactionsTest {
    private static List<JdbcEvent> executed(FakeJdbcSession session) {
        return session.jdbc().events().stream()
                .filter(e -> e.method().equals("executeUpdate")
                        || e.method().equals("executeQuery")
                        || e.method().equals("commit"))
                .toList();
    }

    private static List<JdbcEvent> on(List<JdbcEvent> events, String sql) {
        return events.stream().filter(e -> sql.equals(e.sql())).toList();
    }

    @Test
    void newCustomerTakesTheNextIdWithAnAccountAndACircleOfEarlierCustomers() throws Exception {
        FakeJdbcSession session = new FakeJdbcSession(new FakeJdbc(), 11, 0);
        Outcome outcome = new CcWorkload(new RunIds(1_000), new RunIds(10_000), 1_000)
                .newTransaction(CcProvider.NEW_CUSTOMER)
                .execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(0, 2 + CcVolumes.CIRCLE_SIZE, 0, 0, 1, 0)), outcome);
        List<JdbcEvent> events = executed(session);
        assertEquals(1_001L, on(events, CcSql.INSERT_CUSTOMER).get(0).args().get(0));
        List<Object> account = on(events, CcSql.INSERT_ACCOUNT).get(0).args();
        assertEquals(1_001L, account.get(0));
        assertEquals(BigDecimal.valueOf(0, 2), account.get(4));
        assertEquals(0, account.get(5));
        List<JdbcEvent> members = on(events, CcSql.INSERT_MEMBER);
        assertEquals(CcVolumes.CIRCLE_SIZE, members.size());
        assertEquals(
                CcVolumes.CIRCLE_SIZE,
                members.stream().map(m -> m.args().get(1)).distinct().count());
        for (JdbcEvent m : members) {
            long member = (Long) m.args().get(1);
            assertTrue(member >= 1 && member <= 1_000, m.toString());
        }
        assertEquals("commit", events.get(events.size() - 1).method());
    }

    @Test
    void updateOfACustomerNotThereChangesNothingElse() throws Exception {
        FakeJdbcSession session = new FakeJdbcSession(new FakeJdbc().updateCount(0), 5, 0);
        Outcome outcome = new CcWorkload(new RunIds(100), new RunIds(1_000), 100)
                .newTransaction(CcProvider.UPDATE_CUSTOMER)
                .execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(0, 0, 0, 0, 1, 0)), outcome);
        List<JdbcEvent> events = executed(session);
        assertEquals(2, events.size(), events.toString());
        assertEquals(CcSql.UPDATE_CUSTOMER, events.get(0).sql());
    }

    @Test
    void updateRecordsCallsToTheCircleAndChargesTheirCostToTheAccount() throws Exception {
        for (long seed = 1; seed <= 20; seed++) {
            FakeJdbc jdbc = new FakeJdbc()
                    .queryRows(sql -> sql.equals(CcSql.SELECT_CIRCLE)
                            ? List.of(List.of(3L), List.of(4L), List.of(5L))
                            : List.of());
            FakeJdbcSession session = new FakeJdbcSession(jdbc, seed, 0);
            Outcome outcome = new CcWorkload(new RunIds(100), new RunIds(1_000), 100)
                    .newTransaction(CcProvider.UPDATE_CUSTOMER)
                    .execute(session);

            List<JdbcEvent> events = executed(session);
            long customer =
                    (Long) on(events, CcSql.UPDATE_CUSTOMER).get(0).args().get(2);
            List<JdbcEvent> calls = on(events, CcSql.INSERT_CALL);
            assertTrue(calls.size() >= 1 && calls.size() <= UpdateCallingCircleProcess.MAX_NEW_CALLS);
            BigDecimal cost = BigDecimal.ZERO.setScale(2);
            for (JdbcEvent call : calls) {
                assertTrue((Long) call.args().get(0) > 1_000, "a new call id: " + call);
                assertEquals(customer, call.args().get(1));
                assertTrue(List.of(3L, 4L, 5L).contains(call.args().get(2)), "callee in the circle: " + call);
                cost = cost.add((BigDecimal) call.args().get(5));
            }
            List<Object> charge = on(events, CcSql.CHARGE_ACCOUNT).get(0).args();
            assertEquals(List.of(cost, calls.size(), customer), charge);
            int swaps = on(events, CcSql.INSERT_MEMBER).size();
            assertEquals(swaps, on(events, CcSql.DELETE_MEMBER).size(), "a member out for each one in");
            assertEquals(Outcome.committed(DmlCounts.of(1, calls.size() + swaps, 2, swaps, 1, 0)), outcome);
            assertEquals("commit", events.get(events.size() - 1).method());
        }
    }
}
