package io.dbbench.workloads.tpcds.dml;

import io.dbbench.core.workload.DmlCounts;
import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import java.sql.SQLException;

/** A DML transaction on one channel's sales: thinks, runs its statements, thinks, commits. */
abstract class SalesTransaction implements Transaction {
    final TpcdsDmlWorkload workload;
    final SalesChannel channel;

    SalesTransaction(TpcdsDmlWorkload workload, SalesChannel channel) {
        this.workload = workload;
        this.channel = channel;
    }

    @Override
    public final Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        context.think();
        DmlCounts counts = runStatements(context);
        context.think();
        context.connection().commit();
        return Outcome.committed(counts);
    }

    /**
     * The transaction's statements, between its two thinks.
     *
     * @return what ran, the commit included
     */
    abstract DmlCounts runStatements(TransactionContext context) throws SQLException;
}
