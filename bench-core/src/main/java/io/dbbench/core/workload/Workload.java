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

    /**
     * Names under which executions of this transaction are also recorded, one per statement it may run
     * (see {@link TransactionContext#ranStatement(int)}); results list them after the transactions. Empty
     * for a transaction with no parts of its own.
     */
    default java.util.List<String> statementNames(String transactionName) {
        return java.util.List.of();
    }

    @Override
    default void close() {}
}
