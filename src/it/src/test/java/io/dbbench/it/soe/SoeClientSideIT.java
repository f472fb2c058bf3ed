package io.dbbench.it.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.config.ConnectionConfig;
import io.dbbench.core.config.LoadConfig;
import io.dbbench.core.config.ParsedConfig;
import io.dbbench.core.config.PoolingConfig;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.Secret;
import io.dbbench.core.config.SwingBenchConfigReader;
import io.dbbench.core.internal.engine.EngineOptions;
import io.dbbench.core.internal.engine.LoadEngine;
import io.dbbench.core.internal.engine.PooledConnectionSource;
import io.dbbench.core.result.DmlTotals;
import io.dbbench.core.result.EndReason;
import io.dbbench.core.result.RunResult;
import io.dbbench.core.result.TransactionResult;
import io.dbbench.core.workload.InstallOptions;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.it.EmbeddedDatabase;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeTransactionNames;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import io.dbbench.workloads.soe.schema.SoeValidator;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The client-side Order Entry transactions through the real engine on the embedded PostgreSQL, against a
 * schema the Order Entry installer loaded at scale 0.01. Each transaction first runs alone for a fixed
 * number of transactions, so the DML it reports can be checked against what changed in the tables; then
 * the stock mix of configs/SOE_Client_Side.xml runs, and the schema validator must still pass.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoeClientSideIT {
    private static final String PREFIX = "io.dbbench.workloads.soe.client.";
    private static final int USERS = 4;
    private static final int TRANSACTIONS_PER_RUN = 200;

    private EmbeddedDatabase.Database db;
    private WorkloadContext context;
    private long loadedMaxOrderId;

    @BeforeAll
    void installSchema() throws SQLException {
        db = EmbeddedDatabase.newDatabase("soe_client");
        context = new WorkloadContext(db.dataSource(), db.dialect(), Map.of());
        SoeSchemaInstaller.forDialect(db.dialect())
                .create(context, new InstallOptions(0.01, 2, InstallOptions.DEFAULT_SEED, LoadProgress.NONE));
        ValidationReport fresh = SoeValidator.forDialect(db.dialect()).validate(context);
        assertTrue(fresh.ok(), "freshly loaded schema: " + fresh.failures());
        loadedMaxOrderId = db.count("SELECT MAX(order_id) FROM orders");
    }

    /** What the transactions change, counted in the database. */
    private record Tables(
            long customers,
            long addresses,
            long cards,
            long orders,
            long orderItems,
            long logons,
            long processedOrders,
            long itemQuantity,
            long totalsOffLines) {}

    private Tables tables() throws SQLException {
        return new Tables(
                db.count("SELECT COUNT(*) FROM customers"),
                db.count("SELECT COUNT(*) FROM addresses"),
                db.count("SELECT COUNT(*) FROM card_details"),
                db.count("SELECT COUNT(*) FROM orders"),
                db.count("SELECT COUNT(*) FROM order_items"),
                db.count("SELECT COUNT(*) FROM logon"),
                db.count("SELECT COUNT(*) FROM orders WHERE order_status = " + SoeConstants.ORDER_STATUS_PROCESSED),
                db.count("SELECT COALESCE(SUM(quantity), 0) FROM order_items"),
                // orders (loaded or new) whose total is not the sum of their lines: the workload must not add any
                db.count(
                        "SELECT COUNT(*) FROM orders o JOIN (SELECT order_id, SUM(unit_price * quantity) AS t "
                                + "FROM order_items GROUP BY order_id) l ON l.order_id = o.order_id WHERE o.order_total <> l.t"));
    }

    private RunResult run(RunConfig config) throws Exception {
        ConnectionConfig connection = new ConnectionConfig(
                db.user(),
                Secret.of(db.password()),
                db.jdbcUrl(),
                "",
                null,
                Map.of("FetchSize", "20", "StatementCaching", "50"),
                List.of(),
                PoolingConfig.DEFAULT);
        RunConfig withDatabase = config.withConnection(connection);
        try (PooledConnectionSource pool = PooledConnectionSource.open(
                db.dataSource(), connection, withDatabase.load().users(), "soe-client-it")) {
            LoadEngine engine = new LoadEngine(
                    withDatabase,
                    db.dialect(),
                    pool,
                    WorkloadRegistry.load(),
                    EngineOptions.defaults().withSeed(42));
            return engine.run();
        }
    }

    private RunResult runAlone(String transaction) throws Exception {
        RunConfig config = RunConfig.builder()
                .name("SOE client-side " + transaction)
                .users(USERS)
                .maxTransactions(TRANSACTIONS_PER_RUN)
                .runTime(Duration.ofMinutes(3))
                .transaction(transaction, "T", PREFIX + transaction, 1)
                .build();
        RunResult result = run(config);
        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        TransactionResult t = result.transactions().get(0);
        assertEquals(0, t.failed(), transaction + " failures: " + result.errorsByCode());
        assertEquals(TRANSACTIONS_PER_RUN, t.completed(), transaction + " completed");
        return result;
    }

    @Order(1)
    @ParameterizedTest
    @ValueSource(
            strings = {
                "NewCustomerProcess",
                "UpdateCustomerDetails",
                "BrowseProducts",
                "NewOrderProcess",
                "ProcessOrders",
                "BrowseAndUpdateOrders",
                "SalesRepsOrdersQuery",
                "WarehouseOrdersQuery",
                "WarehouseActivityQuery",
                "OrdersByCountyQuery"
            })
    void eachTransactionRunsWithoutFailureAndReportsTheRowsItChanged(String transaction) throws Exception {
        Tables before = tables();
        RunResult result = runAlone(transaction);
        Tables after = tables();
        TransactionResult t = result.transactions().get(0);
        DmlTotals dml = result.dmlTotals();
        long completed = t.completed();
        long logons = after.logons() - before.logons();
        long orders = after.orders() - before.orders();
        long items = after.orderItems() - before.orderItems();
        assertEquals(before.totalsOffLines(), after.totalsOffLines(), "orders whose total is not the sum of lines");
        assertEquals(0, dml.deletes());
        switch (transaction) {
            case "NewCustomerProcess" -> {
                assertEquals(completed, after.customers() - before.customers());
                assertEquals(completed, after.addresses() - before.addresses());
                assertEquals(completed, after.cards() - before.cards());
                assertEquals(3 * completed + logons, dml.inserts(), "customer, address, card, and the logon rows");
                assertEquals(2 * completed, dml.commits());
                assertTrue(
                        logons > completed / 10 && logons < completed * 6 / 10, "about one logon in three: " + logons);
            }
            case "UpdateCustomerDetails" -> {
                long added = after.addresses() - before.addresses();
                assertEquals(added, dml.inserts());
                assertEquals(added, dml.updates(), "one preferred address set per address added");
                assertTrue(added > 0, "some names were found");
                assertEquals(0, logons);
            }
            case "BrowseProducts" -> {
                assertEquals(logons, dml.inserts(), "logon rows are the only inserts");
                assertTrue(logons > 0);
                assertEquals(0, dml.updates());
                assertTrue(dml.selects() >= 2 * completed, "a customer and at least one product each");
            }
            case "NewOrderProcess" -> {
                assertEquals(completed - t.rolledBack(), orders, "one order per committed transaction");
                assertEquals(dml.rollbacks(), t.rolledBack());
                assertEquals(orders + items, dml.updates(), "order completed, and stock taken per line");
                if (t.rolledBack() == 0) assertEquals(orders + items + logons, dml.inserts());
                else assertTrue(dml.inserts() > orders + items + logons, "rolled back inserts are counted too");
                assertEquals(
                        0,
                        db.count("SELECT COUNT(*) FROM orders WHERE order_id > " + loadedMaxOrderId
                                + " AND order_status NOT IN (" + SoeConstants.ORDER_STATUS_AWAITING + ", "
                                + SoeConstants.ORDER_STATUS_PROCESSED + ")"),
                        "new orders are awaiting processing");
            }
            case "ProcessOrders" -> {
                assertEquals(
                        after.processedOrders() - before.processedOrders(),
                        dml.updates(),
                        "each update moves one unprocessed order to processed");
                assertTrue(dml.updates() > 0 && dml.updates() <= completed);
                assertEquals(0, dml.inserts());
            }
            case "BrowseAndUpdateOrders" -> {
                assertEquals(0, dml.updates() % 2, "a line and its order each time");
                assertEquals(
                        dml.updates() / 2, after.itemQuantity() - before.itemQuantity(), "one more item per update");
                assertTrue(dml.updates() > 0);
                assertEquals(logons, dml.inserts());
            }
            default -> {
                assertEquals(new DmlTotals(completed, 0, 0, 0, completed, 0), dml, "one query and a commit each");
                assertEquals(before, after);
            }
        }
    }

    @Order(2)
    @Test
    void theStockMixRunsWithoutFailureAndTheSchemaStillValidates() throws Exception {
        Path file = Path.of(System.getProperty("bench.configs.dir", "../../configs"), "SOE_Client_Side.xml");
        ParsedConfig parsed = new SwingBenchConfigReader(WorkloadRegistry.load()).read(file);
        RunConfig stock = parsed.config();
        LoadConfig l = stock.load();
        RunConfig config = stock.withLoad(new LoadConfig(
                8,
                l.minDelayMillis(),
                l.maxDelayMillis(),
                l.interMinDelayMillis(),
                l.interMaxDelayMillis(),
                l.queryTimeoutSeconds(),
                2_000,
                Duration.ofMinutes(3),
                l.logonGroupCount(),
                l.logonDelayMillis(),
                l.logoutPostTransaction(),
                l.waitTillAllLogon(),
                l.statsCollectionStart(),
                l.statsCollectionEnd(),
                l.connectionRefresh()));
        Tables before = tables();

        RunResult result = run(config);

        assertEquals(EndReason.MAX_TRANSACTIONS, result.endReason());
        assertEquals(Map.of(), result.errorsByCode());
        for (TransactionResult t : result.transactions()) assertEquals(0, t.failed(), t.id());
        assertEquals(
                2_000,
                result.transactions().stream()
                        .mapToLong(TransactionResult::completed)
                        .sum());
        assertTrue(result.transactions().stream()
                        .filter(t -> t.id().equals("Order Products"))
                        .findFirst()
                        .orElseThrow()
                        .completed()
                > 0);
        Tables after = tables();
        assertEquals(before.totalsOffLines(), after.totalsOffLines(), "orders whose total is not the sum of lines");
        long newCustomers = after.customers() - before.customers();
        assertEquals(
                result.transactions().stream()
                        .filter(t -> t.className().endsWith(SoeTransactionNames.NEW_CUSTOMER))
                        .findFirst()
                        .orElseThrow()
                        .completed(),
                newCustomers,
                "one customer per registration");

        ValidationReport report = SoeValidator.forDialect(db.dialect()).validate(context);
        assertTrue(report.ok(), "after the runs: " + report.failures());
        assertEquals(
                0,
                db.count(
                        "SELECT COUNT(*) FROM orders o WHERE o.order_id > " + loadedMaxOrderId
                                + " AND (NOT EXISTS (SELECT 1 FROM addresses a WHERE a.address_id = o.delivery_address_id AND a.customer_id = o.customer_id)"
                                + " OR NOT EXISTS (SELECT 1 FROM card_details c WHERE c.card_id = o.card_id AND c.customer_id = o.customer_id))"),
                "new orders go to an address and a card of their customer");
        assertEquals(
                0,
                db.count(
                        "SELECT COUNT(*) FROM customers c WHERE NOT EXISTS "
                                + "(SELECT 1 FROM addresses a WHERE a.address_id = c.preferred_address AND a.customer_id = c.customer_id)"),
                "every preferred address is one of the customer's");
    }
}
