package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The "logon" step several transactions start with: read the customer by id, then one time in three
 * record the visit as a LOGON row. A customer id that finds no row logs nobody on.
 */
final class LogonStep {
    static final String CUSTOMER_BY_ID = "SELECT " + Customer.COLUMNS + " FROM customers WHERE customer_id = ?";

    private LogonStep() {}

    static Optional<Customer> logon(
            TransactionContext context, CountedStatements statements, DialectSql sql, long customerId)
            throws SQLException {
        Optional<Customer> customer = statements.first(CUSTOMER_BY_ID, Customer::from, customerId);
        if (customer.isPresent() && context.random().nextInt(SoeConstants.LOGON_INSERT_ONE_IN) == 0) {
            statements.insert(sql.insertLogon(), customerId);
        }
        return customer;
    }
}
