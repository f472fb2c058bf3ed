package io.dbbench.workloads.soe.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.workloads.soe.SoeData;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What each server-side transaction sends: the call, its arguments, and how it reads the reply. */
class ServerSideTransactionsTest {
    private static final SoeMetadata METADATA = new SoeMetadata(1001, 2000, 1, 5000);
    private static final SoeServerWorkload WORKLOAD = new SoeServerWorkload(METADATA, new PlsqlCommitSetting(false));

    static Stream<Arguments> calls() {
        return Stream.of(
                Arguments.of("NewCustomerProcess", "{? = call orderentry.newCustomer(?, ?, ?, ?, ?, ?, ?, ?, ?)}"),
                Arguments.of("NewCustomerProcessV2", "{? = call orderentry.newCustomer(?, ?, ?, ?, ?, ?, ?, ?, ?)}"),
                Arguments.of(
                        "UpdateCustomerDetails", "{? = call orderentry.updateCustomerDetails(?, ?, ?, ?, ?, ?, ?)}"),
                Arguments.of(
                        "UpdateCustomerDetailsV2", "{? = call orderentry.updateCustomerDetails(?, ?, ?, ?, ?, ?, ?)}"),
                Arguments.of("BrowseProducts", "{? = call orderentry.browseProducts(?, ?, ?)}"),
                Arguments.of("NewOrderProcess", "{? = call orderentry.newOrder(?, ?, ?)}"),
                Arguments.of("ProcessOrders", "{? = call orderentry.processOrders(?, ?, ?)}"),
                Arguments.of("BrowseAndUpdateOrders", "{? = call orderentry.browseAndUpdateOrders(?, ?, ?)}"),
                Arguments.of("SalesRepsOrdersQuery", "{? = call orderentry.SalesRepsQuery(?, ?, ?)}"),
                Arguments.of("WarehouseOrdersQuery", "{? = call orderentry.WarehouseOrdersQuery(?, ?, ?)}"),
                Arguments.of("WarehouseActivityQuery", "{? = call orderentry.WarehouseActivityQuery(?, ?, ?)}"),
                Arguments.of("OrdersByCountyQuery", "{? = call orderentry.OrdersByCountyQuery(?, ?, ?)}"));
    }

    @ParameterizedTest
    @MethodSource("calls")
    void callsItsFunctionWithEveryArgumentAndTheThinkTimesLast(String name, String sql) throws Exception {
        FakeCallContext context = new FakeCallContext(7, 0, 15, 250);
        WORKLOAD.newTransaction(name).execute(context);

        List<FakeCallContext.Call> made = context.calls(sql);
        assertEquals(1, made.size(), "calls of " + sql + " in " + context.calls());
        FakeCallContext.Call call = made.get(0);
        assertEquals(Types.VARCHAR, call.outType());
        int placeholders = (int) sql.chars().filter(c -> c == '?').count();
        assertEquals(placeholders - 1, call.parameters().size(), "every argument bound: " + call.parameters());
        assertEquals(
                List.copyOf(rangeFrom2(placeholders)),
                List.copyOf(call.parameters().keySet()));
        assertEquals(15L, call.parameters().get(placeholders - 1), "min think ms");
        assertEquals(250L, call.parameters().get(placeholders), "max think ms");
    }

    private static List<Integer> rangeFrom2(int last) {
        List<Integer> out = new ArrayList<>();
        for (int i = 2; i <= last; i++) out.add(i);
        return out;
    }

    @Test
    void customerIdsStayInTheLoadedRangeAndReachBothEnds() throws Exception {
        FakeCallContext context = new FakeCallContext(11);
        Transaction browse = WORKLOAD.newTransaction("BrowseProducts");
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int i = 0; i < 20_000; i++) browse.execute(context);
        for (FakeCallContext.Call c : context.calls(OrderEntryCalls.BROWSE_PRODUCTS)) {
            long id = (Long) c.parameters().get(2);
            min = Math.min(min, id);
            max = Math.max(max, id);
        }
        assertEquals(1001, min);
        assertEquals(2000, max);
    }

    @Test
    void warehousesAndSalesRepsStayInTheirRanges() throws Exception {
        FakeCallContext context = new FakeCallContext(12);
        for (String name :
                List.of("ProcessOrders", "WarehouseOrdersQuery", "WarehouseActivityQuery", "SalesRepsOrdersQuery")) {
            Transaction t = WORKLOAD.newTransaction(name);
            for (int i = 0; i < 3_000; i++) t.execute(context);
        }
        assertRange(context, OrderEntryCalls.PROCESS_ORDERS, 1, 1000);
        assertRange(context, OrderEntryCalls.WAREHOUSE_QUERY, 1, 1000);
        assertRange(context, OrderEntryCalls.WAREHOUSE_ACTIVITY_QUERY, 1, 1000);
        assertRange(context, OrderEntryCalls.SALES_REP_QUERY, 145, 171);
    }

    private static void assertRange(FakeCallContext context, String sql, long low, long high) {
        List<Long> values = context.calls(sql).stream()
                .map(c -> ((Number) c.parameters().get(2)).longValue())
                .toList();
        assertEquals(low, values.stream().mapToLong(Long::longValue).min().orElseThrow(), sql);
        assertEquals(high, values.stream().mapToLong(Long::longValue).max().orElseThrow(), sql);
    }

    @Test
    void ordersByCountyAsksForAKnownCounty() throws Exception {
        FakeCallContext context = new FakeCallContext(15);
        Transaction t = WORKLOAD.newTransaction("OrdersByCountyQuery");
        for (int i = 0; i < 50; i++) t.execute(context);
        for (FakeCallContext.Call c : context.calls(OrderEntryCalls.ORDERS_BY_COUNTY_QUERY)) {
            assertTrue(
                    SoeData.COUNTIES.contains(c.parameters().get(2)),
                    c.parameters().toString());
        }
    }

    @Test
    void newCustomerArgumentsComeFromTheReferenceLists() throws Exception {
        FakeCallContext context = new FakeCallContext(13);
        Transaction t = WORKLOAD.newTransaction("NewCustomerProcess");
        for (int i = 0; i < 200; i++) t.execute(context);
        for (FakeCallContext.Call c : context.calls(OrderEntryCalls.NEW_CUSTOMER)) {
            Map<Integer, Object> p = c.parameters();
            // capitalized, as the client-side registration writes names
            assertTrue(
                    SoeData.FIRST_NAMES.contains(((String) p.get(2)).toLowerCase(Locale.ROOT))
                            && Character.isUpperCase(((String) p.get(2)).charAt(0)),
                    "first name " + p.get(2));
            assertTrue(
                    SoeData.LAST_NAMES.contains(((String) p.get(3)).toLowerCase(Locale.ROOT))
                            && Character.isUpperCase(((String) p.get(3)).charAt(0)),
                    "last name " + p.get(3));
            assertTrue(
                    SoeData.NLS_SETTINGS.contains(new SoeData.NlsSetting((String) p.get(4), (String) p.get(5))),
                    "nls " + p.get(4) + "/" + p.get(5));
            assertTrue(SoeData.TOWNS.contains(p.get(6)), "town " + p.get(6));
            assertTrue(SoeData.COUNTIES.contains(p.get(7)), "county " + p.get(7));
            assertTrue(SoeData.COUNTRIES.contains(p.get(8)), "country " + p.get(8));
        }
    }

    @Test
    void updateCustomerArgumentsComeFromTheReferenceLists() throws Exception {
        FakeCallContext context = new FakeCallContext(14);
        Transaction t = WORKLOAD.newTransaction("UpdateCustomerDetails");
        for (int i = 0; i < 200; i++) t.execute(context);
        for (FakeCallContext.Call c : context.calls(OrderEntryCalls.UPDATE_CUSTOMER)) {
            Map<Integer, Object> p = c.parameters();
            assertTrue(SoeData.FIRST_NAMES.contains(p.get(2)) && SoeData.LAST_NAMES.contains(p.get(3)), p.toString());
            assertTrue(
                    SoeData.TOWNS.contains(p.get(4))
                            && SoeData.COUNTIES.contains(p.get(5))
                            && SoeData.COUNTRIES.contains(p.get(6)),
                    p.toString());
        }
    }

    @Test
    void theSameSeedSendsTheSameArguments() throws Exception {
        assertEquals(arguments(21), arguments(21));
        assertNotEquals(arguments(21), arguments(22));
    }

    private static List<Map<Integer, Object>> arguments(long seed) throws Exception {
        FakeCallContext context = new FakeCallContext(seed);
        for (String name : SoeServerProvider.TRANSACTION_NAMES) {
            for (int i = 0; i < 5; i++) WORKLOAD.newTransaction(name).execute(context);
        }
        return context.calls().stream().map(FakeCallContext.Call::parameters).toList();
    }

    @Test
    void aWritingReplyWithoutCommitIsCommittedAndCountedByTheClient() throws Exception {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> "21, 8, 8, 0, 0, 0, 130");
        Outcome outcome = WORKLOAD.newTransaction("NewOrderProcess").execute(context);
        assertEquals(Outcome.committed(DmlCounts.of(21, 8, 8, 0, 1, 0)), outcome);
        // one commit after setPLSQLCOMMIT, one after the transaction
        assertEquals(List.of("commit", "commit"), context.connectionEvents());
    }

    @Test
    void aReadOnlyReplyIsEndedByACountedCommitAsOnTheClientSide() throws Exception {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> "1,0,0,0,0,0,0");
        Outcome outcome = WORKLOAD.newTransaction("WarehouseOrdersQuery").execute(context);
        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        assertEquals(2, context.commits());
    }

    @Test
    void aReplyThatCommittedInTheDatabaseIsNotCommittedAgain() throws Exception {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> "5,4,0,0,2,0,0");
        Outcome outcome = WORKLOAD.newTransaction("NewCustomerProcess").execute(context);
        assertEquals(Outcome.committed(DmlCounts.of(5, 4, 0, 0, 2, 0)), outcome);
        assertEquals(1, context.commits(), "only the setPLSQLCOMMIT commit: " + context.connectionEvents());
    }

    @Test
    void aReplyAskingForARollbackIsRolledBackByTheClient() throws Exception {
        FakeCallContext context =
                new FakeCallContext(1).replies(sql -> sql.contains("newOrder") ? "30,2,0,0,0,1,0" : null);
        Outcome outcome = WORKLOAD.newTransaction("NewOrderProcess").execute(context);
        assertEquals(Outcome.rolledBack(DmlCounts.of(30, 2, 0, 0, 0, 1)), outcome);
        assertEquals(
                List.of("commit", "rollback"), context.connectionEvents(), "the setting's commit, then the rollback");
    }

    @Test
    void aRollbackTheFunctionDidAfterItsOwnCommitIsNotRepeated() throws Exception {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> "30,2,0,0,1,1,0");
        Outcome outcome = WORKLOAD.newTransaction("NewOrderProcess").execute(context);
        assertEquals(Outcome.rolledBack(DmlCounts.of(30, 2, 0, 0, 1, 1)), outcome);
        assertEquals(List.of("commit"), context.connectionEvents());
    }

    @Test
    void theSixCountFormWithoutSleepIsAccepted() throws Exception {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> "2,0,1,0,0,0");
        assertEquals(
                DmlCounts.of(2, 0, 1, 0, 1, 0),
                WORKLOAD.newTransaction("ProcessOrders").execute(context).dml());
    }

    @Test
    void anUnreadableReplyFailsTheTransactionNamingTheCall() {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> sql.contains("setPLSQLCOMMIT") ? null : "ok");
        SQLException e = assertThrows(SQLException.class, () -> WORKLOAD.newTransaction("BrowseProducts")
                .execute(context));
        assertTrue(e.getMessage().contains(OrderEntryCalls.BROWSE_PRODUCTS), e.getMessage());
        assertTrue(e.getMessage().contains("'ok'"), e.getMessage());
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
    }

    @Test
    void aNullReplyFailsTheTransaction() {
        FakeCallContext context = new FakeCallContext(1).replies(sql -> null);
        SQLException e = assertThrows(SQLException.class, () -> WORKLOAD.newTransaction("NewOrderProcess")
                .execute(context));
        assertTrue(e.getMessage().contains("null"), e.getMessage());
    }

    @Test
    void unknownTransactionNamesAreRefusedWithTheKnownOnes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> WORKLOAD.newTransaction("OrdersByMood"));
        assertTrue(
                e.getMessage().contains("OrdersByMood") && e.getMessage().contains("NewOrderProcess"), e.getMessage());
    }
}
