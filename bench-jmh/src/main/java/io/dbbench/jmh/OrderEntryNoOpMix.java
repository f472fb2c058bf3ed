package io.dbbench.jmh;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.util.SplittableRandom;

/**
 * The stock Order Entry mix (SwingBench 2.6 client-side weights) with transactions that do nothing and
 * return a constant {@link Outcome}, so a benchmark sees only what the engine costs.
 *
 * <p>Each type is its own class, as in a real workload: the engine's call to
 * {@link Transaction#execute} then sees nine receiver classes and stays a true virtual call, instead of
 * being inlined away as it would be with one lambda class behind every type. The outcomes carry DML
 * counts so recording also updates the DML adders, as it does for real transactions.
 */
public final class OrderEntryNoOpMix {
    /** NCR, UCD, BP, OP, PO, BO, SQ, WQ, WA. */
    private static final int[] WEIGHTS = {20, 10, 90, 50, 5, 15, 2, 1, 1};

    private OrderEntryNoOpMix() {}

    public static int[] weights() {
        return WEIGHTS.clone();
    }

    public static int transactionTypes() {
        return WEIGHTS.length;
    }

    /** A new no-op transaction of type {@code type} (index into {@link #weights()}). */
    public static Transaction transaction(int type) {
        return switch (type) {
            case 0 -> new CustomerRegistration();
            case 1 -> new UpdateCustomerDetails();
            case 2 -> new BrowseProducts();
            case 3 -> new OrderProducts();
            case 4 -> new ProcessOrders();
            case 5 -> new BrowseOrders();
            case 6 -> new SalesRepQuery();
            case 7 -> new WarehouseQuery();
            case 8 -> new WarehouseActivityQuery();
            default -> throw new IllegalArgumentException(
                    "Order Entry has " + WEIGHTS.length + " transaction types, not " + (type + 1));
        };
    }

    /**
     * {@code length} type indices drawn with the mix's weights: lets a benchmark call transactions in a
     * realistic order without paying for the pick. {@code length} must be a power of two (cheap wrap-around).
     */
    public static int[] weightedSequence(int length, long seed) {
        if (Integer.bitCount(length) != 1)
            throw new IllegalArgumentException("length must be a power of two: " + length);
        int total = 0;
        for (int w : WEIGHTS) total += w;
        SplittableRandom random = new SplittableRandom(seed);
        int[] sequence = new int[length];
        for (int i = 0; i < length; i++) {
            int r = random.nextInt(total);
            int type = 0;
            while (r >= WEIGHTS[type]) r -= WEIGHTS[type++];
            sequence[i] = type;
        }
        return sequence;
    }

    private static final class CustomerRegistration implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(2, 4, 0, 0, 2, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class UpdateCustomerDetails implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(1, 1, 1, 0, 1, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class BrowseProducts implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(12, 0, 0, 0, 0, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class OrderProducts implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(18, 5, 5, 0, 1, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class ProcessOrders implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(1, 0, 1, 0, 1, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class BrowseOrders implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(4, 0, 2, 0, 1, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class SalesRepQuery implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(1, 0, 0, 0, 0, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class WarehouseQuery implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(1, 0, 0, 0, 0, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }

    private static final class WarehouseActivityQuery implements Transaction {
        private static final Outcome OUTCOME = Outcome.committed(DmlCounts.of(1, 0, 0, 0, 0, 0));

        @Override
        public Outcome execute(TransactionContext context) {
            return OUTCOME;
        }
    }
}
