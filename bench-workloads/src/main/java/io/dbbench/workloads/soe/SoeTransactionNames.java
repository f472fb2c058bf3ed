package io.dbbench.workloads.soe;

import java.util.List;
import java.util.stream.Stream;

/**
 * SwingBench's Order Entry transaction names (the last part of a config's ClassName), which the client-side
 * and the server-side workloads both answer to.
 */
public final class SoeTransactionNames {
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

    private SoeTransactionNames() {}

    /** In SwingBench's order: the customer transactions given (each workload has its own), then the others. */
    public static List<String> inOrder(String... customerTransactions) {
        return Stream.concat(
                        Stream.of(customerTransactions),
                        Stream.of(
                                BROWSE_PRODUCTS,
                                NEW_ORDER,
                                PROCESS_ORDERS,
                                BROWSE_ORDERS,
                                SALES_REP_QUERY,
                                WAREHOUSE_QUERY,
                                WAREHOUSE_ACTIVITY_QUERY,
                                ORDERS_BY_COUNTY_QUERY))
                .toList();
    }
}
