package io.dbbench.workloads.soe.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class OwnedIdsTest {
    @Test
    void firstCountAndOwnerAgreeAndCoverEveryIdOnce() {
        for (long customers : new long[] {1, 2, 3, 10, 101}) {
            OwnedIds ids = new OwnedIds(99, 5, customers);
            long next = 1;
            for (long c = 1; c <= customers; c++) {
                assertEquals(next, ids.first(c), "customers " + customers + ", customer " + c);
                int count = ids.count(c);
                assertTrue(count == 1 || count == 2);
                for (int i = 0; i < count; i++) assertEquals(c, ids.owner(next + i));
                next += count;
            }
            assertEquals(ids.total(), next - 1);
            assertEquals(OwnedIds.totalFor(customers), ids.total());
        }
    }
}
