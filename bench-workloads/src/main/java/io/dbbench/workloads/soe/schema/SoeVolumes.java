package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;

/**
 * How many rows each table gets at a scale. Scaled tables grow linearly with the customers
 * ({@code round(scale * 1,000,000)}); addresses and cards are exactly 3 per 2 customers, orders 1.43 and
 * logons 2.38 per customer; order lines (1..9 per order, about 5) are counted by the generator.
 *
 * @param scale 1.0 = 1,000,000 customers, about 15.7 million rows in all
 */
public record SoeVolumes(double scale, long customers, long addresses, long cards, long orders, long logons) {
    public static final double MIN_SCALE = 0.000_001;
    public static final double ORDERS_PER_CUSTOMER =
            (double) SoeConstants.ORDERS_AT_SCALE_ONE / SoeConstants.CUSTOMERS_AT_SCALE_ONE;
    public static final double LOGONS_PER_CUSTOMER = 2.38;
    public static final int WAREHOUSES = SoeConstants.WAREHOUSES;
    public static final int PRODUCTS = SoeConstants.PRODUCTS;
    public static final long INVENTORIES = (long) SoeConstants.WAREHOUSES * SoeConstants.STOCKED_PRODUCTS_PER_WAREHOUSE;

    /** @throws IllegalArgumentException when the scale is not a number or gives no customer at all */
    public static SoeVolumes of(double scale) {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("Order Entry scale must be a finite number > 0, was " + scale);
        }
        long customers = Math.round(scale * SoeConstants.CUSTOMERS_AT_SCALE_ONE);
        if (customers < 1) {
            throw new IllegalArgumentException(
                    "Order Entry scale " + scale + " gives no customer; the smallest scale is " + MIN_SCALE);
        }
        return new SoeVolumes(
                scale,
                customers,
                OwnedIds.totalFor(customers),
                OwnedIds.totalFor(customers),
                Math.round(customers * ORDERS_PER_CUSTOMER),
                Math.round(customers * LOGONS_PER_CUSTOMER));
    }

    /** Rows of every table except ORDER_ITEMS, whose count depends on the seed. */
    public long rowsWithoutOrderItems() {
        return customers + addresses + cards + orders + logons + WAREHOUSES + 2L * PRODUCTS + INVENTORIES;
    }
}
