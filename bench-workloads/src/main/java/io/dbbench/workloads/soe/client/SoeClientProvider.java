package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.util.List;

/**
 * Order Entry with the transactions written as plain JDBC in the client (many round trips per
 * transaction). Registered through {@code META-INF/services}; SwingBench's 2.5/2.6 and 2.7/2.8 client-side
 * ClassNames and ours resolve to it.
 */
public final class SoeClientProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Order Entry (client-side)";
    public static final String NEW_CUSTOMER = "NewCustomerProcess";
    public static final String UPDATE_CUSTOMER = "UpdateCustomerDetails";
    public static final String BROWSE_PRODUCTS = "BrowseProducts";
    public static final String NEW_ORDER = "NewOrderProcess";
    public static final String PROCESS_ORDERS = "ProcessOrders";
    public static final String BROWSE_ORDERS = "BrowseAndUpdateOrders";
    public static final String SALES_REP_QUERY = "SalesRepsOrdersQuery";
    public static final String WAREHOUSE_QUERY = "WarehouseOrdersQuery";
    public static final String WAREHOUSE_ACTIVITY_QUERY = "WarehouseActivityQuery";
    /** SwingBench 2.7+. */
    public static final String ORDERS_BY_COUNTY_QUERY = "OrdersByCountyQuery";
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(
            NEW_CUSTOMER,
            UPDATE_CUSTOMER,
            BROWSE_PRODUCTS,
            NEW_ORDER,
            PROCESS_ORDERS,
            BROWSE_ORDERS,
            SALES_REP_QUERY,
            WAREHOUSE_QUERY,
            WAREHOUSE_ACTIVITY_QUERY,
            ORDERS_BY_COUNTY_QUERY);

    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.transactions.",
            "com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.",
            "io.dbbench.workloads.soe.client.");

    public SoeClientProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                SoeClientWorkload::open,
                SoeSchemaInstaller::forDialect,
                SoeSchemaDefinition.INSTANCE);
    }
}
