package io.dbbench.workloads.json;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import java.util.List;

/**
 * The JSON workload: airline passengers as JSON documents, inserted, read, patched and removed by key.
 * Registered through {@code META-INF/services}; SwingBench's ClassNames and ours resolve to it.
 */
public final class JsonProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "JSON";
    public static final String INSERT = "InsertNewPassenger";
    public static final String GET = "GetPassengerDetails";
    public static final String UPDATE = "UpdatePassengerDetails";
    public static final String REMOVE = "RemovePassengerDetails";
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(INSERT, GET, UPDATE, REMOVE);

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of("com.dom.benchmarking.swingbench.benchmarks.JSON.", "io.dbbench.workloads.json.");

    public JsonProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                JsonWorkload::open,
                JsonSchemaInstaller::forDialect,
                JsonSchemaDefinition.INSTANCE);
    }
}
