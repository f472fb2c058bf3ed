package com.example.checkout;

import io.dbbench.core.workload.Outcome;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.TransactionContext;

import java.sql.SQLException;

/** One order on the engine's session connection: committed, or rolled back when above 900.00 (refused). */
final class PlaceOrder implements Transaction {
    static final int LIMIT_CENTS = 90_000;

    @Override
    public Outcome execute(TransactionContext ctx) throws SQLException {
        int amountCents = ctx.randomInt(100, 100_000);
        OrderStore.insert(ctx.connection(), "customer-" + ctx.sessionId(), amountCents);
        if (amountCents > LIMIT_CENTS) {
            ctx.connection().rollback();
            return Outcome.ROLLED_BACK;
        }
        ctx.connection().commit();
        return Outcome.COMMITTED;
    }
}
