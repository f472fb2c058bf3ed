package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.workloads.soe.SoeMetadata;
import io.dbbench.workloads.soe.SoeTransactionNames;
import io.dbbench.workloads.sql.SqlErrors;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * Order Entry (client-side) opened for one run: the id ranges read once from ORDERENTRY_METADATA, shared
 * read-only by every session, and the SQL of the run's database.
 */
public record SoeClientWorkload(SoeMetadata metadata, DialectSql sql) implements Workload {
    /**
     * Reads the metadata once.
     *
     * @throws SQLException when the schema is missing or empty, saying which workload could not open
     */
    public static SoeClientWorkload open(WorkloadContext context) throws SQLException {
        DialectSql sql;
        try {
            sql = DialectSql.forDialect(context.dialect().name());
        } catch (UnsupportedOperationException e) {
            throw new SQLException(e.getMessage(), "0A000", e);
        }
        try (Connection connection = context.dataSource().getConnection()) {
            return new SoeClientWorkload(SoeMetadata.read(connection), sql);
        } catch (SQLException e) {
            throw SqlErrors.withContext(
                    SoeClientProvider.NAME + " could not read the Order Entry metadata (is the SOE "
                            + "schema installed?): ",
                    e);
        }
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return switch (transactionName) {
            case SoeTransactionNames.NEW_CUSTOMER -> new NewCustomerProcess(sql);
            case SoeTransactionNames.UPDATE_CUSTOMER -> new UpdateCustomerDetails(sql);
            case SoeTransactionNames.BROWSE_PRODUCTS -> new BrowseProducts(metadata, sql);
            case SoeTransactionNames.NEW_ORDER -> new NewOrderProcess(metadata, sql);
            case SoeTransactionNames.PROCESS_ORDERS -> new ProcessOrders();
            case SoeTransactionNames.BROWSE_ORDERS -> new BrowseAndUpdateOrders(metadata, sql);
            case SoeTransactionNames.SALES_REP_QUERY -> new SalesRepsOrdersQuery();
            case SoeTransactionNames.WAREHOUSE_QUERY -> new WarehouseOrdersQuery();
            case SoeTransactionNames.WAREHOUSE_ACTIVITY_QUERY -> new WarehouseActivityQuery();
            case SoeTransactionNames.ORDERS_BY_COUNTY_QUERY -> new OrdersByCountyQuery();
            default -> throw new IllegalArgumentException(SoeClientProvider.NAME + " has no transaction '"
                    + transactionName + "'; known: " + String.join(", ", SoeClientProvider.TRANSACTION_NAMES));
        };
    }
}
