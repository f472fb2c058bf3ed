package io.dbbench.workloads.callingcircle;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import java.util.List;

/**
 * The Calling Circle workload: a telco's customers, their accounts, their calls and each one's calling circle
 * (the customers they call). Registered through {@code META-INF/services}; SwingBench's ClassNames and ours
 * resolve to it.
 */
public final class CcProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Calling Circle";
    public static final String NEW_CUSTOMER = "NewCallingCircleProcess";
    public static final String UPDATE_CUSTOMER = "UpdateCallingCircleProcess";
    public static final String RETRIEVE_CUSTOMER = "RetrieveHistoryProcess";
    /** In the stock config's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(NEW_CUSTOMER, UPDATE_CUSTOMER, RETRIEVE_CUSTOMER);

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of("com.mike.CallingCircle.", "io.dbbench.workloads.callingcircle.");

    public CcProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                CcWorkload::open,
                CcSchemaInstaller::forDialect,
                CcSchemaDefinition.INSTANCE);
    }
}
