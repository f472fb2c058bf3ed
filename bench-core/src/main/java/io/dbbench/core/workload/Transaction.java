package io.dbbench.core.workload;

import java.sql.SQLException;

/**
 * One business transaction. The engine creates one instance per session and transaction type, so an
 * instance may keep per-session state (prepared statements come from the context's cache). The engine
 * times every call: workload code never reads a clock.
 *
 * <p>The session's connection is in manual-commit mode; the transaction commits (or rolls back) itself.
 * If it throws, the engine rolls back, counts a failure and, if the connection was lost, replaces it.
 */
@FunctionalInterface
public interface Transaction {
    Outcome execute(TransactionContext context) throws SQLException, InterruptedException;
}
