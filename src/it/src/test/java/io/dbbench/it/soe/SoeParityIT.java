package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.internal.engine.StandaloneSession;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.soe.client.SoeClientProvider;
import io.dbbench.workloads.soe.server.SoeServerProvider;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The parity test: two PostgreSQL databases loaded identically (same seed, scale 0.01); on one
 * the client-side transactions run, on the other the server-side ones, each transaction with the same
 * seed on both sides, so both draw the same customer, name or warehouse. After each transaction type
 * the two databases must be in equivalent states: the same counts of customers, addresses, cards,
 * orders and processed orders, the same new customers, orders for the same customers, and on both
 * sides the invariants (order total = sum of its lines, stock taken = quantity ordered). What each side
 * chooses by itself after its first draw (which products, which order of a customer) may differ, so
 * those parts are compared through the invariants, not row by row.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoeParityIT {
    private static final long SEED = 0x50E_9A41L;
    private static Side client;
    private static Side server;

    /**
     * One database, the workload variant running on it, and its single connection. Each transaction runs in
     * a session of its own seed (the engine's {@link StandaloneSession}, no think time), so the client-side
     * and server-side variants draw their inputs from the same seed.
     */
    private record Side(String name, Workload workload, Connection connection, Dialect dialect) {
        List<Outcome> run(String transaction, int times, long seed) throws Exception {
            Transaction t = workload.newTransaction(transaction);
            List<Outcome> outcomes = new ArrayList<>();
            for (int i = 0; i < times; i++) {
                // not closed: closing a session closes the connection the next one uses
                StandaloneSession session =
                        StandaloneSession.open(connection, dialect, StandaloneSession.Options.defaults(0, seed + i));
                outcomes.add(t.execute(session.context()));
            }
            return outcomes;
        }

        SoeState state() throws Exception {
            return SoeState.read(connection);
        }
    }

    @BeforeAll
    static void loadTwoIdenticalDatabases() throws Exception {
        client = open("soe_parity_client", new SoeClientProvider());
        server = open("soe_parity_server", new SoeServerProvider());
        assertEquals(client.state(), server.state(), "loaded identically");
    }

    private static Side open(String name, WorkloadProvider provider) throws Exception {
        EmbeddedDatabase.Database db = EmbeddedDatabase.newDatabase(name);
        WorkloadContext context = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        provider.schemaInstaller(db.dialect())
                .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        Connection connection = db.dataSource().getConnection();
        connection.setAutoCommit(false);
        return new Side(name, provider.open(context), connection, db.dialect());
    }

    @AfterAll
    static void close() throws Exception {
        for (Side side : new Side[] {client, server}) {
            if (side == null) continue;
            side.workload().close();
            side.connection().close();
        }
    }

    @Test
    @Order(1)
    void customerRegistrationAddsTheSameCustomers() throws Exception {
        long loadedMax = SoeState.count(client.connection(), "SELECT max(customer_id) FROM customers");
        List<Outcome> c = client.run("NewCustomerProcess", 20, SEED);
        List<Outcome> s = server.run("NewCustomerProcess", 20, SEED);
        assertTrue(c.stream().noneMatch(Outcome::rolledBack) && s.stream().noneMatch(Outcome::rolledBack));
        assertEquals(client.state(), server.state());
        String names =
                "SELECT cust_first_name || ' ' || cust_last_name FROM customers WHERE customer_id > ? ORDER BY customer_id";
        List<String> clientNames = SoeState.column(client.connection(), names, loadedMax);
        assertEquals(20, clientNames.size());
        assertEquals(clientNames, SoeState.column(server.connection(), names, loadedMax));
    }

    @Test
    @Order(2)
    void updateCustomerDetailsAddsTheSameNumberOfAddresses() throws Exception {
        SoeState before = client.state();
        client.run("UpdateCustomerDetails", 30, SEED + 1_000);
        server.run("UpdateCustomerDetails", 30, SEED + 1_000);
        assertEquals(client.state(), server.state());
        assertTrue(client.state().addresses() > before.addresses(), "some names were found");
    }

    @Test
    @Order(3)
    void browseProductsChangesNothingCompared() throws Exception {
        SoeState before = server.state();
        client.run("BrowseProducts", 10, SEED + 2_000);
        server.run("BrowseProducts", 10, SEED + 2_000);
        assertEquals(before, server.state());
        assertEquals(client.state(), server.state());
    }

    @Test
    @Order(4)
    void orderProductsOrdersForTheSameCustomersAndKeepsTotalsAndStock() throws Exception {
        int times = 30;
        List<List<String>> clientOrders = orderByOrder(client, times);
        List<List<String>> serverOrders = orderByOrder(server, times);
        for (int i = 0; i < times; i++) {
            // an order none of whose products is in stock is rolled back: no order on that side
            if (!clientOrders.get(i).isEmpty() && !serverOrders.get(i).isEmpty()) {
                assertEquals(clientOrders.get(i), serverOrders.get(i), "customer of order " + i);
            }
        }
        long committedOnBoth = IntStream.range(0, times)
                .filter(i ->
                        !clientOrders.get(i).isEmpty() && !serverOrders.get(i).isEmpty())
                .count();
        assertTrue(committedOnBoth >= times - 6, "orders committed on both sides: " + committedOnBoth);
    }

    /** Runs Order Products {@code times} times; per run, the customer of the order it added (or none). */
    private static List<List<String>> orderByOrder(Side side, int times) throws Exception {
        SoeState before = side.state();
        long maxOrder = SoeState.count(side.connection(), "SELECT max(order_id) FROM orders");
        long lastOldOrder = maxOrder;
        List<List<String>> customers = new ArrayList<>();
        int committed = 0;
        for (int i = 0; i < times; i++) {
            Outcome outcome = side.run("NewOrderProcess", 1, SEED + 3_000 + i).get(0);
            List<String> added = SoeState.column(
                    side.connection(), "SELECT customer_id FROM orders WHERE order_id > ? ORDER BY order_id", maxOrder);
            assertEquals(outcome.rolledBack() ? 0 : 1, added.size(), side.name() + " run " + i + ": " + outcome);
            if (!added.isEmpty()) {
                committed++;
                maxOrder = SoeState.count(side.connection(), "SELECT max(order_id) FROM orders");
            }
            customers.add(added);
        }
        SoeState after = side.state();
        assertEquals(before.orders() + committed, after.orders(), side.name());
        assertEquals(before.totalsOffLines(), after.totalsOffLines(), side.name() + ": new orders total their lines");
        assertEquals(
                before.stock() - after.stock(),
                after.lineQuantity() - before.lineQuantity(),
                side.name() + ": stock taken = quantity ordered");
        assertEquals(
                0,
                SoeState.count(
                        side.connection(),
                        "SELECT count(*) FROM orders o WHERE o.order_id > "
                                + lastOldOrder + " AND (o.order_status <> 2 OR NOT EXISTS (SELECT 1 FROM order_items i"
                                + " WHERE i.order_id = o.order_id))"),
                side.name() + ": new orders await processing and have lines");
        return customers;
    }

    @Test
    @Order(5)
    void processOrdersProcessesAtMostOneOrderPerRunAndAddsNone() throws Exception {
        SoeState clientBefore = client.state();
        SoeState serverBefore = server.state();
        client.run("ProcessOrders", 30, SEED + 4_000);
        server.run("ProcessOrders", 30, SEED + 4_000);
        long clientProcessed = client.state().processedOrders() - clientBefore.processedOrders();
        long serverProcessed = server.state().processedOrders() - serverBefore.processedOrders();
        // One order per run whose warehouse has one waiting, on each side. The sides need not agree: the
        // server-side Order Products draws its warehouse with the database's own (unseeded) random(), so since
        // test 4 the warehouses' waiting orders differ between the sides, and test 4 may commit one order more
        // on one side (CI failed once requiring equal order counts here: 14330 vs 14329).
        for (long processed : new long[] {clientProcessed, serverProcessed}) {
            assertTrue(processed > 0 && processed <= 30, "processed " + processed + " in 30 runs");
        }
        assertEquals(clientBefore.orders(), client.state().orders(), "processing adds no order");
        assertEquals(serverBefore.orders(), server.state().orders(), "processing adds no order");
    }

    @Test
    @Order(6)
    void browseOrdersAddsAsManyUnitsAndKeepsTotalsEqualToLines() throws Exception {
        SoeState clientBefore = client.state();
        SoeState serverBefore = server.state();
        client.run("BrowseAndUpdateOrders", 30, SEED + 5_000);
        server.run("BrowseAndUpdateOrders", 30, SEED + 5_000);
        SoeState clientAfter = client.state();
        SoeState serverAfter = server.state();
        long clientUnits = clientAfter.lineQuantity() - clientBefore.lineQuantity();
        assertTrue(clientUnits > 0);
        assertEquals(clientUnits, serverAfter.lineQuantity() - serverBefore.lineQuantity());
        for (SoeState[] s : new SoeState[][] {{clientBefore, clientAfter}, {serverBefore, serverAfter}}) {
            assertEquals(s[0].totalsOffLines(), s[1].totalsOffLines());
            assertEquals(
                    0,
                    s[1].orderTotal()
                            .subtract(s[0].orderTotal())
                            .compareTo(s[1].lineValue().subtract(s[0].lineValue())),
                    "total grew by the value added");
        }
    }

    @Test
    @Order(7)
    void queriesChangeNothing() throws Exception {
        SoeState clientBefore = client.state();
        SoeState serverBefore = server.state();
        for (String query : List.of(
                "SalesRepsOrdersQuery", "WarehouseOrdersQuery", "WarehouseActivityQuery", "OrdersByCountyQuery")) {
            List<Outcome> c = client.run(query, 5, SEED + 6_000);
            List<Outcome> s = server.run(query, 5, SEED + 6_000);
            assertFalse(c.stream().anyMatch(Outcome::rolledBack) || s.stream().anyMatch(Outcome::rolledBack), query);
        }
        assertEquals(clientBefore, client.state());
        assertEquals(serverBefore, server.state());
    }
}
