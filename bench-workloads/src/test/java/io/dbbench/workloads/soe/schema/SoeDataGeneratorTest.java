package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeData;
import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SoeDataGeneratorTest {
    private static final SoeDataGenerator SMALL = new SoeDataGenerator(42, SoeVolumes.of(0.002));

    @Test
    void volumesFollowTheScale() {
        SoeVolumes v = SoeVolumes.of(0.01);
        assertEquals(new SoeVolumes(0.01, 10_000, 15_000, 15_000, 14_300, 23_800), v);
        SoeVolumes one = SoeVolumes.of(1);
        assertEquals(1_000_000, one.customers());
        assertEquals(1_500_000, one.addresses());
        assertEquals(1_430_000, one.orders());
        assertEquals(2_380_000, one.logons());
        // an odd customer count: the lone last customer owns two addresses
        assertEquals(5, SoeVolumes.of(0.000_003).addresses()); // 3 for customers 1-2, 2 for customer 3
    }

    @Test
    void orderItemsAverageFiveLinesAndCountsAreExact() throws Exception {
        SoeDataGenerator data = new SoeDataGenerator(7, SoeVolumes.of(0.01));
        long lines = data.orderItemRows();
        assertTrue(lines > 14_300 * 4.8 && lines < 14_300 * 5.2, "lines " + lines);
        assertEquals(lines, RecordingSink.all(data.rows(SoeTable.ORDER_ITEMS)).size());
        long total = 0;
        for (TableRows t : data.tables()) total += RecordingSink.all(t).size();
        assertEquals(data.totalRows(), total);
        assertEquals(900_000, RecordingSink.all(data.rows(SoeTable.INVENTORIES)).size());
    }

    /** The same seed gives the same bytes whatever the chunking, i.e. whatever threads generate which range. */
    @Test
    void rowsDependOnlyOnSeedAndKeyNotOnChunking() throws Exception {
        for (TableRows rows : SMALL.tables()) {
            String whole = copyText(rows, rows.keyCount() + 1);
            String chunked = copyText(rows, 7);
            assertEquals(whole, chunked, rows.table().name());
            String again = copyText(new SoeDataGenerator(42, SoeVolumes.of(0.002)).rows(rows.table()), 3);
            assertEquals(whole, again, rows.table().name());
        }
        assertNotEquals(
                copyText(SMALL.rows(SoeTable.CUSTOMERS), 100),
                copyText(new SoeDataGenerator(43, SoeVolumes.of(0.002)).rows(SoeTable.CUSTOMERS), 100));
    }

    /** COPY text of all keys, generated in chunks of chunkKeys in reverse order (as a late thread might). */
    private static String copyText(TableRows rows, long chunkKeys) throws Exception {
        List<long[]> chunks = new java.util.ArrayList<>();
        for (long from = 1; from <= rows.keyCount(); from += chunkKeys)
            chunks.add(new long[] {from, Math.min(rows.keyCount() + 1, from + chunkKeys)});
        String[] parts = new String[chunks.size()];
        for (int i = chunks.size() - 1; i >= 0; i--) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            CopyTextSink sink = new CopyTextSink((b, n) -> bytes.write(b, 0, n), n -> {});
            rows.write(chunks.get(i)[0], chunks.get(i)[1], sink);
            sink.flush();
            parts[i] = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
        }
        return String.join("", parts);
    }

    @Test
    void customersUseTheNameListsAndOwnTheirPreferredAddressAndCard() throws Exception {
        List<List<Object>> customers = RecordingSink.all(SMALL.rows(SoeTable.CUSTOMERS));
        Map<Long, Long> addressOwner = owners(RecordingSink.all(SMALL.rows(SoeTable.ADDRESSES)));
        Map<Long, Long> cardOwner = owners(RecordingSink.all(SMALL.rows(SoeTable.CARD_DETAILS)));
        assertEquals(2_000, customers.size());
        for (List<Object> c : customers) {
            long id = (Long) c.get(0);
            assertTrue(SoeData.FIRST_NAMES.contains((String) c.get(1)));
            assertTrue(SoeData.LAST_NAMES.contains((String) c.get(2)));
            assertTrue(((String) c.get(6)).startsWith(c.get(1) + "." + c.get(2) + "@"), c.toString());
            long manager = (Long) c.get(7);
            assertTrue(manager >= SoeConstants.MIN_SALES_REP_ID && manager <= SoeConstants.MAX_SALES_REP_ID);
            long credit = (Long) c.get(5);
            assertTrue(credit >= 10_000 && credit <= 500_000);
            assertEquals(id, addressOwner.get((Long) c.get(14)));
            assertEquals(id, cardOwner.get((Long) c.get(15)));
        }
        Map<Long, Integer> addressesPerCustomer = new HashMap<>();
        addressOwner.values().forEach(o -> addressesPerCustomer.merge(o, 1, Integer::sum));
        assertEquals(2_000, addressesPerCustomer.size());
        assertTrue(addressesPerCustomer.values().stream().allMatch(n -> n == 1 || n == 2));
    }

    @Test
    void ordersBelongToTheirCustomerAndTotalTheirLines() throws Exception {
        Map<Long, Long> addressOwner = owners(RecordingSink.all(SMALL.rows(SoeTable.ADDRESSES)));
        Map<Long, Long> cardOwner = owners(RecordingSink.all(SMALL.rows(SoeTable.CARD_DETAILS)));
        Map<Long, Long> lineTotals = new HashMap<>();
        Map<Long, Integer> lineCounts = new HashMap<>();
        for (List<Object> line : RecordingSink.all(SMALL.rows(SoeTable.ORDER_ITEMS))) {
            long order = (Long) line.get(0);
            int lineId = lineCounts.merge(order, 1, Integer::sum);
            assertEquals((long) lineId, line.get(1), "line ids run 1..n");
            assertTrue(lineId <= 9);
            lineTotals.merge(order, (Long) line.get(3) * (Long) line.get(4), Long::sum);
        }
        List<List<Object>> orders = RecordingSink.all(SMALL.rows(SoeTable.ORDERS));
        assertEquals(2_860, orders.size());
        assertEquals(orders.size(), lineTotals.size(), "every order has lines");
        for (List<Object> o : orders) {
            long id = (Long) o.get(0);
            long customer = (Long) o.get(3);
            assertTrue(customer >= 1 && customer <= 2_000);
            assertEquals(lineTotals.get(id), o.get(5), "total of order " + id);
            assertEquals(customer, addressOwner.get((Long) o.get(12)));
            assertEquals(customer, cardOwner.get((Long) o.get(14)));
            assertEquals(customer, addressOwner.get((Long) o.get(15)));
            long status = (Long) o.get(4);
            assertTrue(status >= 0 && status <= SoeConstants.ORDER_STATUS_MAX);
        }
    }

    @Test
    void eachWarehouseStocks900DistinctProductsAboveTheFloor() throws Exception {
        Map<Long, Set<Long>> products = new HashMap<>();
        for (List<Object> row : RecordingSink.all(SMALL.rows(SoeTable.INVENTORIES))) {
            assertTrue(products.computeIfAbsent((Long) row.get(1), w -> new HashSet<>())
                    .add((Long) row.get(0)));
            long quantity = (Long) row.get(2);
            assertTrue(quantity >= InventoryRows.QUANTITY_FLOOR && quantity <= InventoryRows.QUANTITY_CEILING);
        }
        assertEquals(1_000, products.size());
        assertTrue(products.values().stream().allMatch(p -> p.size() == 900));
    }

    @Test
    void productsHaveAllowedStatusesAndUsDescriptions() throws Exception {
        List<List<Object>> info = RecordingSink.all(SMALL.rows(SoeTable.PRODUCT_INFORMATION));
        List<List<Object>> descriptions = RecordingSink.all(SMALL.rows(SoeTable.PRODUCT_DESCRIPTIONS));
        assertEquals(1_000, info.size());
        assertEquals(1_000, descriptions.size());
        for (int i = 0; i < info.size(); i++) {
            assertTrue(ProductCatalog.STATUSES.contains((String) info.get(i).get(7)));
            assertTrue((Long) info.get(i).get(9) <= (Long) info.get(i).get(8), "min price <= list price");
            assertEquals("US", descriptions.get(i).get(1));
            assertEquals(info.get(i).get(1), descriptions.get(i).get(2));
        }
    }

    /** Rows go to the sink as they are made: the generator keeps nothing between rows. */
    @Test
    void rowsAreStreamedNotBuffered() throws Exception {
        SoeDataGenerator big = new SoeDataGenerator(1, SoeVolumes.of(100));
        AtomicInteger rowsSeen = new AtomicInteger();
        RowSink counting = new RecordingSink() {
            @Override
            public void endRow() {
                rowsSeen.incrementAndGet();
            }
        };
        // a slice in the middle of a 143-million-order table costs only the slice
        long written = big.rows(SoeTable.ORDER_ITEMS).write(100_000_000, 100_000_010, counting);
        assertEquals(written, rowsSeen.get());
        assertTrue(written >= 10 && written <= 90);
    }

    private static Map<Long, Long> owners(List<List<Object>> rows) {
        Map<Long, Long> out = new HashMap<>();
        for (List<Object> r : rows) out.put((Long) r.get(0), (Long) r.get(1));
        return out;
    }
}
