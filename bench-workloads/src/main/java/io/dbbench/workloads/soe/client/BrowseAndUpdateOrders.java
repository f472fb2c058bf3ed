package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeMetadata;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * Browse Orders (BO): logs a random customer on, reads its addresses and its orders (at most 15); when it
 * has some, reads the lines of one of them, adds 1 to the quantity of one line and that line's unit price
 * to the order's total (so the total stays the sum of the lines), and commits.
 */
public final class BrowseAndUpdateOrders extends RandomCustomerTransaction {
    static final String ORDERS_OF_CUSTOMER = "SELECT order_id, order_date, order_status, order_total "
            + "FROM orders WHERE customer_id = ?" + OrderEntrySql.LIMIT;
    static final String LINES_OF_ORDER = "SELECT line_item_id, product_id, unit_price, quantity "
            + "FROM order_items WHERE order_id = ? ORDER BY line_item_id" + OrderEntrySql.LIMIT;
    static final String ADD_ONE_TO_LINE =
            "UPDATE order_items SET quantity = quantity + 1 " + "WHERE order_id = ? AND line_item_id = ?";
    static final String ADD_TO_TOTAL =
            "UPDATE orders SET order_total = COALESCE(order_total, 0) + ? " + "WHERE order_id = ?";

    private record Line(long lineItemId, BigDecimal unitPrice) {}

    BrowseAndUpdateOrders(SoeMetadata metadata, DialectSql sql) {
        super(metadata, sql);
    }

    @Override
    Outcome afterLogon(TransactionContext context, CountedStatements statements, Optional<Customer> customer)
            throws SQLException, InterruptedException {
        if (customer.isPresent()) {
            long customerId = customer.get().id();
            statements.fetchAll(OrderEntrySql.ADDRESSES_OF_CUSTOMER, customerId);
            context.think();
            List<Long> orders = statements.ids(ORDERS_OF_CUSTOMER, customerId);
            if (!orders.isEmpty()) {
                long orderId = orders.get(context.random().nextInt(orders.size()));
                context.think();
                List<Line> lines =
                        statements.list(LINES_OF_ORDER, row -> new Line(row.getLong(1), row.getBigDecimal(3)), orderId);
                // a line without a price cannot keep the total equal to the sum of the lines: leave it
                lines.removeIf(l -> l.unitPrice() == null);
                if (!lines.isEmpty()) {
                    context.think();
                    Line line = lines.get(context.random().nextInt(lines.size()));
                    statements.update(ADD_ONE_TO_LINE, orderId, line.lineItemId());
                    statements.update(ADD_TO_TOTAL, line.unitPrice(), orderId);
                }
            }
        }
        return statements.commit();
    }
}
