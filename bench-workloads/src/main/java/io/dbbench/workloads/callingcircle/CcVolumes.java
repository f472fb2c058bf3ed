package io.dbbench.workloads.callingcircle;

import io.dbbench.workloads.bulk.DialectSchemaInstaller;

/**
 * How many rows a scale makes: {@code round(scale * 1,000,000)} customers, each with one account, a calling
 * circle of {@value #CIRCLE_SIZE} other customers and {@value #CALLS_PER_CUSTOMER} calls to them. With fewer
 * than {@value #CIRCLE_SIZE} + 1 customers a circle holds everyone else, and with one customer nobody is
 * called: the counts below say so rather than the load failing.
 *
 * @param customers customers (and accounts) loaded
 */
public record CcVolumes(long customers) {
    public static final long CUSTOMERS_AT_SCALE_ONE = 1_000_000L;
    public static final int CIRCLE_SIZE = 5;
    public static final int CALLS_PER_CUSTOMER = 10;

    public CcVolumes {
        if (customers < 0) throw new IllegalArgumentException("customers must be >= 0, got " + customers);
    }

    /** @throws IllegalArgumentException for a negative, NaN or infinite scale */
    public static CcVolumes of(double scale) {
        return new CcVolumes(DialectSchemaInstaller.rowsAtScale("Calling Circle", scale, CUSTOMERS_AT_SCALE_ONE));
    }

    /** Members of each loaded customer's circle: everyone else when there are few customers. */
    public int circleSize() {
        return (int) Math.min(CIRCLE_SIZE, Math.max(0, customers - 1));
    }

    /** Calls each loaded customer made; none when nobody is in the circle to call. */
    public int callsPerCustomer() {
        return circleSize() == 0 ? 0 : CALLS_PER_CUSTOMER;
    }

    public long rows(CcTable table) {
        return switch (table) {
            case CUSTOMERS, ACCOUNTS -> customers;
            case CIRCLES -> customers * circleSize();
            case CALLS -> customers * callsPerCustomer();
        };
    }

    public long totalRows() {
        long total = 0;
        for (CcTable t : CcTable.values()) total += rows(t);
        return total;
    }

    /** The id of customer {@code customer}'s {@code k}-th (0-based) loaded call: ids are dense from 1. */
    public long callId(long customer, int k) {
        return (customer - 1) * callsPerCustomer() + k + 1;
    }
}
