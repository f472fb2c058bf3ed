package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import java.sql.SQLException;
import java.util.List;

/** ORDER_ITEMS: key = order id, 1..9 lines each (line ids 1..n) at the product's list price. */
final class OrderItemRows extends TableRows {
    static final List<String> GIFT_WRAPS = List.of("None", "Birthday", "Wedding", "Christmas", "Anniversary");
    static final List<String> CONDITIONS = List.of("New", "New", "New", "Refurbished", "Used");

    OrderItemRows(SoeDataGenerator data) {
        super(data, SoeTable.ORDER_ITEMS, data.volumes().orders());
    }

    @Override
    double rowsPerKey() {
        return (OrderLines.MIN_LINES + OrderLines.MAX_LINES) / 2.0;
    }

    @Override
    long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        RowRandom orderRandom = new RowRandom();
        OrderLines lines = new OrderLines();
        long rows = 0;
        for (long orderId = fromKey; orderId < toKeyExclusive; orderId++) {
            long orderDate = OrderRows.orderDate(orderRandom, data.seed(), orderId);
            lines.draw(r, data.seed(), orderId);
            for (int i = 0; i < lines.count; i++) {
                ProductCatalog.Product product = data.catalog().product(lines.products[i]);
                long dispatch = orderDate + r.between(1, 10) * SoeDates.DAY_SECONDS;
                sink.beginRow();
                sink.integer(orderId);
                sink.integer(i + 1);
                sink.integer(lines.products[i]);
                sink.decimal2(product.listPriceCents());
                sink.integer(lines.quantities[i]);
                sink.timestamp(dispatch);
                if (r.percent(5)) sink.timestamp(dispatch + r.between(1, 30) * SoeDates.DAY_SECONDS);
                else sink.nullValue();
                sink.text(r.pick(GIFT_WRAPS));
                sink.text(r.pick(CONDITIONS));
                sink.integer(product.supplier());
                sink.timestamp(orderDate + r.between(2, 14) * SoeDates.DAY_SECONDS);
                sink.endRow();
            }
            rows += lines.count;
        }
        return rows;
    }
}
