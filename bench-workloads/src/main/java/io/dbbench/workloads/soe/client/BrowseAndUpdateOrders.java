package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeMetadata;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Browse Orders (BO): logs a random customer on, reads its addresses and its orders (at most 15); when it
 * has some, reads the lines of one of them, adds 1 to the quantity of one line and that line's unit price
 * to the order's total (so the total stays the sum of the lines), and commits.
 */
public final class BrowseAndUpdateOrders implements Transaction {
    static final String ORDERS_OF_CUSTOMER = "SELECT order_id, order_date, order_status, order_total "
            + "FROM orders WHERE customer_id = ?" + OrderEntrySql.LIMIT;
    static final String LINES_OF_ORDER = "SELECT line_item_id, product_id, unit_price, quantity "
            + "FROM order_items WHERE order_id = ? ORDER BY line_item_id" + OrderEntrySql.LIMIT;
    static final String ADD_ONE_TO_LINE =
            "UPDATE order_items SET quantity = quantity + 1 " + "WHERE order_id = ? AND line_item_id = ?";
    static final String ADD_TO_TOTAL =
            "UPDATE orders SET order_total = COALESCE(order_total, 0) + ? " + "WHERE order_id = ?";

    private record Line(long lineItemId, BigDecimal unitPrice) {}

    private final SoeMetadata metadata;
    private final DialectSql sql;

    BrowseAndUpdateOrders(SoeMetadata metadata, DialectSql sql) {
        this.metadata = metadata;
        this.sql = sql;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        Optional<Customer> customer = LogonStep.logon(context, sql, RandomChoices.customerId(context, metadata), tally);
        if (customer.isPresent()) {
            long customerId = customer.get().id();
            PreparedStatement addresses = context.prepare(OrderEntrySql.ADDRESSES_OF_CUSTOMER);
            addresses.setLong(1, customerId);
            Rows.fetchAll(addresses);
            tally.select();
            context.think();
            List<Long> orders = ordersOf(context, customerId, tally);
            if (!orders.isEmpty()) {
                long orderId = orders.get(context.random().nextInt(orders.size()));
                context.think();
                List<Line> lines = linesOf(context, orderId, tally);
                // a line without a price cannot keep the total equal to the sum of the lines: leave it
                lines.removeIf(l -> l.unitPrice() == null);
                if (!lines.isEmpty()) {
                    context.think();
                    updateOneLine(context, orderId, lines.get(context.random().nextInt(lines.size())), tally);
                }
            }
        }
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }

    private static List<Long> ordersOf(TransactionContext context, long customerId, DmlTally tally)
            throws SQLException {
        PreparedStatement select = context.prepare(ORDERS_OF_CUSTOMER);
        select.setLong(1, customerId);
        List<Long> ids = new ArrayList<>();
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) ids.add(rows.getLong(1));
        }
        tally.select();
        return ids;
    }

    private static List<Line> linesOf(TransactionContext context, long orderId, DmlTally tally) throws SQLException {
        PreparedStatement select = context.prepare(LINES_OF_ORDER);
        select.setLong(1, orderId);
        List<Line> lines = new ArrayList<>();
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) lines.add(new Line(rows.getLong(1), rows.getBigDecimal(3)));
        }
        tally.select();
        return lines;
    }

    private static void updateOneLine(TransactionContext context, long orderId, Line line, DmlTally tally)
            throws SQLException {
        PreparedStatement quantity = context.prepare(ADD_ONE_TO_LINE);
        quantity.setLong(1, orderId);
        quantity.setLong(2, line.lineItemId());
        quantity.executeUpdate();
        tally.update();
        PreparedStatement total = context.prepare(ADD_TO_TOTAL);
        total.setBigDecimal(1, line.unitPrice());
        total.setLong(2, orderId);
        total.executeUpdate();
        tally.update();
    }
}
