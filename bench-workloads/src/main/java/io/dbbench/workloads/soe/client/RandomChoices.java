package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.SoeConstants;
import io.dbbench.workloads.soe.SoeMetadata;

/** The random choices the transactions make, from the ranges the spec fixes. */
final class RandomChoices {
    private RandomChoices() {}

    /** Uniform in the loaded customer id range (customers registered during the run are not chosen). */
    static long customerId(TransactionContext context, SoeMetadata metadata) {
        long min = metadata.minCustomerId();
        long max = metadata.maxCustomerId();
        return min == max ? min : context.random().nextLong(min, max + 1);
    }

    static int productId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_PRODUCT_ID, SoeConstants.MAX_PRODUCT_ID);
    }

    static int categoryId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_CATEGORY_ID, SoeConstants.MAX_CATEGORY_ID);
    }

    static int warehouseId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_WAREHOUSE_ID, SoeConstants.MAX_WAREHOUSE_ID);
    }

    static int salesRepId(TransactionContext context) {
        return context.randomInt(SoeConstants.MIN_SALES_REP_ID, SoeConstants.MAX_SALES_REP_ID);
    }

    /** How many times Browse Products and Order Products browse: 1..23. */
    static int browseIterations(TransactionContext context) {
        return context.randomInt(1, SoeConstants.MAX_BROWSE_ITERATIONS);
    }
}
