package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeMetadata;
import java.sql.SQLException;
import java.util.Optional;

/**
 * The transactions that start by logging on a random loaded customer (Browse Products, Order Products,
 * Browse Orders): the logon is done here, what follows for that customer by each subclass, every
 * statement counted in the same {@link CountedStatements}.
 */
abstract class RandomCustomerTransaction implements Transaction {
    private final SoeMetadata metadata;
    final DialectSql sql;

    RandomCustomerTransaction(SoeMetadata metadata, DialectSql sql) {
        this.metadata = metadata;
        this.sql = sql;
    }

    @Override
    public final Outcome execute(TransactionContext context) throws SQLException, InterruptedException {
        CountedStatements statements = new CountedStatements(context);
        long customerId = RandomChoices.customerId(context, metadata);
        return afterLogon(context, statements, LogonStep.logon(context, statements, sql, customerId));
    }

    /**
     * The rest of the transaction, ending it (commit or rollback).
     *
     * @param customer the customer logged on; empty when the drawn id finds no row (an id the loader skipped)
     */
    abstract Outcome afterLogon(TransactionContext context, CountedStatements statements, Optional<Customer> customer)
            throws SQLException, InterruptedException;
}
