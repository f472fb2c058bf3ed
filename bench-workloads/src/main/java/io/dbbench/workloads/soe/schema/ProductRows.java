package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;

/** PRODUCT_INFORMATION and PRODUCT_DESCRIPTIONS (language 'US'): key = product id, from the {@link ProductCatalog}. */
final class ProductRows implements TableRows {
    static final String LANGUAGE = "US";

    private final SoeDataGenerator data;
    private final boolean descriptions;

    /** @param descriptions true for PRODUCT_DESCRIPTIONS, false for PRODUCT_INFORMATION */
    ProductRows(SoeDataGenerator data, boolean descriptions) {
        this.data = data;
        this.descriptions = descriptions;
    }

    @Override
    public SoeTable table() {
        return descriptions ? SoeTable.PRODUCT_DESCRIPTIONS : SoeTable.PRODUCT_INFORMATION;
    }

    @Override
    public long keyCount() {
        return SoeVolumes.PRODUCTS;
    }

    @Override
    public double rowsPerKey() {
        return 1;
    }

    @Override
    public long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        ProductCatalog catalog = data.catalog();
        for (long key = fromKey; key < toKeyExclusive; key++) {
            int p = (int) key;
            sink.beginRow();
            sink.integer(p);
            if (descriptions) {
                sink.text(LANGUAGE);
                sink.text(catalog.name(p));
                sink.text(catalog.description(p));
            } else {
                sink.text(catalog.name(p));
                sink.text(catalog.description(p));
                sink.integer(catalog.category(p));
                sink.integer(catalog.weightClass(p));
                sink.yearMonths(catalog.warrantyMonths(p));
                sink.integer(catalog.supplier(p));
                sink.text(catalog.status(p));
                sink.decimal2(catalog.listPriceCents(p));
                sink.decimal2(catalog.minPriceCents(p));
                sink.text("https://shop.example/p/" + p);
            }
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
