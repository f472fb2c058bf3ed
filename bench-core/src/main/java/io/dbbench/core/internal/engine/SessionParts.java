package io.dbbench.core.internal.engine;

import io.dbbench.core.workload.Transaction;

/**
 * What one session's collaborators ({@link SessionConnection}, {@link TransactionExecution}) share.
 *
 * @param shared   what the session shares with the other sessions of its service
 * @param context  the user's own context: its connection, random numbers, statements
 * @param activity what the session does now
 * @param traffic  the attached connection's traffic counts, read around each transaction
 * @param seat     the user's place among the run's users: whether it is active now, and awaited at the start
 */
record SessionParts(
        Session.Shared shared,
        SessionContext context,
        SessionActivity activity,
        SessionTraffic traffic,
        LiveUsers.Seat seat) {
    /**
     * A session's transactions, and where the recorders of the statements they declared are.
     *
     * @param transactions   one per enabled transaction type, in the recorders' order
     * @param statementBase  per transaction, where its statements' recorders start in the recorders; null when
     *                       none has any
     * @param statementCount per transaction, how many statements it declared
     */
    record Work(Transaction[] transactions, int[] statementBase, int[] statementCount) {
        /** The recorder of statement {@code statement} of transaction {@code index}, or null when none. */
        TransactionRecorder statementRecorder(TransactionRecorder[] recorders, int index, int statement) {
            if (statement < 0 || statementBase == null || statement >= statementCount[index]) return null;
            return recorders[statementBase[index] + statement];
        }
    }
}
