package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.RandomChoices;

/**
 * Sales Rep Query (SQ): a random sales rep's 15 largest orders, ranked by total, with customer names. The
 * ranking and the limit come first, in the inline view, so only those 15 orders are joined to customers.
 */
public final class SalesRepsOrdersQuery extends QueryTransaction {
    static final String SQL = "SELECT o.order_id, o.order_date, o.order_total, o.total_rank, c.cust_first_name, "
            + "c.cust_last_name FROM (SELECT order_id, order_date, order_total, customer_id, "
            + "RANK() OVER (ORDER BY order_total DESC NULLS LAST) AS total_rank FROM orders WHERE sales_rep_id = ? "
            + "ORDER BY order_total DESC NULLS LAST, order_id" + OrderEntrySql.LIMIT + ") o "
            + "JOIN customers c ON c.customer_id = o.customer_id ORDER BY o.total_rank, o.order_id";

    SalesRepsOrdersQuery() {
        super(SQL, RandomChoices::salesRepId);
    }
}
