package io.dbbench.workloads.stresstest;

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
 * The Stress Test workload: one table, insert / select / update / delete by id. Registered through
 * {@code META-INF/services}; SwingBench's 2.5/2.6 and 2.7/2.8 ClassNames and ours resolve to it.
 */
public final class StressTestProvider implements WorkloadProvider {
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
        return StressTestWorkload.open(context);
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return StressTestSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(StressTestSchemaDefinition.INSTANCE);
    }
}
