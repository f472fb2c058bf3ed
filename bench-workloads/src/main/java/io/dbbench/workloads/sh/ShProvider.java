package io.dbbench.workloads.sh;

import io.dbbench.core.workload.DeclaredWorkloadProvider;
import java.util.Arrays;
import java.util.List;

/**
 * The Sales History workload: thirteen read-only analytic queries over the SH star schema. Registered through
 * {@code META-INF/services}; SwingBench's ClassNames ({@code ...swingbench.dsstransactions.}) and ours resolve
 * to it.
 */
public final class ShProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Sales History";

    public static final List<String> CLASS_NAME_PREFIXES =
            List.of(ShTransaction.SWINGBENCH_PACKAGE, "io.dbbench.workloads.sh.");

    public ShProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                Arrays.stream(ShTransaction.values())
                        .map(ShTransaction::simpleClassName)
                        .toList(),
                context -> new ShWorkload(ShQueries.forDialect(context.dialect())),
                ShSchemaInstaller::forDialect,
                ShSchemaDefinition.INSTANCE);
    }
}
