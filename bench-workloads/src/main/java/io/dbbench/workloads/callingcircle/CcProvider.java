package io.dbbench.workloads.callingcircle;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Calling Circle workload: a telco's customers, their accounts, their calls and each one's calling circle
 * (the customers they call). Registered through {@code META-INF/services}; SwingBench's ClassNames and ours
 * resolve to it.
 */
public final class CcProvider implements WorkloadProvider {
    public static final String NAME = "Calling Circle";
    public static final String NEW_CUSTOMER = "NewCallingCircleProcess";
    public static final String UPDATE_CUSTOMER = "UpdateCallingCircleProcess";
    public static final String RETRIEVE_CUSTOMER = "RetrieveHistoryProcess";
    /** In the stock config's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(NEW_CUSTOMER, UPDATE_CUSTOMER, RETRIEVE_CUSTOMER);

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of("com.mike.CallingCircle.", "io.dbbench.workloads.callingcircle.");

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
        return CcWorkload.open(context);
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return CcSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(CcSchemaDefinition.INSTANCE);
    }
}
