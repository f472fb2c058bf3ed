package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.RandomChoices;

/**
 * Warehouse Query (WQ): for a random warehouse, the number of orders and the sum of their totals per
 * order mode, with the all-modes subtotal from CUBE (GROUPING tells the subtotal row apart from a NULL mode).
 */
public final class WarehouseOrdersQuery extends QueryTransaction {
    static final String SQL = "SELECT order_mode, GROUPING(order_mode) AS all_modes, COUNT(*) AS orders, "
            + "SUM(order_total) AS total FROM orders WHERE warehouse_id = ? "
            + "GROUP BY CUBE(order_mode) ORDER BY all_modes, order_mode";

    WarehouseOrdersQuery() {
        super(SQL, RandomChoices::warehouseId);
    }
}
