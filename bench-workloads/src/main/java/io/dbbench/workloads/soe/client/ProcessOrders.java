package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeConstants;
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
        CountedStatements statements = new CountedStatements(context);
        List<Long> candidates = statements.ids(
                OLDEST_UNPROCESSED, RandomChoices.warehouseId(context), SoeConstants.ORDER_STATUS_MAX_UNPROCESSED);
        Long orderId = lockOne(context, statements, candidates);
        if (orderId != null) {
            context.think();
            statements.fetchAll(ORDER_WITH_CUSTOMER_AND_LINES, orderId);
            context.think();
            statements.update(SET_STATUS, SoeConstants.ORDER_STATUS_PROCESSED, orderId);
        }
        return statements.commit();
    }

    /** Tries the candidates in random order; the first one locked (and still unprocessed) is the order. */
    private static Long lockOne(TransactionContext context, CountedStatements statements, List<Long> candidates)
            throws SQLException {
        List<Long> remaining = new ArrayList<>(candidates);
        while (!remaining.isEmpty()) {
            long orderId = remaining.remove(context.random().nextInt(remaining.size()));
            boolean locked = statements
                    .first(LOCK_IF_UNPROCESSED, row -> true, orderId, SoeConstants.ORDER_STATUS_MAX_UNPROCESSED)
                    .isPresent();
            if (locked) return orderId;
        }
        return null;
    }
}
