package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.soe.RandomChoices;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.soe.SoeTransactionNames;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Objects;

/**
 * Order Entry (server-side) opened for one run: the customer id range (read once, from
 * ORDERENTRY_METADATA) and the run's commit setting, shared by every session.
 */
public record SoeServerWorkload(SoeMetadata metadata, PlsqlCommitSetting commitSetting) implements Workload {
    public SoeServerWorkload {
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(commitSetting, "commitSetting");
    }

    /**
     * Reads the {@value PlsqlCommitSetting#KEY} setting and the id ranges.
     *
     * @throws SQLException naming the workload when the SOE schema cannot be read, or naming the key
     *                      (SQLState 22023) when {@value PlsqlCommitSetting#KEY} is neither true nor false
     */
    public static SoeServerWorkload open(WorkloadContext context) throws SQLException {
        PlsqlCommitSetting commitSetting;
        try {
            commitSetting = PlsqlCommitSetting.fromEnvironment(context.environment());
        } catch (IllegalArgumentException e) {
            // the engine reports what open() throws as SQLException; the message names the key and value
            throw new SQLException("Order Entry (server-side): " + e.getMessage(), "22023", e);
        }
        try (Connection connection = context.dataSource().getConnection()) {
            return new SoeServerWorkload(SoeMetadata.read(connection), commitSetting);
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    "Order Entry (server-side) could not read the SOE id ranges (is the schema installed?): ", e);
        }
    }

    private Transaction call(String callSql, ServerSideTransaction.ArgumentBinder binder) {
        return new ServerSideTransaction(commitSetting, callSql, binder);
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case SoeTransactionNames.NEW_CUSTOMER, SoeServerProvider.NEW_CUSTOMER_V2 -> call(
                    OrderEntryCalls.NEW_CUSTOMER, OrderEntryCalls::bindNewCustomer);
            case SoeTransactionNames.UPDATE_CUSTOMER, SoeServerProvider.UPDATE_CUSTOMER_V2 -> call(
                    OrderEntryCalls.UPDATE_CUSTOMER, OrderEntryCalls::bindUpdateCustomer);
            case SoeTransactionNames.BROWSE_PRODUCTS -> call(
                    OrderEntryCalls.BROWSE_PRODUCTS, OrderEntryCalls.customerId(metadata));
            case SoeTransactionNames.NEW_ORDER -> call(OrderEntryCalls.NEW_ORDER, OrderEntryCalls.customerId(metadata));
            case SoeTransactionNames.PROCESS_ORDERS -> call(
                    OrderEntryCalls.PROCESS_ORDERS, OrderEntryCalls.oneId(RandomChoices::warehouseId));
            case SoeTransactionNames.BROWSE_ORDERS -> call(
                    OrderEntryCalls.BROWSE_ORDERS, OrderEntryCalls.customerId(metadata));
            case SoeTransactionNames.SALES_REP_QUERY -> call(
                    OrderEntryCalls.SALES_REP_QUERY, OrderEntryCalls.oneId(RandomChoices::salesRepId));
            case SoeTransactionNames.WAREHOUSE_QUERY -> call(
                    OrderEntryCalls.WAREHOUSE_QUERY, OrderEntryCalls.oneId(RandomChoices::warehouseId));
            case SoeTransactionNames.WAREHOUSE_ACTIVITY_QUERY -> call(
                    OrderEntryCalls.WAREHOUSE_ACTIVITY_QUERY, OrderEntryCalls.oneId(RandomChoices::warehouseId));
            case SoeTransactionNames.ORDERS_BY_COUNTY_QUERY -> call(
                    OrderEntryCalls.ORDERS_BY_COUNTY_QUERY, OrderEntryCalls::bindCounty);
            default -> throw new IllegalArgumentException("Order Entry (server-side) has no transaction '"
                    + transactionName + "'; known: " + String.join(", ", SoeServerProvider.TRANSACTION_NAMES));
        };
    }
}
