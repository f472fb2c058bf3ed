package io.dbbench.workloads.sh;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The Sales History workload: thirteen read-only analytic queries over the SH star schema. Registered through
 * {@code META-INF/services}; SwingBench's ClassNames ({@code ...swingbench.dsstransactions.}) and ours resolve
 * to it.
 */
public final class ShProvider implements WorkloadProvider {
    public static final String NAME = "Sales History";

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of(ShTransaction.SWINGBENCH_PACKAGE, "io.dbbench.workloads.sh.");

    private static final Set<String> TRANSACTION_NAMES;

    static {
        Set<String> names = new LinkedHashSet<>();
        for (ShTransaction t : ShTransaction.values()) names.add(t.simpleClassName());
        TRANSACTION_NAMES = Collections.unmodifiableSet(names);
    }

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
        return TRANSACTION_NAMES;
    }

    @Override
    public Workload open(WorkloadContext context) {
        return new ShWorkload(ShQueries.forDialect(context.dialect()));
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        return ShSchemaInstaller.forDialect(dialect);
    }

    @Override
    public Optional<SchemaDefinition> schema() {
        return Optional.of(ShSchemaDefinition.INSTANCE);
    }
}
