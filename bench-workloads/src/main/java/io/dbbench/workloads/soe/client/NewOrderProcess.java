package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import io.dbbench.workloads.soe.SoeMetadata;
import java.math.BigDecimal;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Order Products (OP): logs a random customer on and reads its addresses and cards, browses 1..23 random
 * categories in random warehouses, then enters an order in one random warehouse: the order row (status
 * new, mode online and so no sales rep, the customer's preferred or first address and card), one line at
 * list price for each of 2..7 distinct random products that warehouse has in stock, the order's total
 * (the sum of its lines) and status awaiting processing, and the stock taken from the inventory. When
 * none of the products is in stock the whole transaction rolls back and reports so.
 */
public final class NewOrderProcess implements Transaction {
    private static final int MAX_LINE_QUANTITY = 5;
    private static final int ORDERS_CUSTOMER_CLASS_WIDTH = 30;
    private static final List<String> DELIVERY_TYPES = List.of("Standard", "Express", "Next_Day", "Collection");
    private static final List<String> WAIT_CHOICES = List.of("ship_asap", "wait_for_all");
    private static final List<String> GIFT_WRAPS = List.of("None", "Paper", "Gift Box");

    private final SoeMetadata metadata;
    private final DialectSql sql;

    NewOrderProcess(SoeMetadata metadata, DialectSql sql) {
        this.metadata = metadata;
        this.sql = sql;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        Optional<Customer> logged = LogonStep.logon(context, sql, RandomChoices.customerId(context, metadata), tally);
        if (logged.isEmpty()) {
            // an id the loader skipped: nobody to order for
            return commit(context, tally);
        }
        Customer customer = logged.get();
        Long addressId = preferredOrFirst(
                customer.preferredAddress(),
                firstIds(context, OrderEntrySql.ADDRESSES_OF_CUSTOMER, customer.id(), tally));
        Long cardId = preferredOrFirst(
                customer.preferredCard(), firstIds(context, OrderEntrySql.CARDS_OF_CUSTOMER, customer.id(), tally));
        context.think();

        browseCategories(context, tally);
        context.think();

        int warehouseId = RandomChoices.warehouseId(context);
        long orderId = newOrderId(context, tally);
        insertOrder(context, orderId, customer, warehouseId, addressId, cardId);
        tally.insert();
        List<OrderLine> lines = addLinesInStock(context, orderId, warehouseId, tally);
        if (lines.isEmpty()) {
            context.connection().rollback();
            tally.rollback();
            return Outcome.rolledBack(tally.counts());
        }
        context.think();

        PreparedStatement complete = context.prepare(OrderEntrySql.COMPLETE_ORDER);
        complete.setLong(1, orderId);
        complete.setInt(2, SoeConstants.ORDER_STATUS_AWAITING);
        complete.setLong(3, orderId);
        complete.executeUpdate();
        tally.update();
        takeFromStock(context, warehouseId, lines, tally);
        return commit(context, tally);
    }

    private static Outcome commit(TransactionContext context, DmlTally tally) throws SQLException {
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }

    /** Runs a by-customer lookup and returns the ids (first column) it found, in the order read. */
    private static List<Long> firstIds(TransactionContext context, String query, long customerId, DmlTally tally)
            throws SQLException {
        PreparedStatement select = context.prepare(query);
        select.setLong(1, customerId);
        List<Long> ids = new ArrayList<>();
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) ids.add(rows.getLong(1));
        }
        tally.select();
        return ids;
    }

    private static Long preferredOrFirst(Long preferred, List<Long> found) {
        if (preferred != null) return preferred;
        return found.isEmpty() ? null : found.get(0);
    }

    private static void browseCategories(TransactionContext context, DmlTally tally) throws SQLException {
        PreparedStatement browse = context.prepare(OrderEntrySql.CATEGORY_IN_WAREHOUSE);
        int browses = RandomChoices.browseIterations(context);
        for (int i = 0; i < browses; i++) {
            browse.setInt(1, RandomChoices.categoryId(context));
            browse.setInt(2, RandomChoices.warehouseId(context));
            Rows.fetchAll(browse);
            tally.select();
        }
    }

    private long newOrderId(TransactionContext context, DmlTally tally) throws SQLException {
        try (ResultSet id = context.prepare(sql.newOrderId()).executeQuery()) {
            if (!id.next()) throw new SQLException("the sequence returned no row: " + sql.newOrderId());
            tally.select();
            return id.getLong(1);
        }
    }

    private static void insertOrder(
            TransactionContext context, long orderId, Customer customer, int warehouseId, Long addressId, Long cardId)
            throws SQLException {
        PreparedStatement insert = context.prepare(OrderEntrySql.INSERT_ORDER);
        insert.setLong(1, orderId);
        insert.setString(2, OrderEntrySql.ORDER_MODE_ONLINE);
        insert.setLong(3, customer.id());
        insert.setInt(4, SoeConstants.ORDER_STATUS_NEW);
        insert.setNull(5, Types.NUMERIC); // an online order has no sales rep (only direct orders do)
        insert.setInt(6, warehouseId);
        insert.setString(7, SoeData.pick(DELIVERY_TYPES, context.random()));
        insert.setInt(8, context.randomInt(1, 5));
        insert.setString(9, SoeData.pick(WAIT_CHOICES, context.random()));
        setNullableLong(insert, 10, addressId);
        insert.setString(11, fitted(customer.customerClass(), ORDERS_CUSTOMER_CLASS_WIDTH));
        setNullableLong(insert, 12, cardId);
        setNullableLong(insert, 13, addressId);
        insert.executeUpdate();
    }

    /** customers.customer_class is wider than orders.customer_class: keep what fits. */
    private static String fitted(String value, int width) {
        return value == null || value.length() <= width ? value : value.substring(0, width);
    }

    private static void setNullableLong(PreparedStatement statement, int index, Long value) throws SQLException {
        if (value == null) statement.setNull(index, Types.NUMERIC);
        else statement.setLong(index, value);
    }

    /** For 2..7 distinct random products: checks the warehouse's stock and adds a line when it suffices. */
    private static List<OrderLine> addLinesInStock(
            TransactionContext context, long orderId, int warehouseId, DmlTally tally) throws SQLException {
        int wanted = context.randomInt(SoeConstants.MIN_ORDER_LINES, SoeConstants.MAX_ORDER_LINES);
        Set<Integer> products = new LinkedHashSet<>();
        while (products.size() < wanted) products.add(RandomChoices.productId(context));

        PreparedStatement stock = context.prepare(OrderEntrySql.STOCK_OF_PRODUCT);
        List<OrderLine> lines = new ArrayList<>();
        for (int productId : products) {
            int quantity = context.randomInt(1, MAX_LINE_QUANTITY);
            stock.setInt(1, productId);
            stock.setInt(2, warehouseId);
            BigDecimal listPrice = null;
            Long supplierId = null;
            try (ResultSet row = stock.executeQuery()) {
                if (row.next() && row.getLong(1) >= quantity) {
                    listPrice = row.getBigDecimal(2);
                    supplierId = Customer.nullableLong(row, 3);
                }
            }
            tally.select();
            if (listPrice == null) continue; // not stocked here, not enough of it, or no price to charge
            OrderLine line = new OrderLine(lines.size() + 1, productId, listPrice, quantity);
            insertLine(context, orderId, line, supplierId);
            tally.insert();
            lines.add(line);
        }
        return lines;
    }

    private static void insertLine(TransactionContext context, long orderId, OrderLine line, Long supplierId)
            throws SQLException {
        PreparedStatement insert = context.prepare(OrderEntrySql.INSERT_LINE);
        insert.setLong(1, orderId);
        insert.setInt(2, line.lineItemId());
        insert.setInt(3, line.productId());
        insert.setBigDecimal(4, line.unitPrice());
        insert.setInt(5, line.quantity());
        insert.setString(6, SoeData.pick(GIFT_WRAPS, context.random()));
        insert.setString(7, "New");
        setNullableLong(insert, 8, supplierId);
        insert.setDate(9, Date.valueOf(LocalDate.now().plusDays(context.randomInt(2, 10))));
        insert.executeUpdate();
    }

    /** In product order, so two orders from one warehouse always lock its inventory rows in the same order. */
    private static void takeFromStock(
            TransactionContext context, int warehouseId, List<OrderLine> lines, DmlTally tally) throws SQLException {
        PreparedStatement update = context.prepare(OrderEntrySql.TAKE_FROM_STOCK);
        List<OrderLine> byProduct = new ArrayList<>(lines);
        byProduct.sort(Comparator.comparingInt(OrderLine::productId));
        for (OrderLine line : byProduct) {
            update.setInt(1, line.quantity());
            update.setInt(2, line.productId());
            update.setInt(3, warehouseId);
            update.executeUpdate();
            tally.update();
        }
    }
}
