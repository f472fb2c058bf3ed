package io.dbbench.workloads.tpcds.dml;

import io.dbbench.workloads.tpcds.schema.TpcdsTable;

/** A sales channel of TPC-DS: its fact table and the names of the columns the DML transactions use. */
enum SalesChannel {
    CATALOG(TpcdsTable.CATALOG_SALES, "cs_", "cs_order_number"),
    STORE(TpcdsTable.STORE_SALES, "ss_", "ss_ticket_number"),
    WEB(TpcdsTable.WEB_SALES, "ws_", "ws_order_number");

    private final TpcdsTable table;
    private final String prefix;
    private final String orderColumn;

    SalesChannel(TpcdsTable table, String prefix, String orderColumn) {
        this.table = table;
        this.prefix = prefix;
        this.orderColumn = orderColumn;
    }

    TpcdsTable table() {
        return table;
    }

    String orderColumn() {
        return orderColumn;
    }

    /** INSERT of one row, every column bound. */
    String insertSql() {
        return "INSERT INTO " + table.tableName() + " (" + table.columnList() + ") VALUES ("
                + String.join(", ", java.util.Collections.nCopies(table.columns().size(), "?")) + ")";
    }

    /** UPDATE of the quantity and money columns of the line with an item key and order number. */
    String updateSql() {
        return "UPDATE " + table.tableName() + " SET " + prefix + "quantity = ?, " + prefix + "sales_price = ?, "
                + prefix + "ext_sales_price = ?, " + prefix + "net_paid = ?, " + prefix + "net_profit = ? WHERE "
                + prefix + "item_sk = ? AND " + orderColumn + " = ?";
    }
}
