package io.dbbench.workloads.soe.client;

import java.sql.SQLException;

/** Inserts one ADDRESSES row, created today: shared by Customer Registration and Update Customer Details. */
final class AddressInsert {
    static final String SQL = "INSERT INTO addresses (address_id, customer_id, date_created, house_no_or_name, "
            + "street_name, town, county, country, post_code, zip_code) VALUES (?, ?, CURRENT_DATE, ?, ?, ?, ?, ?, ?, ?)";

    private AddressInsert() {}

    static void insert(CountedStatements statements, long addressId, long customerId, NewAddress address)
            throws SQLException {
        statements.insert(
                SQL,
                addressId,
                customerId,
                address.houseNoOrName(),
                address.streetName(),
                address.town(),
                address.county(),
                address.country(),
                address.postCode(),
                address.zipCode());
    }
}
