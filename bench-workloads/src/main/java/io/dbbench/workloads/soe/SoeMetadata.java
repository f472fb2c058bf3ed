package io.dbbench.workloads.soe;

import io.dbbench.workloads.bulk.LoadStateTable;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * The id ranges transactions draw from: read once per run from ORDERENTRY_METADATA (written by the
 * loader: SOE_MIN/MAX_CUSTOMER_ID, SOE_MIN/MAX_ORDER_ID), else from the tables themselves (a schema
 * built by a loader that left the metadata out).
 */
public record SoeMetadata(long minCustomerId, long maxCustomerId, long minOrderId, long maxOrderId) {
    /** The table the loader writes the load's state and the id ranges to (key, value rows). */
    public static final String TABLE = "orderentry_metadata";

    public static final String LOAD_STATE_KEY = "SOE_LOAD_STATE";
    public static final LoadStateTable LOAD_STATE = new LoadStateTable(TABLE, LOAD_STATE_KEY);
    public static final String MIN_CUSTOMER_ID = "SOE_MIN_CUSTOMER_ID";
    public static final String MAX_CUSTOMER_ID = "SOE_MAX_CUSTOMER_ID";
    public static final String MIN_ORDER_ID = "SOE_MIN_ORDER_ID";
    public static final String MAX_ORDER_ID = "SOE_MAX_ORDER_ID";

    public SoeMetadata {
        if (minCustomerId > maxCustomerId) {
            throw new IllegalArgumentException("customer id range is empty: " + minCustomerId + ".." + maxCustomerId);
        }
    }

    public static SoeMetadata read(Connection connection) throws SQLException {
        Map<String, Long> values = new HashMap<>();
        LOAD_STATE.read(connection).forEach((key, value) -> {
            try {
                values.put(key, Long.parseLong(value.trim()));
            } catch (NumberFormatException | NullPointerException ignored) {
                // a value that is not a number is as good as absent: fall back to the table
            }
        });
        long minCustomer = orQuery(values, MIN_CUSTOMER_ID, connection, "SELECT MIN(customer_id) FROM customers");
        long maxCustomer = orQuery(values, MAX_CUSTOMER_ID, connection, "SELECT MAX(customer_id) FROM customers");
        long minOrder = orQuery(values, MIN_ORDER_ID, connection, "SELECT MIN(order_id) FROM orders");
        long maxOrder = orQuery(values, MAX_ORDER_ID, connection, "SELECT MAX(order_id) FROM orders");
        if (!connection.getAutoCommit()) connection.commit();
        if (maxCustomer < minCustomer || maxCustomer == 0) {
            throw new SQLException("the SOE schema has no customers: load it first (bench-cli soe create)");
        }
        return new SoeMetadata(minCustomer, maxCustomer, minOrder, maxOrder);
    }

    private static long orQuery(Map<String, Long> values, String key, Connection c, String sql) throws SQLException {
        Long v = values.get(key);
        return v != null ? v : CountQuery.count(c, sql);
    }
}
