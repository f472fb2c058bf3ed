package io.dbbench.workloads.soe.client;

import static io.dbbench.workloads.soe.client.ScriptedJdbc.row;
import static io.dbbench.workloads.soe.client.SoeFixtures.POSTGRES;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertCountsMatchCalls;
import static io.dbbench.workloads.soe.client.SoeFixtures.assertInRange;
import static io.dbbench.workloads.soe.client.SoeFixtures.customerRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.workloads.soe.SoeData;
import java.math.BigDecimal;
import java.sql.Date;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Customer Registration (NCR) and Update Customer Details (UCD) against a scripted database. */
class CustomerTransactionsTest {

    private static ScriptedJdbc newCustomerDatabase() {
        return new ScriptedJdbc().answering(call -> {
            if (call.sql().equals(POSTGRES.newCustomerIds())) return List.of(row(5001L, 7001L, 9001L));
            if (call.sql().equals(LogonStep.CUSTOMER_BY_ID)) return List.of(customerRow(5001L, 7001L, 9001L));
            return List.of();
        });
    }

    @Test
    void registrationInsertsCustomerAddressAndCardUnderSequenceIdsThenLogsOn() throws Exception {
        ScriptedJdbc jdbc = newCustomerDatabase();
        ScriptedSession session = new ScriptedSession(jdbc, 1);
        Outcome outcome = new NewCustomerProcess(POSTGRES).execute(session);

        List<String> sql = jdbc.calls().stream()
                .map(c -> c.sql() == null ? c.method() : c.sql())
                .toList();
        assertEquals(
                List.of(
                        POSTGRES.newCustomerIds(),
                        NewCustomerProcess.INSERT_CUSTOMER,
                        AddressInsert.SQL,
                        NewCustomerProcess.INSERT_CARD,
                        "commit",
                        LogonStep.CUSTOMER_BY_ID),
                sql.subList(0, 6));
        assertEquals("commit", sql.get(sql.size() - 1));
        assertFalse(outcome.rolledBack());
        assertCountsMatchCalls(outcome.dml(), jdbc);
        assertEquals(2, session.thinks());

        List<Object> customer =
                jdbc.calls(NewCustomerProcess.INSERT_CUSTOMER).get(0).params();
        assertEquals(5001L, customer.get(0));
        String first = (String) customer.get(1);
        String last = (String) customer.get(2);
        assertTrue(SoeData.FIRST_NAMES.contains(first.toLowerCase()), first);
        assertTrue(SoeData.LAST_NAMES.contains(last.toLowerCase()), last);
        assertTrue(((String) customer.get(6)).startsWith((first + "." + last + "@").toLowerCase()), (String)
                customer.get(6));
        assertInRange(((BigDecimal) customer.get(5)).longValueExact(), 100, 5000, "credit limit");
        assertInRange((Integer) customer.get(7), 145, 171, "account manager");
        LocalDate dob = ((Date) customer.get(10)).toLocalDate();
        assertTrue(
                !dob.isAfter(LocalDate.now().minusYears(20))
                        && !dob.isBefore(LocalDate.now().minusYears(60)),
                dob.toString());
        assertEquals(7001L, customer.get(13), "preferred_address is the new address");
        assertEquals(9001L, customer.get(14), "preferred_card is the new card");

        List<Object> address = jdbc.calls(AddressInsert.SQL).get(0).params();
        assertEquals(List.of(7001L, 5001L), address.subList(0, 2));
        assertTrue(SoeData.TOWNS.contains((String) address.get(4)));
        assertTrue(SoeData.COUNTIES.contains((String) address.get(5)));
        assertTrue(SoeData.COUNTRIES.contains((String) address.get(6)));
        List<Object> card = jdbc.calls(NewCustomerProcess.INSERT_CARD).get(0).params();
        assertEquals(List.of(9001L, 5001L), card.subList(0, 2));
        assertInRange((Long) card.get(3), 100_000_000_000L, 999_999_999_999L, "card number");
        assertEquals(5001L, jdbc.calls(LogonStep.CUSTOMER_BY_ID).get(0).param(1), "reads the new customer back");
    }

    @Test
    void oneLogonInThreeInsertsALogonRowForTheCustomer() throws Exception {
        int logons = 0;
        int runs = 600;
        for (int seed = 0; seed < runs; seed++) {
            ScriptedJdbc jdbc = newCustomerDatabase();
            Outcome outcome = new NewCustomerProcess(POSTGRES).execute(new ScriptedSession(jdbc, seed));
            assertCountsMatchCalls(outcome.dml(), jdbc);
            List<ScriptedJdbc.Call> inserted = jdbc.calls(POSTGRES.insertLogon());
            if (!inserted.isEmpty()) {
                logons++;
                assertEquals(List.of(5001L), inserted.get(0).params());
                assertEquals(DmlCounts.of(2, 4, 0, 0, 2, 0), outcome.dml());
            } else {
                assertEquals(DmlCounts.of(2, 3, 0, 0, 2, 0), outcome.dml());
            }
        }
        // 1 in 3 of 600 is 200; binomial sd ~ 11.5, so these bounds are over 4 sd wide
        assertInRange(logons, 150, 250, "logon rows");
    }

    @Test
    void updateWithoutAMatchingCustomerOnlyReadsAndCommits() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc();
        ScriptedSession session = new ScriptedSession(jdbc, 3);
        Outcome outcome = new UpdateCustomerDetails(POSTGRES).execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(1, 0, 0, 0, 1, 0)), outcome);
        assertEquals(List.of("executeQuery", "commit"), jdbc.methods());
        ScriptedJdbc.Call lookup = jdbc.calls().get(0);
        assertEquals(UpdateCustomerDetails.CUSTOMERS_BY_NAME, lookup.sql());
        assertTrue(SoeData.LAST_NAMES.contains((String) lookup.param(1)), "lower-case last name first");
        assertTrue(SoeData.FIRST_NAMES.contains((String) lookup.param(2)));
        assertTrue(
                lookup.sql()
                        .endsWith("WHERE lower(cust_last_name) = ? AND lower(cust_first_name) = ? "
                                + "FETCH FIRST 15 ROWS ONLY"),
                lookup.sql());
    }

    @Test
    void updateGivesOneFoundCustomerANewPreferredAddress() throws Exception {
        ScriptedJdbc jdbc = new ScriptedJdbc().answering(call -> {
            if (call.sql().equals(UpdateCustomerDetails.CUSTOMERS_BY_NAME)) {
                return List.of(customerRow(1100L, 1L, 2L), customerRow(1200L, 3L, 4L));
            }
            if (call.sql().equals(POSTGRES.newAddressId())) return List.of(row(8888L));
            return List.of();
        });
        ScriptedSession session = new ScriptedSession(jdbc, 4);
        Outcome outcome = new UpdateCustomerDetails(POSTGRES).execute(session);

        assertEquals(Outcome.committed(DmlCounts.of(2, 1, 1, 0, 1, 0)), outcome);
        assertCountsMatchCalls(outcome.dml(), jdbc);
        List<String> sql = jdbc.calls().stream()
                .map(c -> c.sql() == null ? c.method() : c.sql())
                .toList();
        assertEquals(
                List.of(
                        UpdateCustomerDetails.CUSTOMERS_BY_NAME,
                        POSTGRES.newAddressId(),
                        AddressInsert.SQL,
                        UpdateCustomerDetails.SET_PREFERRED_ADDRESS,
                        "commit"),
                sql);
        long customer = (Long) jdbc.calls(AddressInsert.SQL).get(0).param(2);
        assertTrue(customer == 1100L || customer == 1200L, "one of the customers found: " + customer);
        assertEquals(8888L, jdbc.calls(AddressInsert.SQL).get(0).param(1));
        assertEquals(
                List.of(8888L, customer),
                jdbc.calls(UpdateCustomerDetails.SET_PREFERRED_ADDRESS).get(0).params());
        assertEquals(1, session.thinks());
    }
}
