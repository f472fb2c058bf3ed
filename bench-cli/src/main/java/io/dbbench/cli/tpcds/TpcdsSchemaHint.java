package io.dbbench.cli.tpcds;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.tpcds.dml.TpcdsDmlProvider;
import java.util.Locale;
import java.util.Optional;

/**
 * The TPC-DS-like query config ({@code TPCDS_Like_Workload.xml}) runs SwingBench's statement runner,
 * whose ClassName says nothing about the schema its statements need; its statements file does. A config
 * whose {@code STATEMENTS_CONFIG_FILE} is {@code tpcds_statements.xml} needs the TPC-DS-like schema, so
 * {@code --embedded} and {@code --create} create it as they create Order Entry for SOE configs.
 */
public final class TpcdsSchemaHint {
    static final String STATEMENTS_FILE_VARIABLE = "STATEMENTS_CONFIG_FILE";
    static final String TPCDS_STATEMENTS = "tpcds_statements.xml";

    private TpcdsSchemaHint() {}

    /** The TPC-DS-like workload when the config's statements file is the TPC-DS one; empty otherwise. */
    public static Optional<WorkloadProvider> providerFor(RunConfig config, WorkloadRegistry registry) {
        String file = config.environment().get(STATEMENTS_FILE_VARIABLE);
        if (file == null) return Optional.empty();
        String name = file.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        if (!name.equals(TPCDS_STATEMENTS)) return Optional.empty();
        return registry.providers().stream()
                .filter(p -> p instanceof TpcdsDmlProvider)
                .findFirst();
    }
}
