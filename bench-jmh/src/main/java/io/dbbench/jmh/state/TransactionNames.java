package io.dbbench.jmh.state;

import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a {@code transaction} parameter may say: a SwingBench or dbbench ClassName, resolved exactly as a
 * config's ClassName is ({@code com.dom.benchmarking.swingbench.benchmarks.orderentryjdbc.BrowseProducts}),
 * or a bare transaction name ({@code StressTestInsert}) when one workload alone has it. Order Entry's
 * names exist client-side and server-side, so for those the ClassName says which one is meant.
 */
public final class TransactionNames {
    private TransactionNames() {}

    /**
     * @throws IllegalArgumentException saying why the name does not resolve: unknown (with the ClassNames
     *                                  that would), or ambiguous (with the ClassNames to choose from)
     */
    public static WorkloadRegistry.Resolved resolve(WorkloadRegistry registry, String name) {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("No transaction named: set the JMH parameter, e.g. -p transaction="
                    + "io.dbbench.workloads.stresstest.StressTestInsert");
        }
        Optional<WorkloadRegistry.Resolved> exact = registry.resolve(trimmed);
        if (exact.isPresent()) return exact.get();
        if (trimmed.indexOf('.') < 0) {
            List<WorkloadRegistry.Resolved> bare = new ArrayList<>();
            for (WorkloadProvider p : registry.providers()) {
                if (p.transactionNames().contains(trimmed)) bare.add(new WorkloadRegistry.Resolved(p, trimmed));
            }
            if (bare.size() == 1) return bare.get(0);
            if (bare.size() > 1) {
                List<String> choices = bare.stream()
                        .map(r -> ourClassName(r) + " (" + r.provider().name() + ")")
                        .toList();
                throw new IllegalArgumentException("Transaction '" + trimmed + "' exists in " + bare.size()
                        + " workloads; name one by its ClassName: " + String.join(", ", choices));
            }
        }
        List<String> known = registry.knownClassNames();
        throw new IllegalArgumentException("Unknown transaction '" + trimmed + "'"
                + (known.isEmpty()
                        ? "; no workload is on the class path (add bench-workloads)"
                        : "; known ClassNames: " + String.join(", ", known)));
    }

    /** Any prefix of the workload would do; ours ({@code io.dbbench.}) does not depend on a SwingBench version. */
    private static String ourClassName(WorkloadRegistry.Resolved r) {
        List<String> prefixes = r.provider().classNamePrefixes();
        String prefix = prefixes.stream()
                .filter(p -> p.startsWith("io.dbbench."))
                .findFirst()
                .orElse(prefixes.get(0));
        return prefix + r.transactionName();
    }
}
