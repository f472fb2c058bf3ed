package io.dbbench.workloads.callingcircle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The tables of the Calling Circle schema, biggest first (the loader's order), each with its columns in
 * {@code tables.sql}'s order (CcScriptsTest checks). Every table's rows are made per customer: one customer,
 * one account, {@link CcVolumes#circleSize} circle members and {@link CcVolumes#callsPerCustomer} calls.
 * Prefixed {@code cc_} so the schema can live beside Order Entry, whose {@code customers} would clash.
 */
public enum CcTable {
    CALLS("cc_calls", "call_id", "caller_id", "callee_id", "started_at", "duration_seconds", "cost"),
    CIRCLES("cc_circles", "customer_id", "member_id", "added_date"),
    CUSTOMERS("cc_customers", "customer_id", "first_name", "last_name", "phone_number", "email", "city", "joined_date"),
    ACCOUNTS(
            "cc_accounts", "customer_id", "account_number", "tariff", "status", "balance", "calls_made", "opened_date");

    private final String tableName;
    private final List<String> columns;

    CcTable(String tableName, String... columns) {
        this.tableName = tableName;
        this.columns = List.of(columns);
    }

    public String tableName() {
        return tableName;
    }

    public List<String> columns() {
        return columns;
    }

    /** The columns comma-separated, for COPY and INSERT. */
    String columnList() {
        return String.join(", ", columns);
    }

    /** The INSERT of one row, for the batch loader and the transactions alike. */
    String insertSql() {
        return "INSERT INTO " + tableName + " (" + columnList() + ") VALUES ("
                + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")";
    }

    /** Every table the schema creates, in loader order. */
    public static List<String> allTableNames() {
        List<String> names = new ArrayList<>();
        for (CcTable t : values()) names.add(t.tableName);
        return List.copyOf(names);
    }
}
