package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.RandomChoices;

/**
 * Orders by County (SwingBench 2.7+): up to 15 orders of customers who have an address in a random county
 * (one of the counties the loader and Customer Registration draw from), with the customer and the town.
 */
public final class OrdersByCountyQuery extends QueryTransaction {
    static final String SQL = "SELECT o.order_id, o.order_date, o.order_status, o.order_total, "
            + "c.cust_first_name, c.cust_last_name, a.town, a.county "
            + "FROM addresses a JOIN orders o ON o.customer_id = a.customer_id "
            + "JOIN customers c ON c.customer_id = o.customer_id "
            + "WHERE a.county = ?" + OrderEntrySql.LIMIT;

    OrdersByCountyQuery() {
        super(SQL, RandomChoices::county);
    }
}
