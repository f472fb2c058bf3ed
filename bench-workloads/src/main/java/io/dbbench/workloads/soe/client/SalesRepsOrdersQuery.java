package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.TransactionContext;

import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Sales Rep Query (SQ): a random sales rep's 15 largest orders, ranked by total, with customer names. */
public final class SalesRepsOrdersQuery extends QueryTransaction {
    static final String SQL = "SELECT o.order_id, o.order_date, o.order_total, c.cust_first_name, c.cust_last_name, "
            + "RANK() OVER (ORDER BY o.order_total DESC NULLS LAST) AS total_rank "
            + "FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
            + "WHERE o.sales_rep_id = ? ORDER BY o.order_total DESC NULLS LAST, o.order_id" + OrderEntrySql.LIMIT;

    SalesRepsOrdersQuery() {
        super(SQL);
    }

    @Override
    void bind(PreparedStatement query, TransactionContext context) throws SQLException {
        query.setInt(1, RandomChoices.salesRepId(context));
    }
}
