package io.dbbench.workloads.tpcds.dml;

import io.dbbench.workloads.tpcds.schema.TpcdsTable;
import java.util.ArrayList;
import java.util.List;

/** A sales channel of TPC-DS: its fact table and the names of the columns the DML transactions use. */
enum SalesChannel {
    CATALOG(TpcdsTable.CATALOG_SALES, TpcdsTable.CATALOG_RETURNS),
    STORE(TpcdsTable.STORE_SALES, TpcdsTable.STORE_RETURNS),
    WEB(TpcdsTable.WEB_SALES, TpcdsTable.WEB_RETURNS);

    private final TpcdsTable table;
    private final TpcdsTable returns;

    SalesChannel(TpcdsTable table, TpcdsTable returns) {
        this.table = table;
        this.returns = returns;
    }

    TpcdsTable table() {
        return table;
    }

    String orderColumn() {
        return prefix(table) + order();
    }

    /** The order column's name without its table prefix, the same in the sales and the returns table. */
    private String order() {
        return this == STORE ? "ticket_number" : "order_number";
    }

    /** A table's column prefix, e.g. {@code cs_}: its first column's name up to the first underscore. */
    private static String prefix(TpcdsTable table) {
        String first = table.columns().get(0).name();
        return first.substring(0, first.indexOf('_') + 1);
    }

    /** The quantity returned of the line with an item key and order number (0 when none). */
    String returnedQuantitySql() {
        String returnsPrefix = prefix(returns);
        return "SELECT COALESCE(SUM(" + returnsPrefix + "return_quantity), 0) FROM " + returns.tableName() + " WHERE "
                + returnsPrefix + "item_sk = ? AND " + returnsPrefix + order() + " = ?";
    }

    /**
     * UPDATE of the quantity of the line with an item key and order number, every amount that depends on it
     * recomputed from the line's own unit prices so the line stays consistent (extended = unit x quantity,
     * net paid = extended sales - coupon, net profit = net paid - extended wholesale cost, tax and shipping
     * in proportion). The standard says every right-hand side sees the row as it was, so {@code Q} below is
     * the new quantity (bound) and column names are the old values. Binds: the new quantity {@link
     * #quantityBinds} times, then item key and order number.
     */
    String updateSql() {
        String p = prefix(table);
        String ext = p + "sales_price * Q";
        String coupon = "LEAST(" + p + "coupon_amt, " + ext + ")";
        String netPaid = "(" + ext + " - " + coupon + ")";
        String tax = "ROUND(CASE WHEN " + p + "net_paid = 0 THEN 0 ELSE " + p + "ext_tax * " + netPaid + " / " + p
                + "net_paid END, 2)";
        List<String> set = new ArrayList<>(List.of(
                p + "quantity = Q",
                p + "ext_discount_amt = (" + p + "list_price - " + p + "sales_price) * Q",
                p + "ext_sales_price = " + ext,
                p + "ext_wholesale_cost = " + p + "wholesale_cost * Q",
                p + "ext_list_price = " + p + "list_price * Q",
                p + "coupon_amt = " + coupon,
                p + "ext_tax = " + tax,
                p + "net_paid = " + netPaid,
                p + "net_paid_inc_tax = " + netPaid + " + " + tax));
        if (this != STORE) {
            String ship = "ROUND(" + p + "ext_ship_cost * Q / " + p + "quantity, 2)";
            set.add(p + "ext_ship_cost = " + ship);
            set.add(p + "net_paid_inc_ship = " + netPaid + " + " + ship);
            set.add(p + "net_paid_inc_ship_tax = " + netPaid + " + " + ship + " + " + tax);
        }
        set.add(p + "net_profit = " + netPaid + " - " + p + "wholesale_cost * Q");
        return "UPDATE " + table.tableName() + " SET " + String.join(", ", set).replace("Q", "?") + " WHERE " + p
                + "item_sk = ? AND " + orderColumn() + " = ?";
    }

    /** How many times {@link #updateSql()} binds the new quantity before the item key and order number. */
    int quantityBinds() {
        return (int) updateSql().chars().filter(ch -> ch == '?').count() - 2;
    }
}
