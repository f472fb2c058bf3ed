package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Process Orders (PO): in a random warehouse, takes one of the 15 oldest orders still awaiting processing
 * (status at most {@link SoeConstants#ORDER_STATUS_MAX_UNPROCESSED}), reads it with its customer and
 * lines, marks it processed and commits.
 *
 * <p>The candidates are read without locks; then they are tried in random order with
 * {@code FOR UPDATE SKIP LOCKED} on the single order, so sessions working the same warehouse take
 * different orders instead of queueing behind one another. (Oracle refuses FOR UPDATE together with a row
 * limit, which is why the lock is taken per order.) When every candidate was taken meanwhile, or the
 * warehouse has none, the transaction commits having only read.
 */
public final class ProcessOrders implements Transaction {
    static final String OLDEST_UNPROCESSED = "SELECT order_id FROM orders WHERE warehouse_id = ? "
            + "AND order_status <= ? ORDER BY order_date, order_id" + OrderEntrySql.LIMIT;
    static final String LOCK_IF_UNPROCESSED =
            "SELECT order_id FROM orders WHERE order_id = ? " + "AND order_status <= ? FOR UPDATE SKIP LOCKED";
    static final String ORDER_WITH_CUSTOMER_AND_LINES = "SELECT o.order_id, o.order_date, o.order_total, "
            + "c.cust_first_name, c.cust_last_name, oi.line_item_id, oi.product_id, oi.unit_price, oi.quantity "
            + "FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
            + "JOIN order_items oi ON oi.order_id = o.order_id "
            + "WHERE o.order_id = ? ORDER BY oi.line_item_id" + OrderEntrySql.LIMIT;
    static final String SET_STATUS = "UPDATE orders SET order_status = ? WHERE order_id = ?";

    ProcessOrders() {}

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        List<Long> candidates = oldestUnprocessed(context, RandomChoices.warehouseId(context), tally);
        Long orderId = lockOne(context, candidates, tally);
        if (orderId != null) {
            context.think();
            PreparedStatement read = context.prepare(ORDER_WITH_CUSTOMER_AND_LINES);
            read.setLong(1, orderId);
            Rows.fetchAll(read);
            tally.select();
            context.think();
            PreparedStatement update = context.prepare(SET_STATUS);
            update.setInt(1, SoeConstants.ORDER_STATUS_PROCESSED);
            update.setLong(2, orderId);
            update.executeUpdate();
            tally.update();
        }
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }

    private static List<Long> oldestUnprocessed(TransactionContext context, int warehouseId, DmlTally tally)
            throws SQLException {
        PreparedStatement select = context.prepare(OLDEST_UNPROCESSED);
        select.setInt(1, warehouseId);
        select.setInt(2, SoeConstants.ORDER_STATUS_MAX_UNPROCESSED);
        List<Long> ids = new ArrayList<>();
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) ids.add(rows.getLong(1));
        }
        tally.select();
        return ids;
    }

    /** Tries the candidates in random order; the first one locked (and still unprocessed) is the order. */
    private static Long lockOne(TransactionContext context, List<Long> candidates, DmlTally tally) throws SQLException {
        List<Long> remaining = new ArrayList<>(candidates);
        PreparedStatement lock = context.prepare(LOCK_IF_UNPROCESSED);
        while (!remaining.isEmpty()) {
            long orderId = remaining.remove(context.random().nextInt(remaining.size()));
            lock.setLong(1, orderId);
            lock.setInt(2, SoeConstants.ORDER_STATUS_MAX_UNPROCESSED);
            boolean locked;
            try (ResultSet row = lock.executeQuery()) {
                locked = row.next();
            }
            tally.select();
            if (locked) return orderId;
        }
        return null;
    }
}
