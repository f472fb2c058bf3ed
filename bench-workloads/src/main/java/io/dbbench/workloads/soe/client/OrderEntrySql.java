package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.soe.SoeConstants;

/** The statements of Order Products (the same text on PostgreSQL and Oracle). */
final class OrderEntrySql {
    static final String LIMIT = " FETCH FIRST " + SoeConstants.MAX_BROWSE_ROWS + " ROWS ONLY";

    static final String ADDRESSES_OF_CUSTOMER = "SELECT address_id, house_no_or_name, street_name, town, county, "
            + "country, post_code, zip_code FROM addresses WHERE customer_id = ?" + LIMIT;
    static final String CARDS_OF_CUSTOMER = "SELECT card_id, card_type, card_number, expiry_date, is_valid, "
            + "security_code FROM card_details WHERE customer_id = ?" + LIMIT;
    static final String CATEGORY_IN_WAREHOUSE = "SELECT p.product_id, p.product_name, p.product_description, "
            + "p.list_price, i.quantity_on_hand FROM products p JOIN inventories i ON i.product_id = p.product_id "
            + "WHERE p.category_id = ? AND i.warehouse_id = ?" + LIMIT;
    static final String INSERT_ORDER = "INSERT INTO orders (order_id, order_date, order_mode, customer_id, "
            + "order_status, order_total, sales_rep_id, warehouse_id, delivery_type, cost_of_delivery, "
            + "wait_till_all_available, delivery_address_id, customer_class, card_id, invoice_address_id) "
            + "VALUES (?, CURRENT_TIMESTAMP, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String STOCK_OF_PRODUCT = "SELECT i.quantity_on_hand, p.list_price, p.supplier_id "
            + "FROM inventories i JOIN product_information p ON p.product_id = i.product_id "
            + "WHERE i.product_id = ? AND i.warehouse_id = ?";
    static final String INSERT_LINE = "INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, "
            + "quantity, gift_wrap, condition, supplier_id, estimated_delivery) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    /** The total is summed by the database from the lines just inserted, so it equals them exactly. */
    static final String COMPLETE_ORDER = "UPDATE orders SET order_total = "
            + "(SELECT SUM(unit_price * quantity) FROM order_items WHERE order_id = ?), order_status = ? "
            + "WHERE order_id = ?";

    static final String TAKE_FROM_STOCK = "UPDATE inventories SET quantity_on_hand = quantity_on_hand - ? "
            + "WHERE product_id = ? AND warehouse_id = ?";

    static final String ORDER_MODE_ONLINE = "online";

    private OrderEntrySql() {}
}
