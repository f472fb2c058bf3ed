package io.dbbench.workloads.soe.client;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.workloads.soe.schema.SoeSchemaDefinition;
import io.dbbench.workloads.soe.schema.SoeSchemaInstaller;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Order Entry with the transactions written as plain JDBC in the client (many round trips per
 * transaction). Registered through {@code META-INF/services}; SwingBench's 2.5/2.6 and 2.7/2.8 client-side
 * ClassNames and ours resolve to it.
 */
public final class SoeClientProvider implements WorkloadProvider {
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

    private static final Set<String> TRANSACTION_NAME_SET =
            Collections.unmodifiableSet(new LinkedHashSet<>(TRANSACTION_NAMES));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> classNamePrefixes() {
        return CLASS_NAME_PREFIXES;
    }

    @Override
    public Set<String> transactionNames() {
        return TRANSACTION_NAME_SET;
    }

    @Override
    public Workload open(WorkloadContext context) throws SQLException {
        return SoeClientWorkload.open(context);
    }

    /** The Order Entry schema installer (shared with the server-side workload); PostgreSQL and Oracle. */
    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return SoeSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(SoeSchemaDefinition.INSTANCE);
    }
}
