package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Update Customer Details (UCD): looks customers up by a random first and last name (lower-cased, as the
 * customers(lower(cust_last_name), lower(cust_first_name)) index is built); when some exist, gives one of
 * them a new address from ADDRESS_SEQ and makes it the preferred address, then commits. No match is a
 * completed transaction that only read.
 */
public final class UpdateCustomerDetails implements Transaction {
    static final String CUSTOMERS_BY_NAME = "SELECT " + Customer.COLUMNS + " FROM customers "
            + "WHERE lower(cust_last_name) = ? AND lower(cust_first_name) = ? "
            + "FETCH FIRST " + SoeConstants.MAX_BROWSE_ROWS + " ROWS ONLY";
    static final String SET_PREFERRED_ADDRESS = "UPDATE customers SET preferred_address = ? WHERE customer_id = ?";

    private final DialectSql sql;

    UpdateCustomerDetails(DialectSql sql) {
        this.sql = sql;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        String first = SoeData.pick(SoeData.firstNames(), context.random()).toLowerCase(Locale.ROOT);
        String last = SoeData.pick(SoeData.lastNames(), context.random()).toLowerCase(Locale.ROOT);
        List<Long> found = customersNamed(context, first, last);
        tally.select();
        if (!found.isEmpty()) {
            long customerId = found.get(context.random().nextInt(found.size()));
            NewAddress address = NewAddress.random(context.random());
            context.think();
            long addressId;
            try (ResultSet id = context.prepare(sql.newAddressId()).executeQuery()) {
                if (!id.next()) throw new SQLException("the sequence returned no row: " + sql.newAddressId());
                addressId = id.getLong(1);
            }
            tally.select();
            AddressInsert.insert(context, addressId, customerId, address, tally);
            PreparedStatement update = context.prepare(SET_PREFERRED_ADDRESS);
            update.setLong(1, addressId);
            update.setLong(2, customerId);
            update.executeUpdate();
            tally.update();
        }
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }

    private static List<Long> customersNamed(TransactionContext context, String first, String last)
            throws SQLException {
        PreparedStatement select = context.prepare(CUSTOMERS_BY_NAME);
        select.setString(1, last);
        select.setString(2, first);
        List<Long> ids = new ArrayList<>();
        try (ResultSet rows = select.executeQuery()) {
            while (rows.next()) ids.add(Customer.from(rows).id());
        }
        return ids;
    }
}
