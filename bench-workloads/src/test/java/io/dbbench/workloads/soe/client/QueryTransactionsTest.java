package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertInRange;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.workloads.soe.SoeData;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** SQ, WQ, WA and Orders by County: one query with a random argument, every row fetched, a commit. */
class QueryTransactionsTest {
    private static final Outcome ONE_SELECT_AND_COMMIT = Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0));

    private static ScriptedJdbc.Call runOnce(Transaction t, long seed) throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> List.of(row(1L), row(2L)));
        assertEquals(ONE_SELECT_AND_COMMIT, t.execute(new ScriptedSession(jdbc, seed)));
        assertEquals(List.of("executeQuery", "commit"), jdbc.methods());
        return jdbc.calls().get(0);
    }

    @Test
    void salesRepQueryRanksARandomRepsLargestOrders() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc.Call call = runOnce(new SalesRepsOrdersQuery(), seed);
            assertEquals(SalesRepsOrdersQuery.SQL, call.sql());
            assertInRange((Integer) call.param(1), 145, 171, "sales rep");
        }
        assertTrue(SalesRepsOrdersQuery.SQL.contains("RANK() OVER (ORDER BY order_total DESC NULLS LAST)"));
        assertTrue(
                SalesRepsOrdersQuery.SQL.contains(" FETCH FIRST 15 ROWS ONLY) o JOIN customers c"),
                "only the 15 ranked orders are joined to customers");
    }

    @Test
    void warehouseQueryCubesOrderModesOfARandomWarehouse() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc.Call call = runOnce(new WarehouseOrdersQuery(), seed);
            assertInRange((Integer) call.param(1), 1, 1000, "warehouse");
        }
        assertTrue(WarehouseOrdersQuery.SQL.contains("GROUP BY CUBE(order_mode)"));
        assertTrue(WarehouseOrdersQuery.SQL.contains("GROUPING(order_mode)"));
    }

    @Test
    void warehouseActivityQuerySumsTwelveFiveMinuteBucketsOfTheLastHour() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc.Call call = runOnce(new WarehouseActivityQuery(), seed);
            assertInRange((Integer) call.param(1), 1, 1000, "warehouse");
        }
        String sql = WarehouseActivityQuery.SQL;
        for (int b = 0; b < 12; b++) {
            assertTrue(
                    sql.contains("order_date > CURRENT_TIMESTAMP - INTERVAL '" + (b + 1) * 5 + "' MINUTE AND "
                            + "order_date <= CURRENT_TIMESTAMP - INTERVAL '" + b * 5
                            + "' MINUTE THEN 1 ELSE 0 END) AS orders_" + b),
                    sql);
            assertTrue(sql.contains("THEN order_total ELSE 0 END) AS total_" + b), sql);
        }
        assertEquals(1, count(sql, "\\?"), "one bind: the warehouse");
        assertTrue(
                sql.endsWith("FROM orders WHERE warehouse_id = ? AND order_date > CURRENT_TIMESTAMP - INTERVAL '60' "
                        + "MINUTE AND order_date <= CURRENT_TIMESTAMP"),
                sql);
    }

    @Test
    void ordersByCountyLimitsOrdersOfARandomCountysCustomers() throws Exception {
        for (int seed = 0; seed < 50; seed++) {
            ScriptedJdbc.Call call = runOnce(new OrdersByCountyQuery(), seed);
            assertTrue(SoeData.COUNTIES.contains((String) call.param(1)), (String) call.param(1));
        }
        assertTrue(OrdersByCountyQuery.SQL.endsWith("WHERE a.county = ? FETCH FIRST 15 ROWS ONLY"));
    }

    private static int count(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }
}
