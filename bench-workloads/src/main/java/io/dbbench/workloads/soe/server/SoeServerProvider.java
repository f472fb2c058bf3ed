package io.dbbench.workloads.soe.server;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.workloads.soe.SoeTransactionNames;
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
    /** SwingBench 2.6's PL/SQL V2 name for {@link SoeTransactionNames#NEW_CUSTOMER}. */
    public static final String NEW_CUSTOMER_V2 = "NewCustomerProcessV2";

    public static final String UPDATE_CUSTOMER_V2 = "UpdateCustomerDetailsV2";
    /** In SwingBench's order; {@link SoeTransactionNames#ORDERS_BY_COUNTY_QUERY}'s function is our addition. */
    public static final List<String> TRANSACTION_NAMES = SoeTransactionNames.inOrder(
            SoeTransactionNames.NEW_CUSTOMER, NEW_CUSTOMER_V2, SoeTransactionNames.UPDATE_CUSTOMER, UPDATE_CUSTOMER_V2);

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
