package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeConstants;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * INVENTORIES: key = warehouse id; each warehouse stocks 900 of the 1,000 products (100 left out, chosen
 * from the seed), with {@link #QUANTITY_FLOOR}..{@link #QUANTITY_CEILING} on hand. Orders placed by a run
 * take stock away; the validator checks no quantity fell below the floor by more than was ordered.
 */
final class InventoryRows extends TableRows {
    /** The least quantity a loaded inventory row holds. */
    static final int QUANTITY_FLOOR = 1_000;

    static final int QUANTITY_CEILING = 10_000;

    InventoryRows(SoeDataGenerator data) {
        super(data, SoeTable.INVENTORIES, SoeVolumes.WAREHOUSES);
    }

    @Override
    double rowsPerKey() {
        return SoeConstants.STOCKED_PRODUCTS_PER_WAREHOUSE;
    }

    @Override
    long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        boolean[] notStocked = new boolean[SoeConstants.MAX_PRODUCT_ID + 1];
        int leftOut = SoeConstants.PRODUCTS - SoeConstants.STOCKED_PRODUCTS_PER_WAREHOUSE;
        long rows = 0;
        for (long warehouse = fromKey; warehouse < toKeyExclusive; warehouse++) {
            r.reseed(data.seed(), SoeTable.INVENTORIES.salt(), warehouse);
            Arrays.fill(notStocked, false);
            for (int chosen = 0; chosen < leftOut; ) {
                int product = r.between(SoeConstants.MIN_PRODUCT_ID, SoeConstants.MAX_PRODUCT_ID);
                if (!notStocked[product]) {
                    notStocked[product] = true;
                    chosen++;
                }
            }
            for (int product = SoeConstants.MIN_PRODUCT_ID; product <= SoeConstants.MAX_PRODUCT_ID; product++) {
                if (notStocked[product]) continue;
                sink.beginRow();
                sink.integer(product);
                sink.integer(warehouse);
                sink.integer(r.between(QUANTITY_FLOOR, QUANTITY_CEILING));
                sink.endRow();
                rows++;
            }
        }
        return rows;
    }
}
