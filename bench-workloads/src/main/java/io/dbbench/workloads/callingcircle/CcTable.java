package io.dbbench.workloads.callingcircle;

import io.dbbench.workloads.bulk.BulkTable;
import io.dbbench.workloads.bulk.LoadedTable;
import java.util.List;

/**
 * The tables of the Calling Circle schema, biggest first (the loader's order), each with its columns in
 * {@code tables.sql}'s order (CcScriptsTest checks). Every table's rows are made per customer: one customer,
 * one account, {@link CcVolumes#circleSize} circle members and {@link CcVolumes#callsPerCustomer} calls.
 * Prefixed {@code cc_} so the schema can live beside Order Entry, whose {@code customers} would clash.
 */
public enum CcTable implements LoadedTable {
    CALLS("cc_calls", "call_id:I8 caller_id:I8 callee_id:I8 started_at:DT duration_seconds:I4 cost:D"),
    CIRCLES("cc_circles", "customer_id:I8 member_id:I8 added_date:DATE"),
    CUSTOMERS("cc_customers", "customer_id:I8 first_name:T last_name:T phone_number:T email:T city:T joined_date:DATE"),
    ACCOUNTS(
            "cc_accounts",
            "customer_id:I8 account_number:T tariff:T status:T balance:D calls_made:I4 opened_date:DATE");

    private final BulkTable bulk;

    CcTable(String tableName, String columns) {
        this.bulk = BulkTable.parse(tableName, columns);
    }

    /** The layout the loader and the transactions' inserts write. */
    @Override
    public BulkTable bulk() {
        return bulk;
    }

    /** The INSERT of one row, for the batch loader and the transactions alike. */
    String insertSql() {
        return bulk.insertSql();
    }

    /** Every table the schema creates, in loader order. */
    public static List<String> allTableNames() {
        return LoadedTable.names(values());
    }
}
