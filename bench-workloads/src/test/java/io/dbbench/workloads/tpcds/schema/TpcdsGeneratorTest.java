package io.dbbench.workloads.tpcds.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class TpcdsGeneratorTest {
    private static final TpcdsVolumes SMALL = TpcdsVolumes.of(0.01);
    private static final TpcdsGenerator DATA = new TpcdsGenerator(42, SMALL);

    @Test
    void everyTableWritesItsRowCountWithOneValuePerColumn() throws SQLException {
        for (TpcdsTable t : TpcdsTable.values()) {
            RowRecorder r = RowRecorder.all(DATA, t);
            assertEquals(SMALL.rows(t), r.rows.size(), t.tableName());
            for (List<Object> row : r.rows) assertEquals(t.columns().size(), row.size(), t.tableName());
        }
    }

    /** TPC-DS v1's c_last_review_date holds the same day as v2's c_last_review_date_sk, as its digits. */
    @Test
    void theV1ReviewDateIsTheV2KeysDayAsText() throws SQLException {
        List<String> names =
                TpcdsTable.CUSTOMER.columns().stream().map(TpcdsColumn::name).toList();
        int key = names.indexOf("c_last_review_date_sk");
        int text = names.indexOf("c_last_review_date");
        Set<Object> days = new HashSet<>();
        for (List<Object> row : RowRecorder.all(DATA, TpcdsTable.CUSTOMER).rows) {
            long sk = (Long) row.get(key);
            assertTrue(sk >= TpcdsDates.firstSaleSk() && sk <= TpcdsDates.lastSaleSk(), "day key " + sk);
            assertEquals(Long.toString(sk), row.get(text));
            days.add(row.get(text));
        }
        assertTrue(days.size() > 100, days.size() + " different review days");
    }

    /** Web pages have the specification's sizes, so query 90's pages of 5000..5200 characters exist. */
    @Test
    void webPagesHaveTheSpecificationsCounts() throws SQLException {
        List<String> names =
                TpcdsTable.WEB_PAGE.columns().stream().map(TpcdsColumn::name).toList();
        TpcdsGenerator bigger = new TpcdsGenerator(42, TpcdsVolumes.of(1));
        long chars5000 = 0;
        for (List<Object> row : RowRecorder.all(bigger, TpcdsTable.WEB_PAGE).rows) {
            long chars = (Long) row.get(names.indexOf("wp_char_count"));
            long links = (Long) row.get(names.indexOf("wp_link_count"));
            long images = (Long) row.get(names.indexOf("wp_image_count"));
            assertTrue(chars >= 300 && chars <= 8_550, "wp_char_count " + chars);
            assertTrue(links >= 2 && links <= 25, "wp_link_count " + links);
            assertTrue(images >= 1 && images <= 7, "wp_image_count " + images);
            if (chars >= 5000 && chars <= 5200) chars5000++;
        }
        assertTrue(chars5000 > 0, "no web page of 5000..5200 characters");
    }

    @Test
    void theSameRowsWhateverTheChunksAndThreads() throws Exception {
        for (TpcdsTable t :
                List.of(TpcdsTable.STORE_SALES, TpcdsTable.STORE_RETURNS, TpcdsTable.CUSTOMER, TpcdsTable.INVENTORY)) {
            List<List<Object>> whole = RowRecorder.all(DATA, t).rows;
            long rows = SMALL.rows(t);
            long chunk = 997; // not a multiple of anything the generator uses
            ExecutorService pool = Executors.newFixedThreadPool(3);
            try {
                List<Future<RowRecorder>> parts = new ArrayList<>();
                // a fresh generator, and chunks written in reverse order on three threads
                TpcdsGenerator other = new TpcdsGenerator(42, TpcdsVolumes.of(0.01));
                for (long from = ((rows - 1) / chunk) * chunk + 1; from >= 1; from -= chunk) {
                    long f = from;
                    parts.add(0, pool.submit(() -> {
                        RowRecorder r = new RowRecorder();
                        other.write(t, f, f + chunk, r);
                        return r;
                    }));
                }
                List<List<Object>> joined = new ArrayList<>();
                for (Future<RowRecorder> p : parts) joined.addAll(p.get().rows);
                assertEquals(whole, joined, t.tableName());
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void anotherSeedGivesOtherRows() throws SQLException {
        assertNotEquals(
                RowRecorder.all(DATA, TpcdsTable.STORE_SALES).rows,
                RowRecorder.all(new TpcdsGenerator(43, SMALL), TpcdsTable.STORE_SALES).rows);
    }

    @Test
    void foreignKeysLieInTheirDimensionsAndSalesIn1998To2002() throws SQLException {
        for (TpcdsTable t : TpcdsTable.values()) {
            List<List<Object>> rows = RowRecorder.all(DATA, t).rows;
            for (int i = 0; i < t.columns().size(); i++) {
                String name = t.columns().get(i).name();
                if (i == 0 && !t.isFact()) continue;
                TpcdsTable target = DimensionColumns.referencedTable(name);
                long min, max;
                if (name.endsWith("_date_sk")) {
                    min = TpcdsDates.firstDateSk();
                    max = TpcdsDates.lastDateSk();
                    if (name.endsWith("sold_date_sk")) {
                        min = TpcdsDates.firstSaleSk();
                        max = TpcdsDates.lastSaleSk();
                    }
                } else if (name.endsWith("_time_sk")) {
                    min = 0;
                    max = 86_399;
                } else if (target != null) {
                    min = 1;
                    max = SMALL.rows(target);
                } else {
                    continue;
                }
                for (List<Object> row : rows) {
                    long v = (Long) row.get(i);
                    assertTrue(
                            v >= min && v <= max,
                            t.tableName() + "." + name + " = " + v + " outside " + min + ".." + max);
                }
            }
        }
    }

    @Test
    void salesPrimaryKeysAreUniqueAndEveryReturnMatchesASale() throws SQLException {
        List<List<Object>> sales = RowRecorder.all(DATA, TpcdsTable.STORE_SALES).rows;
        Set<String> keys = new HashSet<>();
        for (List<Object> row : sales)
            assertTrue(keys.add(row.get(2) + "/" + row.get(9)), "duplicate item/ticket " + row);
        Set<String> returned = new HashSet<>();
        for (List<Object> row : RowRecorder.all(DATA, TpcdsTable.STORE_RETURNS).rows) {
            String key = row.get(2) + "/" + row.get(9);
            assertTrue(keys.contains(key), "return without sale " + key);
            assertTrue(returned.add(key), "returned twice " + key);
        }
    }

    @Test
    void amountsAreConsistentAndFitDecimal7() throws SQLException {
        for (List<Object> row : RowRecorder.all(DATA, TpcdsTable.STORE_SALES).rows) {
            long quantity = (Long) row.get(10);
            BigDecimal price = (BigDecimal) row.get(13);
            BigDecimal extSales = (BigDecimal) row.get(15);
            assertEquals(price.multiply(BigDecimal.valueOf(quantity)), extSales);
            BigDecimal netPaid = (BigDecimal) row.get(20);
            assertEquals(extSales.subtract((BigDecimal) row.get(19)), netPaid);
            for (int i = 11; i < 23; i++)
                assertTrue(((BigDecimal) row.get(i)).abs().compareTo(new BigDecimal("99999.99")) <= 0);
        }
    }

    @Test
    void dateDimKeysAreJulianDaysAndCoverWholeYears() throws SQLException {
        List<List<Object>> rows = RowRecorder.all(DATA, TpcdsTable.DATE_DIM).rows;
        assertEquals(2_415_021L, rows.get(0).get(0)); // 1900-01-01
        assertEquals(1900L, rows.get(0).get(6));
        assertEquals(2100L, rows.get(rows.size() - 1).get(6));
        long salesDays = rows.stream()
                .filter(r -> (Long) r.get(6) >= 1998 && (Long) r.get(6) <= 2002)
                .count();
        assertEquals(TpcdsDates.SALES_DAYS, salesDays);
    }

    @Test
    void dayNamesAreEnglishWhateverTheJvmsLocaleData() throws SQLException {
        List<List<Object>> rows = RowRecorder.all(DATA, TpcdsTable.DATE_DIM).rows;
        List<Object> sunday = rows.stream()
                .filter(r -> r.get(0).equals(2_451_546L))
                .findFirst()
                .orElseThrow(); // 2000-01-02
        assertEquals("date:" + java.time.LocalDate.of(2000, 1, 2).toEpochDay(), sunday.get(2));
        assertEquals(0L, sunday.get(7)); // d_dow: Sunday 0
        assertEquals("Sunday", sunday.get(14));
        assertEquals("Monday", rows.get(0).get(14)); // 1900-01-01
    }

    @Test
    void categoryIdsAgreeWithCategoryNames() throws SQLException {
        for (List<Object> row : RowRecorder.all(DATA, TpcdsTable.ITEM).rows) {
            int id = ((Long) row.get(11)).intValue();
            assertEquals(Vocabulary.CATEGORIES.get(id - 1), row.get(12));
            assertEquals("brand #" + ((Long) row.get(7) - 1_001_000), row.get(8));
        }
    }
}
