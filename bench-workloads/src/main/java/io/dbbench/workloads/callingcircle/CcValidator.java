package io.dbbench.workloads.callingcircle;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.SchemaChecks;
import io.dbbench.workloads.bulk.ValidationCheck;
import io.dbbench.workloads.bulk.ValidationReport;
import io.dbbench.workloads.sql.CountQuery;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Checks a Calling Circle schema, after a load or a run: the tables, every key and index of
 * {@code indexes.sql}, customers to work on, and what every transaction must keep: each customer has one
 * account and each account a customer; circle members and both ends of every call are customers, and nobody
 * is in their own circle; each account's balance and call count are the sum and count of its calls. Row
 * counts are not compared with a scale: a run adds customers, calls and members. A check that cannot run is
 * reported failed, not thrown.
 */
public record CcValidator(CcSchemaInstaller installer) {
    static final String CUSTOMERS_WITHOUT_ACCOUNT = "SELECT COUNT(*) FROM cc_customers c WHERE NOT EXISTS"
            + " (SELECT 1 FROM cc_accounts a WHERE a.customer_id = c.customer_id)";
    static final String ACCOUNTS_WITHOUT_CUSTOMER = "SELECT COUNT(*) FROM cc_accounts a WHERE NOT EXISTS"
            + " (SELECT 1 FROM cc_customers c WHERE c.customer_id = a.customer_id)";
    static final String BAD_MEMBERS = "SELECT COUNT(*) FROM cc_circles ci WHERE ci.member_id = ci.customer_id"
            + " OR NOT EXISTS (SELECT 1 FROM cc_customers c WHERE c.customer_id = ci.member_id)"
            + " OR NOT EXISTS (SELECT 1 FROM cc_customers o WHERE o.customer_id = ci.customer_id)";
    static final String BAD_CALLS = "SELECT COUNT(*) FROM cc_calls k"
            + " WHERE NOT EXISTS (SELECT 1 FROM cc_customers c WHERE c.customer_id = k.caller_id)"
            + " OR NOT EXISTS (SELECT 1 FROM cc_customers c WHERE c.customer_id = k.callee_id)";
    static final String WRONG_BALANCES = "SELECT COUNT(*) FROM cc_accounts a LEFT JOIN (SELECT caller_id,"
            + " COUNT(*) AS calls, SUM(cost) AS total FROM cc_calls GROUP BY caller_id) k ON k.caller_id ="
            + " a.customer_id WHERE a.calls_made <> COALESCE(k.calls, 0) OR a.balance <> COALESCE(k.total, 0)";

    /** @throws UnsupportedOperationException naming the dialect when there is no schema for it */
    public static CcValidator forDialect(Dialect dialect) {
        return new CcValidator(CcSchemaInstaller.forDialect(dialect));
    }

    /** @throws SQLException only when no connection can be had */
    public ValidationReport validate(WorkloadContext context) throws SQLException {
        return SchemaChecks.validate(context, (c, checks) -> {
            if (!SchemaChecks.tables(c, CcTable.allTableNames(), checks).isEmpty()) return;
            checks.add(SchemaChecks.indexes(
                    installer, c, ": the create stopped before them; cc create --replace loads it again"));
            checks.add(customers(c));
            checks.add(SchemaChecks.none(
                    c,
                    "accounts",
                    "every customer has one account and every account a customer",
                    "customers without an account or accounts without a customer",
                    CUSTOMERS_WITHOUT_ACCOUNT,
                    ACCOUNTS_WITHOUT_CUSTOMER));
            checks.add(SchemaChecks.none(
                    c,
                    "circles",
                    "every member is another customer",
                    "circle rows naming a missing customer or the customer themself",
                    BAD_MEMBERS));
            checks.add(SchemaChecks.none(
                    c,
                    "calls",
                    "every caller and callee is a customer",
                    "calls from or to a missing customer",
                    BAD_CALLS));
            checks.add(SchemaChecks.none(
                    c,
                    "balances",
                    "every account's balance and call count match its calls",
                    "accounts whose balance or call count differ from their calls",
                    WRONG_BALANCES));
        });
    }

    private static ValidationCheck customers(Connection c) throws SQLException {
        try {
            long n = CountQuery.count(c, "SELECT COUNT(*) FROM cc_customers");
            return n > 0
                    ? ValidationCheck.passed("customers", String.format(Locale.ROOT, "%,d", n))
                    : ValidationCheck.failed("customers", "none: the run has nobody to update or retrieve");
        } catch (SQLException e) {
            return ValidationCheck.queryFailed("customers", "could not count: ", e);
        }
    }
}
