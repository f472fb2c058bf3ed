package io.dbbench.core.workload;

/**
 * A workload opened for one run: holds state the run's sessions share (e.g. the next id to insert)
 * and makes one {@link Transaction} per session and transaction type.
 */
public interface Workload extends AutoCloseable {
    /**
     * @param transactionName simple name of a transaction this workload declared
     *                        ({@link WorkloadProvider#transactionNames()}), e.g. {@code StressTestInsert}
     */
    Transaction newTransaction(String transactionName);

    @Override
    default void close() {
    }
}
