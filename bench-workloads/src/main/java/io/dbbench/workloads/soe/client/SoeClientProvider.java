package io.dbbench.workloads.soe.client;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.workloads.soe.SoeTransactionNames;
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
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES =
            SoeTransactionNames.inOrder(SoeTransactionNames.NEW_CUSTOMER, SoeTransactionNames.UPDATE_CUSTOMER);

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
