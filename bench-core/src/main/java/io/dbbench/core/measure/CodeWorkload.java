package io.dbbench.core.measure;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.RunConfigBuilder;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.SchemaInstaller;
import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Transactions given as code (lambdas or {@link Transaction} instances) made into an ordinary workload,
 * so the engine runs them on exactly the path it runs config workloads on: the same sessions, timing,
 * think times, iterations, topologies, rate and listeners. Each gets an internal class name
 * ({@value #CLASS_NAME_PREFIX}t1, t2...) that resolves only in this workload's own registry.
 */
final class CodeWorkload implements WorkloadProvider {
    static final String CLASS_NAME_PREFIX = "io.dbbench.code.";

    /** The order added is the order reported. */
    private final Map<String, Transaction> byInternalName = new LinkedHashMap<>();

    private final List<TransactionConfig> configs = new ArrayList<>();

    /**
     * @throws IllegalArgumentException for a blank or repeated name, or a weight below 1
     */
    void add(String name, int weight, Transaction transaction) {
        Objects.requireNonNull(transaction, "transaction");
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a transaction needs a name");
        if (weight < 1)
            throw new IllegalArgumentException("transaction '" + name + "': weight " + weight + " must be 1 or more");
        if (configs.stream().anyMatch(c -> c.id().equals(name))) {
            throw new IllegalArgumentException("transaction '" + name + "' is added twice");
        }
        String internal = "t" + (configs.size() + 1);
        byInternalName.put(internal, transaction);
        configs.add(new TransactionConfig(name, name, CLASS_NAME_PREFIX + internal, weight, true));
    }

    boolean isEmpty() {
        return configs.isEmpty();
    }

    List<TransactionConfig> transactionConfigs() {
        return List.copyOf(configs);
    }

    /** The config of a code benchmark named {@code benchmarkName}: these transactions, defaults for the rest. */
    RunConfig runConfig(String benchmarkName) {
        RunConfigBuilder b = RunConfig.builder().name(benchmarkName);
        transactionConfigs().forEach(b::transaction);
        return b.build();
    }

    /** A registry that knows only these transactions. */
    WorkloadRegistry registry() {
        return new WorkloadRegistry(List.of(this));
    }

    @Override
    public String name() {
        return "code";
    }

    @Override
    public List<String> classNamePrefixes() {
        return List.of(CLASS_NAME_PREFIX);
    }

    @Override
    public Set<String> transactionNames() {
        return Set.copyOf(byInternalName.keySet());
    }

    /** Every session calls the same instance: code given to the builder must be safe to call from several threads. */
    @Override
    public Workload open(WorkloadContext context) {
        return transactionName -> {
            Transaction t = byInternalName.get(transactionName);
            if (t == null) throw new IllegalArgumentException("no code transaction " + transactionName);
            return t;
        };
    }

    @Override
    public SchemaInstaller schemaInstaller(Dialect dialect) {
        throw new UnsupportedOperationException(
                "transactions given as code bring their own schema; nothing to install");
    }
}
