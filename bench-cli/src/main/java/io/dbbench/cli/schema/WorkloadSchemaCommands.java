package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CommandLines;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.WorkloadProvider;
import io.dbbench.core.workload.WorkloadRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code <workload> create | validate | drop} for every registered workload with a schema, made from its
 * {@link SchemaDefinition} with picocli's programmatic model: a workload gets its commands by registering its
 * provider, with nothing written here for it.
 */
public final class WorkloadSchemaCommands {
    /** What the commands return, listed in their help in {@link ExitCodes}' words. */
    static final int[] EXIT_CODES = {
        ExitCodes.OK,
        ExitCodes.FAILED,
        ExitCodes.BAD_USAGE,
        ExitCodes.CANNOT_CONNECT,
        ExitCodes.SCHEMA_MISSING,
        ExitCodes.SCHEMA_INVALID,
        ExitCodes.SCHEMA_EXISTS,
        ExitCodes.LOAD_FAILED
    };

    private WorkloadSchemaCommands() {}

    /** The command group {@code <workload>}: names a subcommand when run alone. */
    @Command(separator = " ", sortOptions = false)
    static final class Group implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            return CliErrors.nameASubcommand(spec);
        }
    }

    /** Each registered workload's definition once: two providers of one schema (soe's flavours) share a command. */
    public static List<SchemaDefinition> definitions(WorkloadRegistry registry) {
        Map<String, SchemaDefinition> byCommand = new LinkedHashMap<>();
        for (WorkloadProvider p : registry.providers()) {
            p.schema().ifPresent(d -> byCommand.putIfAbsent(d.command(), d));
        }
        return new ArrayList<>(byCommand.values());
    }

    /** Adds every registered workload's commands to bench-cli's command line (before it is configured). */
    public static void addTo(CommandLine root, WorkloadRegistry registry) {
        for (SchemaDefinition d : definitions(registry)) {
            root.addSubcommand(
                    d.command(), new CommandLine(spec(d)), d.aliases().toArray(String[]::new));
        }
    }

    /** One workload's commands on their own, with bench-cli's error handling: for tests and standalone use. */
    public static CommandLine commandLine(SchemaDefinition definition) {
        return CommandLines.configure(new CommandLine(spec(definition)));
    }

    static CommandSpec spec(SchemaDefinition definition) {
        CommandSpec group = CommandSpec.forAnnotatedObject(new Group());
        group.name(definition.command());
        group.aliases(definition.aliases().toArray(String[]::new));
        group.usageMessage().description(definition.help().command());
        SchemaDefinition.Help help = definition.help();
        group.addSubcommand("create", WorkloadCreateCommand.spec(definition));
        group.addSubcommand(
                "validate", command(new SchemaValidateCommand<>(new DefinitionTarget(definition)), help.validate()));
        group.addSubcommand("drop", command(new SchemaDropCommand<>(new DefinitionTarget(definition)), help.drop()));
        CommandLines.exitCodes(group, EXIT_CODES);
        return group;
    }

    private static CommandSpec command(SchemaCommand<?> command, String description) {
        CommandSpec spec = CommandSpec.forAnnotatedObject(command);
        spec.usageMessage().description(description);
        return spec;
    }
}
