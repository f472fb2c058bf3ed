package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.SQLException;
import java.time.LocalDate;

/**
 * Customer Registration (NCR): takes new ids from CUSTOMER_SEQ, ADDRESS_SEQ and CARD_DETAILS_SEQ, inserts
 * a random customer, its address (its preferred address) and a card (its preferred card), commits, then
 * logs the new customer on, which reads it back.
 */
public record NewCustomerProcess(DialectSql sql) implements Transaction {
    static final String INSERT_CUSTOMER = "INSERT INTO customers (customer_id, cust_first_name, cust_last_name, "
            + "nls_language, nls_territory, credit_limit, cust_email, account_mgr_id, customer_since, customer_class, "
            + "suggestions, dob, mailshot, partner_mailshot, preferred_address, preferred_card) "
            + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, CURRENT_DATE, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_CARD = "INSERT INTO card_details (card_id, customer_id, card_type, card_number, "
            + "expiry_date, is_valid, security_code) VALUES (?, ?, ?, ?, ?, 'Y', ?)";

    @Override
    public Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        CountedStatements statements = new CountedStatements(context);
        NewCustomerDetails d = NewCustomerDetails.random(context.random(), LocalDate.now());
        long[] ids = statements.sequenceValues(sql.newCustomerIds(), 3);
        long customerId = ids[0];
        long addressId = ids[1];
        long cardId = ids[2];
        context.think();

        statements.insert(
                INSERT_CUSTOMER,
                customerId,
                d.firstName(),
                d.lastName(),
                d.nls().language(),
                d.nls().territory(),
                d.creditLimit(),
                d.email(),
                d.accountManagerId(),
                d.customerClass(),
                d.suggestions(),
                d.dateOfBirth(),
                d.mailshot(),
                d.partnerMailshot(),
                addressId,
                cardId);
        AddressInsert.insert(statements, addressId, customerId, d.address());
        statements.insert(
                INSERT_CARD, cardId, customerId, d.cardType(), d.cardNumber(), d.cardExpiry(), d.securityCode());
        statements.commit();
        context.think();

        LogonStep.logon(context, statements, sql, customerId);
        return statements.commit();
    }
}
