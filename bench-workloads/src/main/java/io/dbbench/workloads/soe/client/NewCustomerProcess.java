package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;

/**
 * Customer Registration (NCR): takes new ids from CUSTOMER_SEQ, ADDRESS_SEQ and CARD_DETAILS_SEQ, inserts
 * a random customer, its address (its preferred address) and a card (its preferred card), commits, then
 * logs the new customer on, which reads it back.
 */
public final class NewCustomerProcess implements Transaction {
    static final String INSERT_CUSTOMER = "INSERT INTO customers (customer_id, cust_first_name, cust_last_name, "
            + "nls_language, nls_territory, credit_limit, cust_email, account_mgr_id, customer_since, customer_class, "
            + "suggestions, dob, mailshot, partner_mailshot, preferred_address, preferred_card) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, CURRENT_DATE, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_CARD = "INSERT INTO card_details (card_id, customer_id, card_type, card_number, "
            + "expiry_date, is_valid, security_code) VALUES (?, ?, ?, ?, ?, 'Y', ?)";

    private final DialectSql sql;

    NewCustomerProcess(DialectSql sql) {
        this.sql = sql;
    }

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        DmlTally tally = new DmlTally();
        NewCustomerDetails details = NewCustomerDetails.random(context.random(), LocalDate.now());
        long customerId;
        long addressId;
        long cardId;
        try (ResultSet ids = context.prepare(sql.newCustomerIds()).executeQuery()) {
            if (!ids.next()) throw new SQLException("the sequences returned no row: " + sql.newCustomerIds());
            customerId = ids.getLong(1);
            addressId = ids.getLong(2);
            cardId = ids.getLong(3);
        }
        tally.select();
        context.think();

        insertCustomer(context, details, customerId, addressId, cardId);
        tally.insert();
        AddressInsert.insert(context, addressId, customerId, details.address(), tally);
        insertCard(context, details, customerId, cardId);
        tally.insert();
        context.connection().commit();
        tally.commit();
        context.think();

        LogonStep.logon(context, sql, customerId, tally);
        context.connection().commit();
        tally.commit();
        return Outcome.committed(tally.counts());
    }

    private static void insertCustomer(
            TransactionContext context, NewCustomerDetails d, long customerId, long addressId, long cardId)
            throws SQLException {
        PreparedStatement insert = context.prepare(INSERT_CUSTOMER);
        insert.setLong(1, customerId);
        insert.setString(2, d.firstName());
        insert.setString(3, d.lastName());
        insert.setString(4, d.nls().language());
        insert.setString(5, d.nls().territory());
        insert.setBigDecimal(6, d.creditLimit());
        insert.setString(7, d.email());
        insert.setInt(8, d.accountManagerId());
        insert.setString(9, d.customerClass());
        insert.setString(10, d.suggestions());
        insert.setDate(11, Date.valueOf(d.dateOfBirth()));
        insert.setString(12, d.mailshot());
        insert.setString(13, d.partnerMailshot());
        insert.setLong(14, addressId);
        insert.setLong(15, cardId);
        insert.executeUpdate();
    }

    private static void insertCard(TransactionContext context, NewCustomerDetails d, long customerId, long cardId)
            throws SQLException {
        PreparedStatement insert = context.prepare(INSERT_CARD);
        insert.setLong(1, cardId);
        insert.setLong(2, customerId);
        insert.setString(3, d.cardType());
        insert.setLong(4, d.cardNumber());
        insert.setDate(5, Date.valueOf(d.cardExpiry()));
        insert.setInt(6, d.securityCode());
        insert.executeUpdate();
    }
}
