package io.dbbench.workloads.soe.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class DialectSqlTest {
    @Test
    void postgresqlCallsNextval() {
        DialectSql sql = DialectSql.forDialect("postgresql");
        assertEquals(
                "SELECT nextval('customer_seq'), nextval('address_seq'), nextval('card_details_seq')",
                sql.newCustomerIds());
        assertEquals("SELECT nextval('address_seq')", sql.newAddressId());
        assertEquals("SELECT nextval('orders_seq')", sql.newOrderId());
        assertEquals(
                "INSERT INTO logon (logon_id, customer_id, logon_date) "
                        + "VALUES (nextval('logon_seq'), ?, CURRENT_TIMESTAMP)",
                sql.insertLogon());
    }

    @Test
    void oracleUsesNextvalPseudoColumnsFromDual() {
        DialectSql sql = DialectSql.forDialect("oracle");
        assertEquals(
                "SELECT customer_seq.NEXTVAL, address_seq.NEXTVAL, card_details_seq.NEXTVAL FROM dual",
                sql.newCustomerIds());
        assertEquals("SELECT address_seq.NEXTVAL FROM dual", sql.newAddressId());
        assertEquals("SELECT orders_seq.NEXTVAL FROM dual", sql.newOrderId());
        assertEquals(
                "INSERT INTO logon (logon_id, customer_id, logon_date) "
                        + "VALUES (logon_seq.NEXTVAL, ?, CURRENT_TIMESTAMP)",
                sql.insertLogon());
    }

    @Test
    void otherDialectsAreRefusedByName() {
        UnsupportedOperationException e =
                assertThrows(UnsupportedOperationException.class, () -> DialectSql.forDialect("h2"));
        assertEquals(
                "Order Entry (client-side) has no SQL for dialect 'h2'; supported: oracle, postgresql", e.getMessage());
    }
}
