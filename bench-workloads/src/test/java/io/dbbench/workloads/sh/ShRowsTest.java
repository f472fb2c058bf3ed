package io.dbbench.workloads.sh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.bulk.ColumnType;
import io.dbbench.workloads.bulk.RowSink;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShRowsTest {
    private static final ShVolumes VOLUMES = ShVolumes.of(0.01);

    @Test
    void volumesGrowWithTheScaleButTheDimensionsDoNot() {
        assertEquals(new ShVolumes(10_000, 1_000, 500), VOLUMES);
        ShVolumes tiny = ShVolumes.of(0.0001);
        assertEquals(1, ShVolumes.of(0).customers());
        assertEquals(ShReference.PRODUCTS, tiny.rows(ShTable.PRODUCTS));
        assertEquals(ShCalendar.DAYS, VOLUMES.rows(ShTable.TIMES));
        assertEquals(10_000 + 1_000 + 500 + 22 + 5 + 100 + 72 + 1_461, VOLUMES.totalRows());
    }

    @Test
    void theSameSeedMakesTheSameRowsAndAnotherSeedOthers() {
        ShRows a = new ShRows(42, VOLUMES);
        ShRows b = new ShRows(42, VOLUMES);
        ShRows c = new ShRows(43, VOLUMES);
        int same = 0;
        for (long k = 1; k <= 100; k++) {
            assertEquals(a.sale(k), b.sale(k));
            assertEquals(a.cost(k), b.cost(k));
            if (a.sale(k).equals(c.sale(k))) same++;
        }
        assertTrue(same < 5, same + " of 100 sales equal under another seed");
    }

    @Test
    void salesReferToTheDimensionsAndAreWorthTheirProductsPrice() {
        ShRows rows = new ShRows(1, VOLUMES);
        int[] perChannel = new int[ShReference.CHANNELS.size() + 1];
        int withoutPromotion = 0;
        for (long k = 1; k <= VOLUMES.sales(); k++) {
            ShRows.Sale s = rows.sale(k);
            assertTrue(s.prodId() >= 1 && s.prodId() <= ShReference.PRODUCTS, s.toString());
            assertTrue(s.custId() >= 1 && s.custId() <= VOLUMES.customers(), s.toString());
            assertTrue(
                    s.epochDay() >= ShCalendar.FIRST_DAY.toEpochDay()
                            && s.epochDay() <= ShCalendar.LAST_DAY.toEpochDay(),
                    s.toString());
            assertTrue(s.promoId() >= 1 && s.promoId() <= ShReference.PROMOTIONS, s.toString());
            long full = s.quantity() * ShRows.productPriceHundredths(s.prodId());
            assertTrue(s.amountHundredths() <= full && s.amountHundredths() >= full * 8 / 10, s.toString());
            perChannel[s.channelId()]++;
            if (s.promoId() == ShReference.NO_PROMOTION) withoutPromotion++;
        }
        for (int channel = 1; channel < perChannel.length; channel++)
            assertTrue(perChannel[channel] > 500, "channel " + channel + ": " + perChannel[channel]);
        assertTrue(withoutPromotion > VOLUMES.sales() / 2, withoutPromotion + " sales without promotion");
    }

    @Test
    void everyTableWritesOneValuePerColumn() throws Exception {
        ShRows rows = new ShRows(5, VOLUMES);
        for (ShTable table : ShTable.values()) {
            long keys = Math.min(VOLUMES.rows(table), 50);
            for (long key = 1; key <= keys; key++) {
                Recording sink = new Recording(table);
                table.write(rows, key, sink);
                assertEquals(table.columns().size(), sink.declared, table + " row " + key + " declares");
                assertEquals(table.bulk().types(), sink.kinds, table + " row " + key + " value kinds");
                assertEquals(table.columns().size(), sink.values.size(), table + " row " + key + ": " + sink.values);
                assertEquals(1, sink.rows, table + " row " + key);
            }
        }
    }

    @Test
    void theCalendarRowsDescribeTheirDay() throws Exception {
        Recording sink = new Recording(ShTable.TIMES);
        ShTable.TIMES.write(new ShRows(1, VOLUMES), 1, sink);
        assertEquals(
                List.of(
                        ShCalendar.FIRST_DAY.toEpochDay(),
                        "Tuesday",
                        2,
                        1,
                        ShCalendar.FIRST_DAY.plusDays(6).toEpochDay(),
                        1,
                        "2019-01",
                        "2019-Q1",
                        1,
                        2019),
                sink.values);
        assertNotEquals(0, ShRows.productPriceHundredths(1));
    }

    /** Keeps what a table wrote, and the kind of each value (checked against the table's column types). */
    private static final class Recording implements RowSink {
        private final ShTable table;
        int declared;
        int rows;
        final List<Object> values = new ArrayList<>();
        final List<ColumnType> kinds = new ArrayList<>();

        Recording(ShTable table) {
            this.table = table;
        }

        private void add(Object value, ColumnType kind) {
            values.add(value);
            kinds.add(kind);
        }

        @Override
        public void beginRow() {
            // the binary COPY row header declares the table's column count
            declared = table.bulk().types().size();
        }

        @Override
        public void integer(long value) {
            add(Math.toIntExact(value), ColumnType.INTEGER);
        }

        @Override
        public void date(long epochDay) {
            add(epochDay, ColumnType.DATE);
        }

        @Override
        public void decimal2(long hundredths) {
            add(hundredths, ColumnType.DECIMAL2);
        }

        @Override
        public void text(String value) {
            add(value, ColumnType.TEXT);
        }

        @Override
        public void timestamp(long epochSecond) {
            add(epochSecond, ColumnType.TIMESTAMP);
        }

        @Override
        public void timestampTz(long epochSecond) {
            add(epochSecond, ColumnType.TIMESTAMP_TZ);
        }

        @Override
        public void yearMonths(int months) {
            add(months, ColumnType.YEAR_MONTHS);
        }

        @Override
        public void json(String document) {
            add(document, ColumnType.JSON);
        }

        @Override
        public void nullValue() {
            add(null, null);
        }

        @Override
        public void endRow() {
            rows++;
        }
    }
}
