package io.dbbench.workloads.soe.client;

import io.dbbench.workloads.bulk.DialectSchemaInstaller;
import java.util.List;

/**
 * The only SQL that differs between the databases: taking values from sequences. PostgreSQL writes
 * {@code nextval('customer_seq')} and selects without a table; Oracle writes {@code customer_seq.NEXTVAL}
 * and selects from {@code dual}. Everything else the transactions run is the same text on both
 * (row limits as {@code FETCH FIRST n ROWS ONLY}, Oracle 12c and later).
 *
 * @param newCustomerIds one row: new CUSTOMER_SEQ, ADDRESS_SEQ and CARD_DETAILS_SEQ values
 * @param newAddressId   one row: a new ADDRESS_SEQ value
 * @param newOrderId     one row: a new ORDERS_SEQ value
 * @param insertLogon    inserts a LOGON row for customer ? at the current time, id from LOGON_SEQ
 */
public record DialectSql(String newCustomerIds, String newAddressId, String newOrderId, String insertLogon) {
    /** Dialect names ({@code Dialect.name()}) with SQL here, sorted. */
    public static final List<String> SUPPORTED_DIALECTS = DialectSchemaInstaller.SUPPORTED_DIALECTS;

    /** @throws UnsupportedOperationException naming the dialect when it is neither PostgreSQL nor Oracle */
    public static DialectSql forDialect(String dialectName) {
        return switch (dialectName) {
            case "postgresql" -> build(seq -> "nextval('" + seq + "')", "");
            case "oracle" -> build(seq -> seq + ".NEXTVAL", " FROM dual");
            default -> throw new UnsupportedOperationException("Order Entry (client-side) has no SQL for dialect '"
                    + dialectName + "'; supported: " + String.join(", ", SUPPORTED_DIALECTS));
        };
    }

    private interface NextValue {
        String of(String sequence);
    }

    private static DialectSql build(NextValue next, String fromNoTable) {
        return new DialectSql(
                "SELECT " + next.of("customer_seq") + ", " + next.of("address_seq") + ", " + next.of("card_details_seq")
                        + fromNoTable,
                "SELECT " + next.of("address_seq") + fromNoTable,
                "SELECT " + next.of("orders_seq") + fromNoTable,
                "INSERT INTO logon (logon_id, customer_id, logon_date) VALUES (" + next.of("logon_seq")
                        + ", ?, CURRENT_TIMESTAMP)");
    }
}
