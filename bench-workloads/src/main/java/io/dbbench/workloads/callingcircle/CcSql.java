package io.dbbench.workloads.callingcircle;

/**
 * The statements of the Calling Circle transactions. Both dialects take the same text: standard joins, and
 * {@code FETCH FIRST n ROWS ONLY} (PostgreSQL 8.4+, Oracle 12c+) for a customer's latest calls, which the
 * index on (caller_id, started_at) serves in order.
 */
final class CcSql {
    static final String MAX_CUSTOMER = "SELECT MAX(customer_id) FROM cc_customers";
    static final String MAX_CALL = "SELECT MAX(call_id) FROM cc_calls";

    static final String INSERT_CUSTOMER = CcTable.CUSTOMERS.insertSql();
    static final String INSERT_ACCOUNT = CcTable.ACCOUNTS.insertSql();
    static final String INSERT_MEMBER = CcTable.CIRCLES.insertSql();
    static final String INSERT_CALL = CcTable.CALLS.insertSql();

    /** Also the update's lock: every change to one customer's circle, calls and account waits for it. */
    static final String UPDATE_CUSTOMER = "UPDATE cc_customers SET email = ?, city = ? WHERE customer_id = ?";

    static final String SELECT_CIRCLE = "SELECT member_id FROM cc_circles WHERE customer_id = ? ORDER BY member_id";
    static final String DELETE_MEMBER = "DELETE FROM cc_circles WHERE customer_id = ? AND member_id = ?";
    static final String CHARGE_ACCOUNT =
            "UPDATE cc_accounts SET balance = balance + ?, calls_made = calls_made + ? WHERE customer_id = ?";

    static final String SELECT_CUSTOMER = "SELECT c.first_name, c.last_name, c.phone_number, c.email, c.city,"
            + " a.account_number, a.tariff, a.status, a.balance, a.calls_made"
            + " FROM cc_customers c JOIN cc_accounts a ON a.customer_id = c.customer_id WHERE c.customer_id = ?";
    static final String SELECT_CIRCLE_MEMBERS = "SELECT m.customer_id, m.first_name, m.last_name, m.phone_number"
            + " FROM cc_circles ci JOIN cc_customers m ON m.customer_id = ci.member_id WHERE ci.customer_id = ?"
            + " ORDER BY m.last_name, m.first_name, m.customer_id";
    static final int HISTORY_CALLS = 10;
    static final String SELECT_LATEST_CALLS =
            "SELECT call_id, callee_id, started_at, duration_seconds, cost FROM cc_calls WHERE caller_id = ?"
                    + " ORDER BY started_at DESC, call_id DESC FETCH FIRST " + HISTORY_CALLS + " ROWS ONLY";

    private CcSql() {}
}
