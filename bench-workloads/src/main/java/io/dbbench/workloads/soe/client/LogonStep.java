package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The "logon" step several transactions start with: read the customer by id, then one time in three
 * record the visit as a LOGON row. A customer id that finds no row logs nobody on.
 */
final class LogonStep {
    static final String CUSTOMER_BY_ID = "SELECT " + Customer.COLUMNS + " FROM customers WHERE customer_id = ?";

    private LogonStep() {}

    static Optional<Customer> logon(TransactionContext context, DialectSql sql, long customerId, DmlTally tally)
            throws SQLException {
        Optional<Customer> customer = readCustomer(context, customerId, tally);
        if (customer.isPresent() && context.random().nextInt(SoeConstants.LOGON_INSERT_ONE_IN) == 0) {
            PreparedStatement insert = context.prepare(sql.insertLogon());
            insert.setLong(1, customerId);
            insert.executeUpdate();
            tally.insert();
        }
        return customer;
    }

    static Optional<Customer> readCustomer(TransactionContext context, long customerId, DmlTally tally)
            throws SQLException {
        PreparedStatement select = context.prepare(CUSTOMER_BY_ID);
        select.setLong(1, customerId);
        Optional<Customer> found = Optional.empty();
        try (ResultSet row = select.executeQuery()) {
            if (row.next()) found = Optional.of(Customer.from(row));
        }
        tally.select();
        return found;
    }
}
