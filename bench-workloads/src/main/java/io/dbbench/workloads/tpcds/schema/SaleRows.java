package io.dbbench.workloads.tpcds.schema;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.random.RandomGenerator;

/**
 * Sales rows for the DML transactions, made with the loader's rules so new rows look like loaded ones:
 * a new sale with random keys inside the dimensions' key ranges and consistent amounts, and the keys of a
 * loaded sales line (so an update finds its row without reading first).
 */
public final class SaleRows {
    private SaleRows() {}

    /** True for STORE_SALES, CATALOG_SALES and WEB_SALES. */
    public static boolean isSales(TpcdsTable table) {
        return table.salesTable() == table;
    }

    /**
     * The values of one new sales line in column order ({@link TpcdsTable#columns()}): Long or BigDecimal.
     *
     * @param orderNumber the new order (ticket) number
     * @param maxKey      the highest key of a dimension table (keys run from 1)
     */
    public static List<Object> newSale(
            TpcdsTable sales, RandomGenerator random, long orderNumber, ToLongFunction<TpcdsTable> maxKey) {
        if (!isSales(sales)) throw new IllegalArgumentException(sales + " is not a sales table");
        SalesLine line = new SalesLine(random.nextLong(), sales, maxKey.applyAsLong(TpcdsTable.ITEM));
        line.at(random.nextLong(1, Integer.MAX_VALUE));
        line.orderNumber = orderNumber;
        List<Object> values = new ArrayList<>();
        for (TpcdsColumn c : sales.columns()) {
            if (SalesLine.isOrderKey(c)) {
                TpcdsTable target = DimensionColumns.referencedTable(c.name());
                values.add(random.nextLong(1, maxKey.applyAsLong(target) + 1));
                continue;
            }
            long v = SalesLine.value(DimensionColumns.baseName(c.name())).applyAsLong(line);
            values.add(c.type() == TpcdsColumn.Type.INTEGER ? (Object) v : BigDecimal.valueOf(v, 2));
        }
        return values;
    }

    /**
     * The (item key, order number) of loaded line {@code lineKey} of a sales table, as the loader made it.
     *
     * @param items the item count of the loaded scale
     */
    public static long[] loadedLine(TpcdsTable sales, long seed, long items, long lineKey) {
        SalesLine line = new SalesLine(seed, sales, items).at(lineKey);
        return new long[] {line.itemSk, line.orderNumber};
    }
}
