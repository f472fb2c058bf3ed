package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.RowSink;
import io.dbbench.workloads.soe.SoeConstants;
import java.sql.SQLException;
import java.util.List;

/**
 * ORDERS: key = order id. Each order belongs to a random customer and uses that customer's own addresses
 * and card; its total is the sum of its lines ({@link OrderLines}).
 */
final class OrderRows extends TableRows {
    static final List<String> DELIVERY_TYPES = List.of("Standard", "Express", "Next_Day", "Collection");
    static final List<String> WAIT_OPTIONS = List.of("ship_asap", "ship_when_ready");
    /** Loaded orders are spread over the two years before {@link SoeDates#LOAD_END_EPOCH_SECOND}. */
    static final long ORDER_AGE_SPAN_SECONDS = 2 * SoeDates.YEAR_SECONDS;

    OrderRows(SoeDataGenerator data) {
        super(data, SoeTable.ORDERS, data.volumes().orders());
    }

    /** The order's date: the first draw of its ORDERS stream, so ORDER_ITEMS can recompute it. */
    static long orderDate(RowRandom r, long seed, long orderId) {
        r.reseed(seed, SoeTable.ORDERS.salt(), orderId);
        return SoeDates.LOAD_END_EPOCH_SECOND - 1 - r.nextLong(ORDER_AGE_SPAN_SECONDS);
    }

    @Override
    long write(long fromKey, long toKeyExclusive, RowSink sink) throws SQLException {
        RowRandom r = new RowRandom();
        RowRandom lineRandom = new RowRandom();
        OrderLines lines = new OrderLines();
        OwnedIds addresses = data.addressOwners();
        OwnedIds cards = data.cardOwners();
        for (long id = fromKey; id < toKeyExclusive; id++) {
            long orderDate = orderDate(r, data.seed(), id);
            long customer = 1 + r.nextLong(data.volumes().customers());
            boolean online = r.percent(60);
            long total = lines.draw(lineRandom, data.seed(), id).totalCents(data.catalog());
            sink.beginRow();
            sink.integer(id);
            sink.timestampTz(orderDate);
            sink.text(online ? "online" : "direct");
            sink.integer(customer);
            sink.integer(r.between(0, SoeConstants.ORDER_STATUS_MAX));
            sink.decimal2(total);
            if (online) sink.nullValue();
            else sink.integer(r.between(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID));
            if (r.percent(90)) sink.nullValue();
            else sink.integer(r.between(1, 100));
            sink.integer(r.between(SoeConstants.MIN_WAREHOUSE_ID, SoeConstants.MAX_WAREHOUSE_ID));
            sink.text(r.pick(DELIVERY_TYPES));
            sink.integer(r.between(1, 9));
            sink.text(r.pick(WAIT_OPTIONS));
            sink.integer(addresses.first(customer) + r.nextInt(addresses.count(customer)));
            sink.text(data.customerClass(customer));
            sink.integer(cards.first(customer) + r.nextInt(cards.count(customer)));
            sink.integer(addresses.first(customer) + r.nextInt(addresses.count(customer)));
            sink.endRow();
        }
        return toKeyExclusive - fromKey;
    }
}
