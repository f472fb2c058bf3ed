package io.dbbench.workloads.callingcircle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.bulk.RowSink;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The loaded rows: deterministic, and consistent as 'cc validate' requires. */
class CcRowsTest {
    private static final CcVolumes VOLUMES = new CcVolumes(500);

    /** Rows as lists of values: ids and integers as Long, money as BigDecimal, dates and times as Long. */
    static final class ListSink implements RowSink {
        final List<List<Object>> rows = new ArrayList<>();
        private List<Object> row;

        @Override
        public void beginRow() {
            row = new ArrayList<>();
        }

        @Override
        public void integer(long value) {
            row.add(value);
        }

        @Override
        public void decimal2(long hundredths) {
            row.add(BigDecimal.valueOf(hundredths, 2));
        }

        @Override
        public void text(String value) {
            row.add(value);
        }

        @Override
        public void date(long epochDay) {
            row.add(epochDay);
        }

        @Override
        public void timestamp(long epochSecond) {
            row.add(epochSecond);
        }

        @Override
        public void timestampTz(long epochSecond) {
            throw new AssertionError("Calling Circle has no instant column");
        }

        @Override
        public void yearMonths(int months) {
            throw new AssertionError("Calling Circle has no interval column");
        }

        @Override
        public void json(String document) {
            throw new AssertionError("Calling Circle has no JSON column");
        }

        @Override
        public void nullValue() {
            throw new AssertionError("Calling Circle loads no NULL");
        }

        @Override
        public void endRow() {
            rows.add(List.copyOf(row));
        }
    }

    private static List<List<Object>> rows(long seed, CcTable table, long customer) throws Exception {
        ListSink sink = new ListSink();
        new CcRows(seed, VOLUMES).write(table, customer, sink);
        return sink.rows;
    }

    @Test
    void theSameSeedMakesTheSameRowsAndAnotherSeedOthers() throws Exception {
        for (CcTable t : CcTable.values()) {
            assertEquals(rows(7, t, 42), rows(7, t, 42), t.name());
            assertEquals(t.columns().size(), rows(7, t, 42).get(0).size(), t.name());
        }
        assertNotEquals(rows(7, CcTable.CALLS, 42), rows(8, CcTable.CALLS, 42));
    }

    @Test
    void everyTableHasTheRowsItsVolumeSays() throws Exception {
        for (CcTable t : CcTable.values()) {
            long total = 0;
            for (long c = 1; c <= VOLUMES.customers(); c++)
                total += rows(3, t, c).size();
            assertEquals(VOLUMES.rows(t), total, t.name());
        }
    }

    @Test
    void circlesAreDistinctOtherLoadedCustomers() throws Exception {
        for (long c = 1; c <= VOLUMES.customers(); c++) {
            Set<Object> members = new HashSet<>();
            for (List<Object> row : rows(3, CcTable.CIRCLES, c)) {
                assertEquals(c, row.get(0));
                long member = (Long) row.get(1);
                assertTrue(member >= 1 && member <= VOLUMES.customers() && member != c, row.toString());
                assertTrue(members.add(member), "member twice: " + row);
            }
            assertEquals(CcVolumes.CIRCLE_SIZE, members.size());
        }
    }

    @Test
    void callsGoToTheCircleAndTheAccountHoldsTheirSumAndCount() throws Exception {
        Set<Long> callIds = new HashSet<>();
        for (long c = 1; c <= VOLUMES.customers(); c++) {
            Set<Object> circle = new HashSet<>();
            for (List<Object> row : rows(3, CcTable.CIRCLES, c)) circle.add(row.get(1));
            BigDecimal total = BigDecimal.ZERO;
            List<List<Object>> calls = rows(3, CcTable.CALLS, c);
            for (List<Object> call : calls) {
                assertTrue(callIds.add((Long) call.get(0)), "call id twice: " + call);
                assertEquals(c, call.get(1));
                assertTrue(circle.contains(call.get(2)), "callee outside the circle: " + call);
                long seconds = (Long) call.get(4);
                assertTrue(seconds >= CcData.MIN_CALL_SECONDS && seconds <= CcData.MAX_CALL_SECONDS, call.toString());
                assertEquals(BigDecimal.valueOf(CcData.costCents((int) seconds), 2), call.get(5));
                total = total.add((BigDecimal) call.get(5));
            }
            List<Object> account = rows(3, CcTable.ACCOUNTS, c).get(0);
            assertEquals(total, account.get(4), "balance of " + c);
            assertEquals((long) calls.size(), account.get(5), "calls_made of " + c);
        }
        // dense from 1, so the run's counter starts right after the highest
        assertEquals(VOLUMES.rows(CcTable.CALLS), callIds.size());
        assertTrue(callIds.contains(1L) && callIds.contains(VOLUMES.rows(CcTable.CALLS)));
    }

    @Test
    void aCallCostsTwelveCentsPerStartedMinute() {
        assertEquals(12, CcData.costCents(5));
        assertEquals(12, CcData.costCents(60));
        assertEquals(24, CcData.costCents(61));
    }

    @Test
    void valuesAreAsciiAndFitTheirColumns() throws Exception {
        for (long c = 1; c <= 200; c++) {
            List<Object> customer = rows(1, CcTable.CUSTOMERS, c).get(0);
            for (int i = 1; i <= 5; i++) {
                String text = (String) customer.get(i);
                assertTrue(text.chars().allMatch(ch -> ch < 0x80), text);
            }
            assertTrue(((String) customer.get(4)).length() <= 80, customer.toString());
            assertEquals("+44 7" + String.format("%09d", c), customer.get(3));
        }
    }
}
