package io.dbbench.workloads.soe.schema;

import io.dbbench.workloads.bulk.SplitMix64;

/**
 * Which addresses (or cards) belong to which customer, in closed form so that any generator thread can
 * answer for any id without a lookup table. Customers come in blocks of two (ids 2b+1, 2b+2) that own ids
 * 3b+1..3b+3: one of the two, chosen from the seed, owns two ids and the other one, so there are exactly
 * 1.5 per customer and every customer owns at least one (its preferred address / card). A lone last
 * customer (odd count) owns two, so the total does not depend on the seed.
 */
record OwnedIds(long seed, long salt, long customers) {
    long total() {
        return totalFor(customers);
    }

    /** Ids owned by all customers: 3 per block of two, 2 for a lone last customer. */
    static long totalFor(long customers) {
        return 3 * (customers / 2) + (customers % 2 == 1 ? 2 : 0);
    }

    /** The customer's first id: its preferred address or card. */
    long first(long customerId) {
        long block = (customerId - 1) / 2;
        long base = 3 * block + 1;
        if ((customerId - 1) % 2 == 0) return base;
        return base + (firstOwnsTwo(block) ? 2 : 1);
    }

    /** How many ids the customer owns: 1 or 2, consecutive from {@link #first}. */
    int count(long customerId) {
        long block = (customerId - 1) / 2;
        boolean isFirst = (customerId - 1) % 2 == 0;
        return isFirst == firstOwnsTwo(block) ? 2 : 1;
    }

    /** The customer that owns this id. */
    long owner(long id) {
        long block = (id - 1) / 3;
        int offset = (int) ((id - 1) % 3);
        long firstCustomer = 2 * block + 1;
        int firstOwns = firstOwnsTwo(block) ? 2 : 1;
        return offset < firstOwns ? firstCustomer : firstCustomer + 1;
    }

    private boolean firstOwnsTwo(long block) {
        if (2 * block + 2 > customers) return true; // the lone last customer
        return (SplitMix64.mix64(seed ^ SplitMix64.mix64(salt + block)) & 1) == 0;
    }
}
