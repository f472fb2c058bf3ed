package io.dbbench.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeSet;

/** The workloads on the class path, and resolution of config ClassNames to them. */
public final class WorkloadRegistry {
    private final List<WorkloadProvider> providers;

    public WorkloadRegistry(List<WorkloadProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    /** Every {@link WorkloadProvider} registered through ServiceLoader on the given class loader. */
    public static WorkloadRegistry load(ClassLoader loader) {
        List<WorkloadProvider> found = new ArrayList<>();
        ServiceLoader.load(WorkloadProvider.class, loader).forEach(found::add);
        return new WorkloadRegistry(found);
    }

    public static WorkloadRegistry load() {
        return load(WorkloadRegistry.class.getClassLoader());
    }

    public List<WorkloadProvider> providers() {
        return providers;
    }

    /** A ClassName resolved: which workload, and which of its transactions. */
    public record Resolved(WorkloadProvider provider, String transactionName) {}

    public Optional<Resolved> resolve(String className) {
        if (className == null) return Optional.empty();
        String trimmed = className.trim();
        for (WorkloadProvider p : providers) {
            for (String prefix : p.classNamePrefixes()) {
                if (trimmed.startsWith(prefix)) {
                    String simple = trimmed.substring(prefix.length());
                    if (p.transactionNames().contains(simple)) return Optional.of(new Resolved(p, simple));
                }
            }
        }
        return Optional.empty();
    }

    /** Every ClassName that would resolve, sorted: for "unknown ClassName" messages. */
    public List<String> knownClassNames() {
        TreeSet<String> names = new TreeSet<>();
        for (WorkloadProvider p : providers) {
            for (String prefix : p.classNamePrefixes()) {
                for (String t : p.transactionNames()) names.add(prefix + t);
            }
        }
        return List.copyOf(names);
    }
}
