package io.dbbench.workloads.callingcircle;

import io.dbbench.core.internal.replica.ReplicaIdentity;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.bulk.RunIds;
import io.dbbench.workloads.sql.CountQuery;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The Calling Circle workload opened for one run. Its shared state: the run's customer and call id counters,
 * each started from the table's highest id when the run opens it (sessions and replicas of one run never
 * insert the same id), and the customers that existed then: new circle members are picked among those only,
 * so a member is always a committed customer, never one another session is still inserting.
 *
 * @param customersAtOpen the customers there when the run opened: 1 to this are all committed
 */
public record CcWorkload(RunIds customers, RunIds calls, long customersAtOpen) implements Workload {
    /** Reads the highest customer and call ids once and starts the run's counters after them. */
    public static CcWorkload open(WorkloadContext context) throws SQLException {
        long highestCustomer;
        long highestCall;
        try (Connection connection = context.dataSource().getConnection()) {
            // MAX of an empty table is NULL, read as 0
            highestCustomer = Math.max(0, CountQuery.count(connection, CcSql.MAX_CUSTOMER));
            highestCall = Math.max(0, CountQuery.count(connection, CcSql.MAX_CALL));
            if (!connection.getAutoCommit()) connection.commit();
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    "Calling Circle could not read the highest customer and call ids (is the schema installed?"
                            + " 'cc create'): ",
                    e);
        }
        ReplicaIdentity replica = ReplicaIdentity.ofRunEnvironment(context.environment());
        return new CcWorkload(RunIds.of(highestCustomer, replica), RunIds.of(highestCall, replica), highestCustomer);
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case CcProvider.NEW_CUSTOMER -> new NewCallingCircleProcess(customers, customersAtOpen);
            case CcProvider.UPDATE_CUSTOMER -> new UpdateCallingCircleProcess(customers, calls, customersAtOpen);
            case CcProvider.RETRIEVE_CUSTOMER -> new RetrieveHistoryProcess(customers);
            default -> throw new IllegalArgumentException("Calling Circle has no transaction '" + transactionName
                    + "'; known: " + String.join(", ", CcProvider.TRANSACTION_NAMES));
        };
    }
}
