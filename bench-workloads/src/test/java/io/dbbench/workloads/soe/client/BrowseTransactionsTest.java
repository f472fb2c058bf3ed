package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.METADATA;
import static io.dbbench.workloads.soe.client.SoeFixtures.POSTGRES;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertCountsMatchCalls;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertInRange;
import static io.dbbench.workloads.soe.client.SoeFixtures.customerRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Browse Products (BP) and Browse Orders (BO) against a scripted database. */
class BrowseTransactionsTest {

    private static ScriptedJdbc withCustomer() {
        return new ScriptedJdbc()
                .answering(call -> call.sql().equals(LogonStep.CUSTOMER_BY_ID)
                        ? List.of(customerRow((Long) call.param(1), 10L, 20L))
                        : List.of());
    }

    @Test
    void browseProductsLogsOnThenReadsOneToTwentyThreeRandomProducts() throws Exception {
        int fewest = Integer.MAX_VALUE;
        int most = 0;
        for (int seed = 0; seed < 300; seed++) {
            ScriptedJdbc jdbc = withCustomer();
            Outcome outcome = new BrowseProducts(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, seed));
            assertFalse(outcome.rolledBack());
            assertCountsMatchCalls(outcome.dml(), jdbc);

            ScriptedJdbc.Call logon = jdbc.calls().get(0);
            assertEquals(LogonStep.CUSTOMER_BY_ID, logon.sql());
            assertInRange((Long) logon.param(1), METADATA.minCustomerId(), METADATA.maxCustomerId(), "customer id");
            List<ScriptedJdbc.Call> browses = jdbc.calls(BrowseProducts.PRODUCT_WITH_STOCK);
            for (ScriptedJdbc.Call b : browses) assertInRange((Integer) b.param(1), 1, 1000, "product id");
            fewest = Math.min(fewest, browses.size());
            most = Math.max(most, browses.size());
            assertEquals("commit", jdbc.methods().get(jdbc.methods().size() - 1));
            assertEquals(
                    DmlCounts.of(
                            1 + browses.size(),
                            jdbc.calls(POSTGRES.insertLogon()).size(),
                            0,
                            0,
                            1,
                            0),
                    outcome.dml());
        }
        assertEquals(1, fewest);
        assertEquals(23, most);
        assertTrue(BrowseProducts.PRODUCT_WITH_STOCK.endsWith(" FETCH FIRST 15 ROWS ONLY"));
    }

    @Test
    void aCustomerIdWithoutARowIsNeverLoggedOn() throws Exception {
        for (int seed = 0; seed < 30; seed++) {
            ScriptedJdbc jdbc = new ScriptedJdbc();
            Outcome outcome = new BrowseProducts(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, seed));
            assertEquals(0, outcome.dml().inserts());
            assertCountsMatchCalls(outcome.dml(), jdbc);
        }
    }

    @Test
    void browseOrdersAddsOneToALineAndItsUnitPriceToTheOrderTotal() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
            if (call.sql().equals(LogonStep.CUSTOMER_BY_ID))
                return List.of(customerRow((Long) call.param(1), 10L, 20L));
            if (call.sql().equals(BrowseAndUpdateOrders.ORDERS_OF_CUSTOMER))
                return List.of(row(500L, null, 2, "10.00"));
            if (call.sql().equals(BrowseAndUpdateOrders.LINES_OF_ORDER)) {
                return List.of(row(1L, 10L, "2.50", 3L), row(2L, 11L, "4.00", 1L));
            }
            return List.of();
        });
        ScriptedSession session = new ScriptedSession(jdbc, 5);
        Outcome outcome = new BrowseAndUpdateOrders(METADATA, POSTGRES).execute(session);

        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(2, outcome.dml().updates());
        assertEquals(4, outcome.dml().selects(), "customer, addresses, orders, lines");
        ScriptedJdbc.Call line =
                jdbc.calls(BrowseAndUpdateOrders.ADD_ONE_TO_LINE).get(0);
        assertEquals(500L, line.param(1));
        long lineId = (Long) line.param(2);
        BigDecimal price = lineId == 1 ? new BigDecimal("2.50") : new BigDecimal("4.00");
        assertEquals(
                List.of(price, 500L),
                jdbc.calls(BrowseAndUpdateOrders.ADD_TO_TOTAL).get(0).params());
        long customerId = (Long) jdbc.calls(LogonStep.CUSTOMER_BY_ID).get(0).param(1);
        assertEquals(
                List.of(customerId),
                jdbc.calls(OrderEntrySql.ADDRESSES_OF_CUSTOMER).get(0).params());
        assertEquals(
                List.of(customerId),
                jdbc.calls(BrowseAndUpdateOrders.ORDERS_OF_CUSTOMER).get(0).params());
        assertEquals("commit", jdbc.methods().get(jdbc.methods().size() - 1));
        assertEquals(3, session.thinks());
    }

    @Test
    void browseOrdersOfACustomerWithoutOrdersOnlyReads() throws Exception {
        ScriptedJdbc jdbc = withCustomer();
        Outcome outcome = new BrowseAndUpdateOrders(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 6));
        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(0, outcome.dml().updates());
        assertEquals(3, outcome.dml().selects());
        assertTrue(jdbc.calls(BrowseAndUpdateOrders.LINES_OF_ORDER).isEmpty());
    }

    @Test
    void browseOrdersLeavesLinesWithoutAPriceAlone() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
            if (call.sql().equals(LogonStep.CUSTOMER_BY_ID))
                return List.of(customerRow((Long) call.param(1), 10L, 20L));
            if (call.sql().equals(BrowseAndUpdateOrders.ORDERS_OF_CUSTOMER)) return List.of(row(500L, null, 2, null));
            if (call.sql().equals(BrowseAndUpdateOrders.LINES_OF_ORDER)) return List.of(row(1L, 10L, null, 3L));
            return List.of();
        });
        Outcome outcome = new BrowseAndUpdateOrders(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 7));
        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(0, outcome.dml().updates());
    }
}
