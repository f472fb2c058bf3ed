package io.dbbench.workloads.sh;

import io.dbbench.workloads.bulk.DialectSchemaInstaller;

/**
 * Rows per table at a scale. Scale 1 is 1,000,000 sales, 100,000 cost rows and 50,000 customers; the
 * dimensions that describe the business rather than its size (countries, channels, promotions, products,
 * the calendar) are the same at every scale, so the queries' groups stay the same and only their input grows.
 *
 * @param customers at least 1, so every sale has a buyer
 */
public record ShVolumes(long sales, long costs, long customers) {
    public static final long SALES_AT_SCALE_ONE = 1_000_000L;
    public static final long COSTS_AT_SCALE_ONE = 100_000L;
    public static final long CUSTOMERS_AT_SCALE_ONE = 50_000L;

    public static ShVolumes of(double scale) {
        return new ShVolumes(
                DialectSchemaInstaller.rowsAtScale("Sales History", scale, SALES_AT_SCALE_ONE),
                Math.round(scale * COSTS_AT_SCALE_ONE),
                Math.max(1, Math.round(scale * CUSTOMERS_AT_SCALE_ONE)));
    }

    /** The rows {@code table} gets. */
    public long rows(ShTable table) {
        return switch (table) {
            case SALES -> sales;
            case COSTS -> costs;
            case CUSTOMERS -> customers;
            case COUNTRIES -> ShReference.COUNTRIES.size();
            case CHANNELS -> ShReference.CHANNELS.size();
            case PROMOTIONS -> ShReference.PROMOTIONS;
            case PRODUCTS -> ShReference.PRODUCTS;
            case TIMES -> ShCalendar.DAYS;
        };
    }

    /** Every table's rows together. */
    public long totalRows() {
        long total = 0;
        for (ShTable t : ShTable.values()) total += rows(t);
        return total;
    }
}
