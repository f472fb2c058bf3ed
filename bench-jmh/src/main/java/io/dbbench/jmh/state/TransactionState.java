package io.dbbench.jmh.state;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import java.sql.SQLException;

/**
 * A thread's session and one transaction to call on it, made once per thread as the engine makes one
 * per session. Subclass it to measure your own {@link Transaction}: implement
 * {@link #newTransaction(DatabaseState)}, annotate nothing more ({@code @State} is inherited), and take
 * the subclass as the {@code @Benchmark} method's argument. {@link WorkloadTransactionState} is the
 * subclass that measures one of dbbench's workload transactions by name.
 */
public abstract class TransactionState extends SessionState {
    private Transaction transaction;

    /**
     * Makes the transaction this thread will call; runs in the trial's set-up, after this thread's
     * session is open. {@code database} gives the dialect, the settings and pooled connections for
     * reading start state (e.g. the highest id).
     */
    protected abstract Transaction newTransaction(DatabaseState database) throws SQLException;

    @Override
    protected final void opened(DatabaseState database) throws SQLException {
        transaction = newTransaction(database);
        if (transaction == null)
            throw new IllegalStateException(getClass().getName() + ".newTransaction returned null");
    }

    /** The transaction, once, on this thread's session; a failure is rolled back and rethrown. */
    public Outcome execute() throws SQLException, InterruptedException {
        if (transaction == null)
            throw new IllegalStateException("transaction state is not open (JMH calls open() in its set-up)");
        return execute(transaction);
    }
}
