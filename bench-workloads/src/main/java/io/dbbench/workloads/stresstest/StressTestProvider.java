package io.dbbench.workloads.stresstest;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import java.util.List;

/**
 * The Stress Test workload: one table, insert / select / update / delete by id. Registered through
 * {@code META-INF/services}; SwingBench's 2.5/2.6 and 2.7/2.8 ClassNames and ours resolve to it.
 */
public final class StressTestProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Stress Test";
    public static final String INSERT = "StressTestInsert";
    public static final String SELECT = "StressTestSelect";
    public static final String UPDATE = "StressTestUpdate";
    public static final String DELETE = "StressTestDelete";
    /** In SwingBench's order. */
    public static final List<String> TRANSACTION_NAMES = List.of(INSERT, SELECT, UPDATE, DELETE);

    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.stresstest.",
            "com.dom.benchmarking.swingbench.benchmarks.stresstest.",
            "io.dbbench.workloads.stresstest.");

    public StressTestProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                TRANSACTION_NAMES,
                StressTestWorkload::open,
                StressTestSchemaInstaller::forDialect,
                StressTestSchemaDefinition.INSTANCE);
    }
}
