package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.METADATA;
import static io.dbbench.workloads.soe.client.SoeFixtures.POSTGRES;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertCountsMatchCalls;
import static io.dbbench.workloads.soe.client.SoeFixtures.customerRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What holds for every transaction: statements come from the session's cache (prepared once per SQL, never
 * closed by the transaction), every execution is counted, and the last call ends the transaction.
 */
class StatementUseTest {
    /** A database where every lookup finds something, so every branch that writes is taken. */
    private static ScriptedJdbc busyShop() {
        return new ScriptedJdbc().answering(call -> {
            String sql = call.sql();
            if (sql.equals(LogonStep.CUSTOMER_BY_ID) || sql.equals(UpdateCustomerDetails.CUSTOMERS_BY_NAME)) {
                return List.of(customerRow(1500L, 10L, 20L));
            }
            if (sql.equals(POSTGRES.newCustomerIds())) return List.of(row(1L, 2L, 3L));
            if (sql.startsWith("SELECT nextval")) return List.of(row(99L));
            if (sql.equals(OrderEntrySql.STOCK_OF_PRODUCT)) return List.of(row(100L, "5.00", 1L));
            if (sql.equals(ProcessOrders.OLDEST_UNPROCESSED)
                    || sql.equals(ProcessOrders.LOCK_IF_UNPROCESSED)
                    || sql.equals(BrowseAndUpdateOrders.ORDERS_OF_CUSTOMER)) return List.of(row(42L));
            if (sql.equals(BrowseAndUpdateOrders.LINES_OF_ORDER)) return List.of(row(1L, 5L, "3.00", 2L));
            return List.of(row(1L));
        });
    }

    @Test
    void everyTransactionPreparesEachStatementOnceCountsEveryCallAndEndsTheTransaction() throws Exception {
        SoeClientWorkload workload = new SoeClientWorkload(METADATA, POSTGRES);
        for (String name : SoeClientProvider.TRANSACTION_NAMES) {
            ScriptedJdbc jdbc = busyShop();
            ScriptedSession session = new ScriptedSession(jdbc, 21);
            Transaction t = workload.newTransaction(name);
            for (int i = 0; i < 20; i++) {
                int before = jdbc.calls().size();
                Outcome outcome = t.execute(session);
                List<ScriptedJdbc.Call> these =
                        jdbc.calls().subList(before, jdbc.calls().size());
                assertEquals(SoeFixtures.countedFrom(these), outcome.dml(), name + ": " + these);
                String last = these.get(these.size() - 1).method();
                assertEquals(outcome.rolledBack() ? "rollback" : "commit", last, name);
            }
            Set<String> distinct = new HashSet<>(jdbc.prepared());
            assertEquals(distinct.size(), jdbc.prepared().size(), name + " prepared a statement twice");
            assertEquals(0, jdbc.closedStatements(), name + " closed a cached statement");
            assertCountsMatchCalls(SoeFixtures.countedFrom(jdbc.calls()), jdbc);
            for (String sql : jdbc.prepared()) {
                assertFalse(
                        sql.contains("'1500'") || sql.contains(" 1500"), "values are bound, not concatenated: " + sql);
            }
        }
    }

    @Test
    void noStatementTextDependsOnTheRun() {
        // all SQL is fixed text: building the workload twice gives the same statements
        assertEquals(DialectSql.forDialect("oracle"), DialectSql.forDialect("oracle"));
        assertTrue(WarehouseActivityQuery.SQL.startsWith("SELECT SUM(CASE WHEN order_date > CURRENT_TIMESTAMP"));
    }
}
