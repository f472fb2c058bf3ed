package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The data checks of a validation: row counts against the scale the load recorded, and the data model's
 * invariants. Each is one query (anti-join or aggregate), written in SQL both dialects accept.
 */
record SoeDataChecks(Connection connection, Map<String, String> metadata) {
    /** Without a recorded scale (another tool's schema), ratios to the customer count may be off by this much. */
    static final double RATIO_TOLERANCE = 0.25;

    ValidationCheck idRanges() {
        List<String> problems = new ArrayList<>();
        for (String key : List.of(
                SoeMetadata.MIN_CUSTOMER_ID,
                SoeMetadata.MAX_CUSTOMER_ID,
                SoeMetadata.MIN_ORDER_ID,
                SoeMetadata.MAX_ORDER_ID)) {
            if (number(key) == null) problems.add(key + " missing or not a number");
        }
        if (problems.isEmpty() && number(SoeMetadata.MIN_CUSTOMER_ID) > number(SoeMetadata.MAX_CUSTOMER_ID)) {
            problems.add("customer id range is empty");
        }
        return SoeValidator.outcome(
                "id ranges",
                "customers " + number(SoeMetadata.MIN_CUSTOMER_ID) + ".." + number(SoeMetadata.MAX_CUSTOMER_ID)
                        + ", orders " + number(SoeMetadata.MIN_ORDER_ID) + ".." + number(SoeMetadata.MAX_ORDER_ID),
                problems);
    }

    ValidationCheck rowCounts() throws SQLException {
        try {
            Map<SoeTable, Long> counts = new LinkedHashMap<>();
            for (SoeTable t : SoeTable.values())
                counts.put(t, CountQuery.count(connection, "SELECT COUNT(*) FROM " + t.tableName()));
            String summary = summary(counts);
            List<String> problems = expectedCounts(counts);
            return problems.isEmpty()
                    ? ValidationCheck.passed("row counts", summary)
                    : ValidationCheck.failed("row counts", String.join("; ", problems) + " (" + summary + ")");
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("row counts", "query failed: ", e);
        } catch (RuntimeException e) {
            return ValidationCheck.failed("row counts", "query failed: " + e.getMessage());
        }
    }

    /**
     * With the load's scale and seed recorded, every table holds at least what was loaded (runs only add
     * rows) and the fixed tables exactly their size; without, the ratios to customers must be near 1.5, 1.43
     * and 5 per order.
     */
    private List<String> expectedCounts(Map<SoeTable, Long> counts) {
        List<String> problems = new ArrayList<>();
        String scale = metadata.get(SoeSchemaInstaller.SCALE_KEY);
        String seed = metadata.get(SoeSchemaInstaller.SEED_KEY);
        fixed(problems, counts, SoeTable.WAREHOUSES, SoeVolumes.WAREHOUSES);
        fixed(problems, counts, SoeTable.PRODUCT_INFORMATION, SoeVolumes.PRODUCTS);
        fixed(problems, counts, SoeTable.PRODUCT_DESCRIPTIONS, SoeVolumes.PRODUCTS);
        fixed(problems, counts, SoeTable.INVENTORIES, SoeVolumes.INVENTORIES);
        if (scale != null && seed != null) {
            SoeDataGenerator data =
                    new SoeDataGenerator(Long.parseLong(seed.trim()), SoeVolumes.of(Double.parseDouble(scale.trim())));
            SoeVolumes v = data.volumes();
            atLeast(problems, counts, SoeTable.CUSTOMERS, v.customers());
            atLeast(problems, counts, SoeTable.ADDRESSES, v.addresses());
            atLeast(problems, counts, SoeTable.CARD_DETAILS, v.cards());
            atLeast(problems, counts, SoeTable.ORDERS, v.orders());
            atLeast(problems, counts, SoeTable.ORDER_ITEMS, data.orderItemRows());
            atLeast(problems, counts, SoeTable.LOGON, v.logons());
        } else {
            long customers = counts.get(SoeTable.CUSTOMERS);
            if (customers == 0) problems.add("customers is empty");
            ratio(problems, counts, SoeTable.ADDRESSES, customers, 1.5);
            ratio(problems, counts, SoeTable.CARD_DETAILS, customers, 1.5);
            ratio(problems, counts, SoeTable.ORDERS, customers, SoeVolumes.ORDERS_PER_CUSTOMER);
            ratio(problems, counts, SoeTable.ORDER_ITEMS, counts.get(SoeTable.ORDERS), 5);
        }
        return problems;
    }

    private static void fixed(List<String> problems, Map<SoeTable, Long> counts, SoeTable t, long expected) {
        if (counts.get(t) != expected)
            problems.add(t.tableName() + " has " + counts.get(t) + " rows, expected " + expected);
    }

    private static void atLeast(List<String> problems, Map<SoeTable, Long> counts, SoeTable t, long loaded) {
        if (counts.get(t) < loaded)
            problems.add(t.tableName() + " has " + counts.get(t) + " rows, fewer than the " + loaded + " loaded");
    }

    private static void ratio(
            List<String> problems, Map<SoeTable, Long> counts, SoeTable t, long base, double perBase) {
        double expected = base * perBase;
        if (Math.abs(counts.get(t) - expected) > expected * RATIO_TOLERANCE) {
            problems.add(t.tableName() + " has " + counts.get(t) + " rows, expected about " + Math.round(expected));
        }
    }

    private static String summary(Map<SoeTable, Long> counts) {
        List<String> parts = new ArrayList<>();
        counts.forEach((t, n) -> parts.add(t.tableName() + " " + n));
        return String.join(", ", parts);
    }

    ValidationCheck orderLinesBelongToOrders() throws SQLException {
        return zero(
                "order lines belong to orders",
                "order lines without an order",
                "SELECT COUNT(*) FROM order_items oi WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_id = oi.order_id)");
    }

    ValidationCheck ordersReferToTheirCustomer() throws SQLException {
        return zero(
                "orders' customer, address, card",
                "orders whose customer is missing or whose address or card is " + "missing or another customer's",
                "SELECT COUNT(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM customers c WHERE c.customer_id = o.customer_id)"
                        + " OR (o.delivery_address_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM addresses a"
                        + " WHERE a.address_id = o.delivery_address_id AND a.customer_id = o.customer_id))"
                        + " OR (o.invoice_address_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM addresses a"
                        + " WHERE a.address_id = o.invoice_address_id AND a.customer_id = o.customer_id))"
                        + " OR (o.card_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM card_details d"
                        + " WHERE d.card_id = o.card_id AND d.customer_id = o.customer_id))");
    }

    /** Loaded orders only (ids up to SOE_MAX_ORDER_ID): the workload's own orders are its business. */
    ValidationCheck orderTotals() throws SQLException {
        Long maxLoaded = number(SoeMetadata.MAX_ORDER_ID);
        long upTo = maxLoaded == null ? Long.MAX_VALUE / 2 : maxLoaded;
        return zero(
                "order totals",
                "loaded orders whose total is not the sum of their lines",
                "SELECT COUNT(*) FROM orders o JOIN (SELECT order_id, SUM(unit_price * quantity) AS line_total"
                        + " FROM order_items WHERE order_id <= ? GROUP BY order_id) l ON l.order_id = o.order_id"
                        + " WHERE o.order_total <> l.line_total",
                upTo);
    }

    /**
     * A quantity below the loader's floor must be explained by what orders placed after the load took from
     * that product in that warehouse; only rows below the floor are looked at, so this is cheap.
     */
    ValidationCheck inventoryFloor() throws SQLException {
        Long maxLoaded = number(SoeMetadata.MAX_ORDER_ID);
        long after = maxLoaded == null ? 0 : maxLoaded;
        return zero(
                "inventory floor",
                "inventory rows below the floor (" + InventoryRows.QUANTITY_FLOOR
                        + ") by more than was ordered since the load",
                "SELECT COUNT(*) FROM inventories i WHERE i.quantity_on_hand < ? AND i.quantity_on_hand < ? - COALESCE(("
                        + "SELECT SUM(oi.quantity) FROM order_items oi JOIN orders o ON o.order_id = oi.order_id"
                        + " WHERE o.order_id > ? AND o.warehouse_id = i.warehouse_id AND oi.product_id = i.product_id), 0)",
                InventoryRows.QUANTITY_FLOOR,
                InventoryRows.QUANTITY_FLOOR,
                after);
    }

    private ValidationCheck zero(String name, String what, String sql, long... parameters) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) ps.setLong(i + 1, parameters[i]);
            long n;
            try (ResultSet rs = ps.executeQuery()) {
                n = rs.next() ? rs.getLong(1) : 0;
            }
            return n == 0 ? ValidationCheck.passed(name, "0 " + what) : ValidationCheck.failed(name, n + " " + what);
        } catch (SQLException e) {
            return ValidationCheck.queryFailed(name, "query failed: ", e);
        }
    }

    private Long number(String key) {
        String v = metadata.get(key);
        if (v == null) return null;
        try {
            return Long.parseLong(v.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
