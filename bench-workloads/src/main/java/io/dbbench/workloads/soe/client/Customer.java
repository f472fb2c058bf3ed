package io.dbbench.workloads.soe.client;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What the transactions keep of a CUSTOMERS row: who it is and where its orders go.
 *
 * @param preferredAddress the address id, or null when the row has none
 * @param preferredCard    the card id, or null when the row has none
 */
record Customer(
        long id, String firstName, String lastName, String customerClass, Long preferredAddress, Long preferredCard) {
    /** The columns {@link #from(ResultSet)} reads, in its order; every customer lookup selects these. */
    static final String COLUMNS = "customer_id, cust_first_name, cust_last_name, nls_language, nls_territory, "
            + "credit_limit, cust_email, account_mgr_id, customer_class, preferred_address, preferred_card";

    static Customer from(ResultSet row) throws SQLException {
        long id = row.getLong(1);
        String first = row.getString(2);
        String last = row.getString(3);
        String customerClass = row.getString(9);
        return new Customer(id, first, last, customerClass, nullableLong(row, 10), nullableLong(row, 11));
    }

    static Long nullableLong(ResultSet row, int column) throws SQLException {
        long v = row.getLong(column);
        return row.wasNull() ? null : v;
    }
}
