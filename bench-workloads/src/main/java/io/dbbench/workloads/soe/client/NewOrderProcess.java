package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import io.dbbench.workloads.soe.SoeMetadata;
import java.math.BigDecimal;
import java.sql.SQLException;
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
public final class NewOrderProcess extends RandomCustomerTransaction {
    private static final int MAX_LINE_QUANTITY = 5;
    private static final int ORDERS_CUSTOMER_CLASS_WIDTH = 30;
    private static final List<String> DELIVERY_TYPES = List.of("Standard", "Express", "Next_Day", "Collection");
    private static final List<String> WAIT_CHOICES = List.of("ship_asap", "wait_for_all");
    private static final List<String> GIFT_WRAPS = List.of("None", "Paper", "Gift Box");

    NewOrderProcess(SoeMetadata metadata, DialectSql sql) {
        super(metadata, sql);
    }

    @Override
    Outcome afterLogon(TransactionContext context, CountedStatements statements, Optional<Customer> logged)
            throws SQLException, InterruptedException {
        if (logged.isEmpty()) {
            // an id the loader skipped: nobody to order for
            return statements.commit();
        }
        Customer customer = logged.get();
        Long addressId = preferredOrFirst(
                customer.preferredAddress(), statements.ids(OrderEntrySql.ADDRESSES_OF_CUSTOMER, customer.id()));
        Long cardId = preferredOrFirst(
                customer.preferredCard(), statements.ids(OrderEntrySql.CARDS_OF_CUSTOMER, customer.id()));
        context.think();

        int browses = RandomChoices.browseIterations(context);
        for (int i = 0; i < browses; i++) {
            statements.fetchAll(
                    OrderEntrySql.CATEGORY_IN_WAREHOUSE,
                    RandomChoices.categoryId(context),
                    RandomChoices.warehouseId(context));
        }
        context.think();

        int warehouseId = RandomChoices.warehouseId(context);
        long orderId = statements.sequenceValues(sql.newOrderId(), 1)[0];
        statements.insert(
                OrderEntrySql.INSERT_ORDER,
                orderId,
                OrderEntrySql.ORDER_MODE_ONLINE,
                customer.id(),
                SoeConstants.ORDER_STATUS_NEW,
                CountedStatements.numberOrNull(null), // an online order has no sales rep (only direct orders do)
                warehouseId,
                SoeData.pick(DELIVERY_TYPES, context.random()),
                context.randomInt(1, 5),
                SoeData.pick(WAIT_CHOICES, context.random()),
                CountedStatements.numberOrNull(addressId),
                fitted(customer.customerClass(), ORDERS_CUSTOMER_CLASS_WIDTH),
                CountedStatements.numberOrNull(cardId),
                CountedStatements.numberOrNull(addressId));
        List<OrderLine> lines = addLinesInStock(context, statements, orderId, warehouseId);
        if (lines.isEmpty()) return statements.rollback();
        context.think();

        statements.update(OrderEntrySql.COMPLETE_ORDER, orderId, SoeConstants.ORDER_STATUS_AWAITING, orderId);
        // in product order, so two orders from one warehouse always lock its inventory rows in the same order
        List<OrderLine> byProduct = new ArrayList<>(lines);
        byProduct.sort(Comparator.comparingInt(OrderLine::productId));
        for (OrderLine line : byProduct) {
            statements.update(OrderEntrySql.TAKE_FROM_STOCK, line.quantity(), line.productId(), warehouseId);
        }
        return statements.commit();
    }

    private static Long preferredOrFirst(Long preferred, List<Long> found) {
        if (preferred != null) return preferred;
        return found.isEmpty() ? null : found.get(0);
    }

    /** customers.customer_class is wider than orders.customer_class: keep what fits. */
    private static String fitted(String value, int width) {
        return value == null || value.length() <= width ? value : value.substring(0, width);
    }

    /** A product's stock in the warehouse, when it covers the quantity and the product has a price. */
    private record Stock(BigDecimal listPrice, Long supplierId) {}

    /** For 2..7 distinct random products: checks the warehouse's stock and adds a line when it suffices. */
    private static List<OrderLine> addLinesInStock(
            TransactionContext context, CountedStatements statements, long orderId, int warehouseId)
            throws SQLException {
        int wanted = context.randomInt(SoeConstants.MIN_ORDER_LINES, SoeConstants.MAX_ORDER_LINES);
        Set<Integer> products = new LinkedHashSet<>();
        while (products.size() < wanted) products.add(RandomChoices.productId(context));

        List<OrderLine> lines = new ArrayList<>();
        for (int productId : products) {
            int quantity = context.randomInt(1, MAX_LINE_QUANTITY);
            Optional<Stock> stock = statements.first(
                    OrderEntrySql.STOCK_OF_PRODUCT,
                    row -> row.getLong(1) >= quantity
                            ? new Stock(row.getBigDecimal(2), Customer.nullableLong(row, 3))
                            : null,
                    productId,
                    warehouseId);
            // not stocked here, not enough of it, or no price to charge
            if (stock.isEmpty() || stock.get().listPrice() == null) continue;
            OrderLine line =
                    new OrderLine(lines.size() + 1, productId, stock.get().listPrice(), quantity);
            statements.insert(
                    OrderEntrySql.INSERT_LINE,
                    orderId,
                    line.lineItemId(),
                    line.productId(),
                    line.unitPrice(),
                    line.quantity(),
                    SoeData.pick(GIFT_WRAPS, context.random()),
                    "New",
                    CountedStatements.numberOrNull(stock.get().supplierId()),
                    LocalDate.now().plusDays(context.randomInt(2, 10)));
            lines.add(line);
        }
        return lines;
    }
}
