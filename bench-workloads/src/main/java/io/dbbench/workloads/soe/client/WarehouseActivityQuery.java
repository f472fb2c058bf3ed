package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.RandomChoices;

/**
 * Warehouse Activity Query (WA): for a random warehouse, the orders of the last hour in twelve five-minute
 * buckets, newest first: a count and the sum of order totals per bucket, as one row of 24 columns.
 * Conditional aggregation over {@code CURRENT_TIMESTAMP - INTERVAL 'n' MINUTE} reads the same on PostgreSQL
 * and Oracle and always returns every bucket, empty ones as 0.
 */
public final class WarehouseActivityQuery extends QueryTransaction {
    static final int BUCKETS = 12;
    static final int BUCKET_MINUTES = 5;
    static final String SQL = buildSql();

    WarehouseActivityQuery() {
        super(SQL, RandomChoices::warehouseId);
    }

    private static String buildSql() {
        StringBuilder sql = new StringBuilder("SELECT ");
        for (int b = 0; b < BUCKETS; b++) {
            String in = "order_date > CURRENT_TIMESTAMP - INTERVAL '" + (b + 1) * BUCKET_MINUTES + "' MINUTE"
                    + " AND order_date <= CURRENT_TIMESTAMP - INTERVAL '" + b * BUCKET_MINUTES + "' MINUTE";
            if (b > 0) sql.append(", ");
            sql.append("SUM(CASE WHEN ")
                    .append(in)
                    .append(" THEN 1 ELSE 0 END) AS orders_")
                    .append(b)
                    .append(", SUM(CASE WHEN ")
                    .append(in)
                    .append(" THEN order_total ELSE 0 END) AS total_")
                    .append(b);
        }
        int hour = BUCKETS * BUCKET_MINUTES;
        sql.append(" FROM orders WHERE warehouse_id = ? AND order_date > CURRENT_TIMESTAMP - INTERVAL '")
                .append(hour)
                .append("' MINUTE AND order_date <= CURRENT_TIMESTAMP");
        return sql.toString();
    }
}
