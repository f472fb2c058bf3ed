package io.dbbench.workloads.soe;

import io.dbbench.core.workload.TransactionContext;

/**
 * The random choices the transactions make, from the ranges the spec fixes: the client-side transactions
 * and the arguments of the server-side ones draw them alike, from the session's random source.
 */
public final class RandomChoices {
    private RandomChoices() {}

    /** Uniform in the loaded customer id range (customers registered during the run are not chosen). */
    public static long customerId(TransactionContext context, SoeMetadata metadata) {
        long min = metadata.minCustomerId();
        long max = metadata.maxCustomerId();
        return min == max ? min : context.random().nextLong(min, max + 1);
    }

    public static int productId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_PRODUCT_ID, SoeConstants.MAX_PRODUCT_ID);
    }

    public static int categoryId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_CATEGORY_ID, SoeConstants.MAX_CATEGORY_ID);
    }

    public static int warehouseId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_WAREHOUSE_ID, SoeConstants.MAX_WAREHOUSE_ID);
    }

    public static int salesRepId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID);
    }

    /** A county from the list the loader and Customer Registration draw from. */
    public static String county(TransactionContext context) {
        return SoeData.pick(SoeData.COUNTIES, context.random());
    }

    /** How many times Browse Products and Order Products browse: 1..23. */
    public static int browseIterations(TransactionContext context) {
        return context.randomInt(1, SoeConstants.MAX_BROWSE_ITERATIONS);
    }
}
