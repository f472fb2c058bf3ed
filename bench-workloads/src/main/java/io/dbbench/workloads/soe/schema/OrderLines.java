package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.soe.SoeConstants;

/**
 * The products and quantities of one order's lines, drawn before anything else from the order's
 * ORDER_ITEMS stream: ORDERS draws them too (to sum its total) and gets the same lines.
 */
final class OrderLines {
    static final int MIN_LINES = 1;
    static final int MAX_LINES = 9;
    static final int MAX_QUANTITY = 10;

    final int[] products = new int[MAX_LINES];
    final int[] quantities = new int[MAX_LINES];
    int count;

    /** Reseeds {@code r} for the order's lines and draws them; {@code r} then continues with per-line extras. */
    OrderLines draw(RowRandom r, long seed, long orderId) {
        r.reseed(seed, SoeTable.ORDER_ITEMS.salt(), orderId);
        count = r.between(MIN_LINES, MAX_LINES);
        for (int i = 0; i < count; i++) {
            products[i] = r.between(SoeConstants.MIN_PRODUCT_ID, SoeConstants.MAX_PRODUCT_ID);
            quantities[i] = r.between(1, MAX_QUANTITY);
        }
        return this;
    }

    /** Sum of unit price (the product's list price) times quantity, in cents. */
    long totalCents(ProductCatalog catalog) {
        long total = 0;
        for (int i = 0; i < count; i++) total += catalog.product(products[i]).listPriceCents() * quantities[i];
        return total;
    }
}
