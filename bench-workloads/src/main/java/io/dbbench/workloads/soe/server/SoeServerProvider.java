package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.util.List;

/**
 * Order Entry, server-side: every transaction is one call of a function of the {@code ORDERENTRY}
 * package (Oracle) or of the {@code orderentry} schema (PostgreSQL). Registered through
 * {@code META-INF/services}; SwingBench's PL/SQL ClassNames of both generations and ours resolve to it.
 */
public final class SoeServerProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Order Entry (server-side)";
    public static final String NEW_CUSTOMER = "NewCustomerProcess";
    /** SwingBench 2.6's PL/SQL V2 name for the same transaction. */
    public static final String NEW_CUSTOMER_V2 = "NewCustomerProcessV2";

    public static final String UPDATE_CUSTOMER = "UpdateCustomerDetails";
    public static final String UPDATE_CUSTOMER_V2 = "UpdateCustomerDetailsV2";
    public static final String BROWSE_PRODUCTS = "BrowseProducts";
    public static final String NEW_ORDER = "NewOrderProcess";
    public static final String PROCESS_ORDERS = "ProcessOrders";
    public static final String BROWSE_ORDERS = "BrowseAndUpdateOrders";
    public static final String SALES_REP_QUERY = "SalesRepsOrdersQuery";
    public static final String WAREHOUSE_QUERY = "WarehouseOrdersQuery";
    public static final String WAREHOUSE_ACTIVITY_QUERY = "WarehouseActivityQuery";
    /** SwingBench 2.7+; its function is our addition to the package. */
    public static final String ORDERS_BY_COUNTY_QUERY = "OrdersByCountyQuery";
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(
            NEW_CUSTOMER,
            NEW_CUSTOMER_V2,
            UPDATE_CUSTOMER,
            UPDATE_CUSTOMER_V2,
            BROWSE_PRODUCTS,
            NEW_ORDER,
            PROCESS_ORDERS,
            BROWSE_ORDERS,
            SALES_REP_QUERY,
            WAREHOUSE_QUERY,
            WAREHOUSE_ACTIVITY_QUERY,
            ORDERS_BY_COUNTY_QUERY);

    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.plsqltransactions.",
            "com.dom.benchmarking.swingbench.benchmarks.orderentryplsql.",
            "io.dbbench.workloads.soe.server.");

    public SoeServerProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                SoeServerWorkload::open,
                SoeSchemaInstaller::forDialect,
                SoeSchemaDefinition.INSTANCE);
    }
}
