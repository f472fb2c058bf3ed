package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.TransactionContext;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Inserts one ADDRESSES row, created today: shared by Customer Registration and Update Customer Details. */
final class AddressInsert {
    static final String SQL = "INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, "
            + "street_name, town, county, country, post_code, zip_code) VALUES (?, ?, CURRENT_DATE, ?, ?, ?, ?, ?, ?, ?)";

    private AddressInsert() {}

    static void insert(TransactionContext context, long addressId, long customerId, NewAddress address, DmlTally tally)
            throws SQLException {
        PreparedStatement insert = context.prepare(SQL);
        insert.setLong(1, addressId);
        insert.setLong(2, customerId);
        insert.setString(3, address.houseNoOrName());
        insert.setString(4, address.streetName());
        insert.setString(5, address.town());
        insert.setString(6, address.county());
        insert.setString(7, address.country());
        insert.setString(8, address.postCode());
        insert.setString(9, address.zipCode());
        insert.executeUpdate();
        tally.insert();
    }
}
