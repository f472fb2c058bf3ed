package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * Update Customer Details (UCD): looks customers up by a random first and last name (lower-cased, as the
 * customers(lower(cust_last_name), lower(cust_first_name)) index is built); when some exist, gives one of
 * them a new address from ADDRESS_SEQ and makes it the preferred address, then commits. No match is a
 * completed transaction that only read.
 */
public record UpdateCustomerDetails(DialectSql sql) implements Transaction {
    static final String CUSTOMERS_BY_NAME = "SELECT " + Customer.COLUMNS + " FROM customers "
            + "WHERE lower(cust_last_name) = ? AND lower(cust_first_name) = ? "
            + "FETCH FIRST " + SoeConstants.MAX_BROWSE_ROWS + " ROWS ONLY";
    static final String SET_PREFERRED_ADDRESS = "UPDATE customers SET preferred_address = ? WHERE customer_id = ?";

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        CountedStatements statements = new CountedStatements(context);
        String first = SoeData.pick(SoeData.FIRST_NAMES, context.random()).toLowerCase(Locale.ROOT);
        String last = SoeData.pick(SoeData.LAST_NAMES, context.random()).toLowerCase(Locale.ROOT);
        List<Long> found =
                statements.list(CUSTOMERS_BY_NAME, row -> Customer.from(row).id(), last, first);
        if (!found.isEmpty()) {
            long customerId = found.get(context.random().nextInt(found.size()));
            NewAddress address = NewAddress.random(context.random());
            context.think();
            long addressId = statements.sequenceValues(sql.newAddressId(), 1)[0];
            AddressInsert.insert(statements, addressId, customerId, address);
            statements.update(SET_PREFERRED_ADDRESS, addressId, customerId);
        }
        return statements.commit();
    }
}
