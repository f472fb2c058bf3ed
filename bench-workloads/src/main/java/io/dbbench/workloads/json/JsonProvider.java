package io.dbbench.workloads.json;

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
 * The JSON workload: airline passengers as JSON documents, inserted, read, patched and removed by key.
 * Registered through {@code META-INF/services}; SwingBench's ClassNames and ours resolve to it.
 */
public final class JsonProvider implements WorkloadProvider {
    public static final String NAME = "JSON";
    public static final String INSERT = "InsertNewPassenger";
    public static final String GET = "GetPassengerDetails";
    public static final String UPDATE = "UpdatePassengerDetails";
    public static final String REMOVE = "RemovePassengerDetails";
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(INSERT, GET, UPDATE, REMOVE);

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of("com.dom.benchmarking.swingbench.benchmarks.JSON.", "io.dbbench.workloads.json.");

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
        return JsonWorkload.open(context);
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return JsonSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(JsonSchemaDefinition.INSTANCE);
    }
}
