package io.dbbench.workloads.soe;

/**
 * The fixed numbers of the Order Entry workload, shared by the loader, the client-side transactions
 * and the server-side code (which repeats them in SQL: keep both in step).
 */
public final class SoeConstants {
    public static final int MIN_PRODUCT_ID = 1;
    public static final int MAX_PRODUCT_ID = 1000;
    public static final int MIN_CATEGORY_ID = 1;
    public static final int MAX_CATEGORY_ID = 199;
    public static final int MIN_WAREHOUSE_ID = 1;
    public static final int MAX_WAREHOUSE_ID = 1000;
    public static final int MIN_SALES_REP_ID = 145;
    public static final int MAX_SALES_REP_ID = 171;
    /** No lookup fetches more rows than this. */
    public static final int MAX_BROWSE_ROWS = 15;
    /** Browse Products / Order Products browse 1..23 times. */
    public static final int MAX_BROWSE_ITERATIONS = 23;
    /** Order Products orders 2..7 products. */
    public static final int MIN_ORDER_LINES = 2;

    public static final int MAX_ORDER_LINES = 7;
    /** One logon in three inserts a LOGON row. */
    public static final int LOGON_INSERT_ONE_IN = 3;

    /** An order being entered (Order Products sets it at insert). */
    public static final int ORDER_STATUS_NEW = 1;
    /** Entered, lines added, awaiting processing. */
    public static final int ORDER_STATUS_AWAITING = 2;
    /** Process Orders picks orders with a status at or below this. */
    public static final int ORDER_STATUS_MAX_UNPROCESSED = 4;
    /** What Process Orders sets. */
    public static final int ORDER_STATUS_PROCESSED = 5;
    /** The loader gives orders statuses 0..10. */
    public static final int ORDER_STATUS_MAX = 10;

    /** Rows at scale 1, from the spec; scaled tables grow linearly. */
    public static final long CUSTOMERS_AT_SCALE_ONE = 1_000_000L;

    public static final long ORDERS_AT_SCALE_ONE = 1_430_000L;
    public static final int WAREHOUSES = 1_000;
    public static final int PRODUCTS = 1_000;
    /** INVENTORIES is fixed: 900 products stocked in each warehouse = 900,000 rows. */
    public static final int STOCKED_PRODUCTS_PER_WAREHOUSE = 900;

    private SoeConstants() {}
}
