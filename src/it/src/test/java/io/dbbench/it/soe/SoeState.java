package io.dbbench.it.soe;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * What the parity test compares of an SOE database: row counts of the tables the transactions write,
 * and the sums and invariants those writes must keep (LOGON is left out: one logon in three is a coin
 * the database tosses on the server side and the client tosses on the client side).
 *
 * @param processedOrders   orders with status 5 (processed)
 * @param lineQuantity      sum of order_items.quantity
 * @param orderTotal        sum of orders.order_total
 * @param lineValue         sum of order_items.unit_price * quantity
 * @param stock             sum of inventories.quantity_on_hand
 * @param totalsOffLines    orders whose total differs from the sum of their lines
 */
record SoeState(
        long customers,
        long addresses,
        long cards,
        long orders,
        long orderItems,
        long processedOrders,
        long lineQuantity,
        BigDecimal orderTotal,
        BigDecimal lineValue,
        long stock,
        long totalsOffLines) {

    static SoeState read(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            SoeState state = new SoeState(
                    count(s, "SELECT count(*) FROM customers"),
                    count(s, "SELECT count(*) FROM addresses"),
                    count(s, "SELECT count(*) FROM card_details"),
                    count(s, "SELECT count(*) FROM orders"),
                    count(s, "SELECT count(*) FROM order_items"),
                    count(s, "SELECT count(*) FROM orders WHERE order_status = 5"),
                    count(s, "SELECT coalesce(sum(quantity), 0) FROM order_items"),
                    sum(s, "SELECT coalesce(sum(order_total), 0) FROM orders"),
                    sum(s, "SELECT coalesce(sum(unit_price * quantity), 0) FROM order_items"),
                    count(s, "SELECT coalesce(sum(quantity_on_hand), 0) FROM inventories"),
                    count(
                            s,
                            "SELECT count(*) FROM orders o LEFT JOIN (SELECT order_id, sum(unit_price * quantity) AS v"
                                    + " FROM order_items GROUP BY order_id) l ON l.order_id = o.order_id"
                                    + " WHERE coalesce(o.order_total, 0) <> coalesce(l.v, 0)"));
            c.commit();
            return state;
        }
    }

    /** One column of a query's rows, as strings, in the query's order. */
    static List<String> column(Connection c, String sql, long parameter) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, parameter);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getString(1));
            }
        }
        c.commit();
        return out;
    }

    static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            long v = count(s, sql);
            c.commit();
            return v;
        }
    }

    private static long count(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static BigDecimal sum(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getBigDecimal(1).stripTrailingZeros();
        }
    }
}
