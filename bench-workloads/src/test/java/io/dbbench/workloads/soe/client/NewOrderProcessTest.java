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
import io.dbbench.workloads.soe.SoeConstants;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** Order Products (OP) against a scripted database. */
class NewOrderProcessTest {
    private static final long ORDER_ID = 77_777L;

    /** A database whose customer has the given preferred address and card, stocking products that pass. */
    private static ScriptedJdbc shop(Long preferredAddress, Long preferredCard, Predicate<Integer> inStock) {
        return new ScriptedJdbc().answering(call -> {
            String sql = call.sql();
            if (sql.equals(LogonStep.CUSTOMER_BY_ID))
                return List.of(customerRow((Long) call.param(1), preferredAddress, preferredCard));
            if (sql.equals(OrderEntrySql.ADDRESSES_OF_CUSTOMER)) return List.of(row(31L), row(32L));
            if (sql.equals(OrderEntrySql.CARDS_OF_CUSTOMER)) return List.of(row(41L));
            if (sql.equals(POSTGRES.newOrderId())) return List.of(row(ORDER_ID));
            if (sql.equals(OrderEntrySql.STOCK_OF_PRODUCT)) {
                return inStock.test((Integer) call.param(1)) ? List.of(row(1000L, "12.34", 9L)) : List.of();
            }
            return List.of();
        });
    }

    @Test
    void entersAnOrderWithLinesAtListPriceCompletesItAndTakesTheStock() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc jdbc = shop(10L, 20L, product -> true);
            ScriptedSession session = new ScriptedSession(jdbc, seed);
            Outcome outcome = new NewOrderProcess(METADATA, POSTGRES).execute(session);

            assertFalse(outcome.rolledBack());
            assertCountsMatchCalls(outcome.dml(), jdbc);
            assertEquals(3, session.thinks());
            List<Object> order = jdbc.calls(OrderEntrySql.INSERT_ORDER).get(0).params();
            assertEquals(ORDER_ID, order.get(0));
            assertEquals("online", order.get(1));
            assertEquals(jdbc.calls(LogonStep.CUSTOMER_BY_ID).get(0).param(1), order.get(2));
            assertEquals(SoeConstants.ORDER_STATUS_NEW, order.get(3));
            assertEquals(ScriptedJdbc.NULL, order.get(4), "online orders have no sales rep");
            int warehouse = (Integer) order.get(5);
            assertInRange(warehouse, 1, 1000, "warehouse");
            assertEquals(10L, order.get(9), "delivery address = preferred address");
            assertEquals(20L, order.get(11), "card = preferred card");
            assertEquals(10L, order.get(12), "invoice address = preferred address");

            List<ScriptedJdbc.Call> lines = jdbc.calls(OrderEntrySql.INSERT_LINE);
            assertInRange(lines.size(), 2, 7, "lines");
            List<Integer> products = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                List<Object> line = lines.get(i).params();
                assertEquals(ORDER_ID, line.get(0));
                assertEquals(i + 1, line.get(1), "line ids count from 1");
                products.add((Integer) line.get(2));
                assertEquals(new BigDecimal("12.34"), line.get(3), "list price");
                assertInRange((Integer) line.get(4), 1, 5, "quantity");
                assertEquals(9L, line.get(7), "supplier of the product");
            }
            assertEquals(products.size(), new HashSet<>(products).size(), "distinct products");
            for (ScriptedJdbc.Call stock : jdbc.calls(OrderEntrySql.STOCK_OF_PRODUCT)) {
                assertEquals(warehouse, stock.param(2), "stock looked up in the order's warehouse");
            }

            assertEquals(
                    List.of(ORDER_ID, SoeConstants.ORDER_STATUS_AWAITING, ORDER_ID),
                    jdbc.calls(OrderEntrySql.COMPLETE_ORDER).get(0).params());
            List<ScriptedJdbc.Call> takes = jdbc.calls(OrderEntrySql.TAKE_FROM_STOCK);
            assertEquals(lines.size(), takes.size());
            List<Integer> takenProducts =
                    takes.stream().map(t -> (Integer) t.param(2)).toList();
            assertEquals(products.stream().sorted().toList(), takenProducts, "stock taken in product order");
            for (ScriptedJdbc.Call take : takes) {
                assertEquals(warehouse, take.param(3));
                int product = (Integer) take.param(2);
                Object quantity = lines.stream()
                        .filter(l -> l.param(3).equals(product))
                        .findFirst()
                        .orElseThrow()
                        .param(5);
                assertEquals(quantity, take.param(1), "takes what the line ordered");
            }
            assertEquals("commit", jdbc.methods().get(jdbc.methods().size() - 1));
            assertEquals(1, outcome.dml().commits());
        }
    }

    @Test
    void browsesOneToTwentyThreeCategoriesInRandomWarehouses() throws Exception {
        int fewest = Integer.MAX_VALUE;
        int most = 0;
        for (int seed = 0; seed < 300; seed++) {
            ScriptedJdbc jdbc = shop(10L, 20L, product -> true);
            new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, seed));
            List<ScriptedJdbc.Call> browses = jdbc.calls(OrderEntrySql.CATEGORY_IN_WAREHOUSE);
            for (ScriptedJdbc.Call b : browses) {
                assertInRange((Integer) b.param(1), 1, 199, "category");
                assertInRange((Integer) b.param(2), 1, 1000, "warehouse");
            }
            fewest = Math.min(fewest, browses.size());
            most = Math.max(most, browses.size());
        }
        assertEquals(1, fewest);
        assertEquals(23, most);
    }

    @Test
    void onlyProductsInStockGetALine() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc jdbc = shop(10L, 20L, product -> product % 2 == 0);
            Outcome outcome = new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, seed));
            assertCountsMatchCalls(outcome.dml(), jdbc);
            long evenLookups = jdbc.calls(OrderEntrySql.STOCK_OF_PRODUCT).stream()
                    .filter(c -> (Integer) c.param(1) % 2 == 0)
                    .count();
            List<ScriptedJdbc.Call> lines = jdbc.calls(OrderEntrySql.INSERT_LINE);
            assertEquals(evenLookups, lines.size());
            lines.forEach(l -> assertEquals(0, (Integer) l.param(3) % 2));
            assertEquals(lines.isEmpty(), outcome.rolledBack());
        }
    }

    @Test
    void nothingInStockRollsTheOrderBack() throws Exception {
        ScriptedJdbc jdbc = shop(10L, 20L, product -> false);
        Outcome outcome = new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 8));

        assertTrue(outcome.rolledBack());
        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(1, outcome.dml().rollbacks());
        assertEquals(0, outcome.dml().commits());
        assertEquals(0, outcome.dml().updates());
        assertEquals("rollback", jdbc.methods().get(jdbc.methods().size() - 1));
        assertTrue(jdbc.calls(OrderEntrySql.INSERT_LINE).isEmpty());
        assertTrue(jdbc.calls(OrderEntrySql.COMPLETE_ORDER).isEmpty());
    }

    @Test
    void aStockBelowTheQuantityWantedIsNotInStock() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
            String sql = call.sql();
            if (sql.equals(LogonStep.CUSTOMER_BY_ID)) return List.of(customerRow(1L, 10L, 20L));
            if (sql.equals(POSTGRES.newOrderId())) return List.of(row(ORDER_ID));
            if (sql.equals(OrderEntrySql.STOCK_OF_PRODUCT)) return List.of(row(0L, "12.34", 9L));
            return List.of();
        });
        assertTrue(new NewOrderProcess(METADATA, POSTGRES)
                .execute(new ScriptedSession(jdbc, 9))
                .rolledBack());
    }

    @Test
    void withoutPreferencesTheFirstAddressAndCardAreUsed() throws Exception {
        ScriptedJdbc jdbc = shop(null, null, product -> true);
        new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 10));
        List<Object> order = jdbc.calls(OrderEntrySql.INSERT_ORDER).get(0).params();
        assertEquals(31L, order.get(9));
        assertEquals(41L, order.get(11));
        assertEquals(31L, order.get(12));
    }

    @Test
    void aMissingCustomerOrdersNothing() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc();
        Outcome outcome = new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 11));
        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        assertEquals(List.of("executeQuery", "commit"), jdbc.methods());
    }

    @Test
    void aCustomerWithoutAddressOrCardStillOrdersWithNulls() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
            String sql = call.sql();
            if (sql.equals(LogonStep.CUSTOMER_BY_ID)) return List.of(customerRow(1L, null, null));
            if (sql.equals(POSTGRES.newOrderId())) return List.of(row(ORDER_ID));
            if (sql.equals(OrderEntrySql.STOCK_OF_PRODUCT)) return List.of(row(50L, "1.00", null));
            return List.of();
        });
        Outcome outcome = new NewOrderProcess(METADATA, POSTGRES).execute(new ScriptedSession(jdbc, 12));
        assertFalse(outcome.rolledBack());
        List<Object> order = jdbc.calls(OrderEntrySql.INSERT_ORDER).get(0).params();
        assertEquals(ScriptedJdbc.NULL, order.get(9));
        assertEquals(ScriptedJdbc.NULL, order.get(11));
        assertEquals(
                ScriptedJdbc.NULL, jdbc.calls(OrderEntrySql.INSERT_LINE).get(0).param(8), "no supplier");
    }
}
