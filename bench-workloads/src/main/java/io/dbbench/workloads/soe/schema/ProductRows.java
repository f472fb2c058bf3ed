package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;

/** PRODUCT_INFORMATION and PRODUCT_DESCRIPTIONS (language 'US'): key = product id, from the {@link ProductCatalog}. */
final class ProductRows extends TableRows {
    static final String LANGUAGE = "US";

    private final boolean descriptions;

    /** @param descriptions true for PRODUCT_DESCRIPTIONS, false for PRODUCT_INFORMATION */
    ProductRows(SoeDataGenerator data, boolean descriptions) {
        super(data, descriptions ? SoeTable.PRODUCT_DESCRIPTIONS : SoeTable.PRODUCT_INFORMATION, SoeVolumes.PRODUCTS);
        this.descriptions = descriptions;
    }

    @Override
    long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        for (long key = fromKey; key < toKeyExclusive; key++) {
            int p = (int) key;
            ProductCatalog.Product product = data.catalog().product(p);
            sink.beginRow();
            sink.integer(p);
            if (descriptions) sink.text(LANGUAGE);
            sink.text(product.name());
            sink.text(product.description());
            if (!descriptions) {
                sink.integer(product.category());
                sink.integer(product.weightClass());
                sink.yearMonths(product.warrantyMonths());
                sink.integer(product.supplier());
                sink.text(product.status());
                sink.decimal2(product.listPriceCents());
                sink.decimal2(product.minPriceCents());
                sink.text("https://shop.example/p/" + p);
            }
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
