package io.dbbench.cli.schema;

import io.dbbench.core.config.RunConfig;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.Locale;
import java.util.Optional;

/**
 * A config that runs SwingBench's statement runner (e.g. {@code TPCDS_Like_Workload.xml}) has a ClassName that
 * says nothing about the schema its statements need; its statements file does. A config whose
 * {@code STATEMENTS_CONFIG_FILE} is one a workload's definition lists ({@link SchemaDefinition#statementsFiles()},
 * tpcds's {@code tpcds_statements.xml}) needs that workload's schema, so {@code --embedded} and {@code --create}
 * create it as they create Order Entry for SOE configs.
 */
public final class StatementsSchemaHint {
    static final String STATEMENTS_FILE_VARIABLE = "STATEMENTS_CONFIG_FILE";

    private StatementsSchemaHint() {}

    /** The workload whose schema the config's statements file runs on; empty for none. */
    public static Optional<WorkloadProvider> providerFor(RunConfig config, WorkloadRegistry registry) {
        String file = config.environment().get(STATEMENTS_FILE_VARIABLE);
        if (file == null) return Optional.empty();
        String name = file.replace('\\', '/');
        String fileName = name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        return registry.providers().stream()
                .filter(p -> p.schema()
                        .map(d -> d.statementsFiles().contains(fileName))
                        .orElse(false))
                .findFirst();
    }
}
