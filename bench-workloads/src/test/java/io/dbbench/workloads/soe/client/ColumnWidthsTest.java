package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.METADATA;
import static io.dbbench.workloads.soe.client.SoeFixtures.POSTGRES;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.Transaction;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every text the transactions insert fits its column as the spec sizes it (VARCHAR2(n) / VARCHAR(n)). */
class ColumnWidthsTest {
    /** Column widths by statement, by 1-based parameter index. */
    private static final Map<String, Map<Integer, Integer>> WIDTHS = Map.of(
            NewCustomerProcess.INSERT_CUSTOMER, Map.of(2, 40, 3, 40, 4, 3, 5, 30, 7, 100, 9, 40, 10, 40, 12, 1, 13, 1),
            AddressInsert.SQL, Map.of(3, 60, 4, 60, 5, 60, 6, 60, 7, 60, 8, 12, 9, 12),
            NewCustomerProcess.INSERT_CARD, Map.of(3, 30),
            OrderEntrySql.INSERT_ORDER, Map.of(2, 8, 7, 15, 9, 15, 11, 30),
            OrderEntrySql.INSERT_LINE, Map.of(6, 20, 7, 20));

    @Test
    void insertedTextFitsItsColumn() throws Exception {
        String longClass = "A customer class of exactly forty chars.";
        for (int seed = 0; seed < 300; seed++) {
            ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
                String sql = call.sql();
                if (sql.equals(LogonStep.CUSTOMER_BY_ID) || sql.equals(UpdateCustomerDetails.CUSTOMERS_BY_NAME)) {
                    return List.of(row(1L, "A", "B", "us", "AMERICA", 1, "e", 150L, longClass, 1L, 2L));
                }
                if (sql.equals(POSTGRES.newCustomerIds())) return List.of(row(1L, 2L, 3L));
                if (sql.startsWith("SELECT nextval")) return List.of(row(9L));
                if (sql.equals(OrderEntrySql.STOCK_OF_PRODUCT)) return List.of(row(100L, "5.00", 1L));
                return List.of();
            });
            ScriptedSession session = new ScriptedSession(jdbc, seed);
            for (Transaction t : List.of(
                    new NewCustomerProcess(POSTGRES),
                    new UpdateCustomerDetails(POSTGRES),
                    new NewOrderProcess(METADATA, POSTGRES))) {
                t.execute(session);
            }
            for (ScriptedJdbc.Call call : jdbc.calls()) {
                Map<Integer, Integer> widths = call.sql() == null ? null : WIDTHS.get(call.sql());
                if (widths == null) continue;
                widths.forEach((index, width) -> {
                    String value = (String) call.param(index);
                    assertTrue(
                            value.length() <= width,
                            "parameter " + index + " '" + value + "' is wider than " + width + " in " + call.sql());
                });
            }
        }
    }
}
