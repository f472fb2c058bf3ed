package io.dbbench.cli.schema;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.workload.LoadProgress;
import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaDefinition.CreateOption;
import io.dbbench.core.workload.SchemaDefinition.Schema;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code <workload> create}, made from the workload's definition: --scale (when it has a size), --threads (when it
 * loads on threads), the options it declares and --replace, checked before connecting. Refuses a schema that is
 * there (exit 8) unless --replace, says what it creates, loads it as the definition shows progress; a load that
 * stops part way is exit 10.
 */
@Command(separator = " ", sortOptions = false)
final class WorkloadCreateCommand extends SchemaCommand<Schema> {
    static final String SCALE = "--scale";
    static final String THREADS = "--threads";
    static final String REPLACE = "--replace";

    private final SchemaDefinition definition;
    private SchemaDefinition.Create create;

    WorkloadCreateCommand(SchemaDefinition definition) {
        super(new DefinitionTarget(definition));
        this.definition = definition;
    }

    /** The command with its options, as picocli's model. */
    static CommandSpec spec(SchemaDefinition definition) {
        CommandSpec spec = CommandSpec.forAnnotatedObject(new WorkloadCreateCommand(definition));
        SchemaDefinition.Help help = definition.help();
        spec.usageMessage()
                .description(
                        help.createExample().isEmpty()
                                ? new String[] {help.create()}
                                : new String[] {
                                    help.create(),
                                    "Example: " + definition.command()
                                            + " create -cs jdbc:postgresql://127.0.0.1:5433/bench "
                                            + help.createExample()
                                });
        SchemaDefinition.Scale scale = definition.scale();
        if (scale != null) {
            spec.addOption(OptionSpec.builder(SCALE)
                    .paramLabel("n")
                    .type(double.class)
                    .defaultValue(Double.toString(scale.defaultScale()))
                    .description(scale.help())
                    .build());
        }
        if (definition.loadsOnThreads()) {
            spec.addOption(OptionSpec.builder(THREADS)
                    .paramLabel("n")
                    .type(Integer.class)
                    .description("loader threads (default: number of cores)")
                    .build());
        }
        for (CreateOption option : definition.createOptions()) {
            spec.addOption(OptionSpec.builder(option.name())
                    .paramLabel(option.paramLabel())
                    .type(option.type())
                    .defaultValue(option.defaultValue())
                    .description(option.description())
                    .build());
        }
        spec.addOption(OptionSpec.builder(REPLACE)
                .type(boolean.class)
                .defaultValue("false")
                .description(help.replace())
                .build());
        return spec;
    }

    @Override
    protected void checkOptions() throws CliException {
        double scale = 1;
        if (definition.scale() != null) {
            scale = spec.findOption(SCALE).getValue();
            LoadOptions.checkScale(
                    scale, definition.scale().min(), definition.scale().max());
        }
        Integer threads = definition.loadsOnThreads() ? spec.findOption(THREADS).getValue() : null;
        // without --threads the load takes a thread per core, as a run's --create does
        int loaderThreads = LoadOptions.loaderThreads(threads);
        Map<String, Object> options = new LinkedHashMap<>();
        for (CreateOption option : definition.createOptions()) {
            options.put(option.name(), spec.findOption(option.name()).getValue());
        }
        try {
            definition.checkOptions(options);
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage(), e);
        }
        create = new SchemaDefinition.Create(scale, loaderThreads, false, options, LoadProgress.NONE);
    }

    /** One connection per loader thread, and one for the tables, their indexes and the metadata. */
    @Override
    protected int connections() {
        return definition.loadsOnThreads() ? create.threads() + 1 : 1;
    }

    @Override
    protected int run(SchemaDatabase db, Schema schema, PrintWriter out) throws CliException, SQLException {
        SchemaDefinition.Status before = schema.status(db.context());
        boolean replace = spec.findOption(REPLACE).getValue();
        boolean there = before.state() != SchemaDefinition.Status.State.ABSENT;
        boolean repair = before.state() == SchemaDefinition.Status.State.PARTIAL && definition.repairsPartial();
        if (there && !replace && !repair) {
            throw new CliException(
                    ExitCodes.SCHEMA_EXISTS,
                    "the " + definition.title() + " schema is there already (" + before + ") in " + db.describe()
                            + ": give --replace or run " + definition.command() + " drop first");
        }
        out.printf(
                Locale.ROOT,
                "Creating the %s schema%s (%s) in %s%s%n",
                definition.title(),
                definition.scale() == null ? "" : " at scale " + create.scale(),
                definition.plan(create),
                db.describe(),
                there ? ", in place of the one there (" + before + ")" : "");
        boolean scaleGiven = definition.scale() != null
                && spec.commandLine().getParseResult().hasMatchedOption(SCALE);
        String note = defaultScaleNote(definition.scale(), scaleGiven);
        if (!note.isEmpty()) out.println(note);
        out.flush();
        CreateConsole console = CreateConsole.of(definition, create.scale(), out);
        schema.create(
                db.context(),
                new SchemaDefinition.Create(
                        create.scale(), create.threads(), there, create.options(), console.progress()));
        out.print(console.finish(definition.title()));
        return ExitCodes.OK;
    }

    /**
     * The one default policy: create and validate keep SwingBench's wizards' scale 1 (a schema the size its
     * users expect, ~1 GB), a run's --create and --embedded 0.01 (a first try in seconds). A create that took
     * the default says so, with its size, so that nobody waits on a gigabyte they did not ask for.
     *
     * @return the line to print, or "" when --scale was given or the workload has no scale
     */
    static String defaultScaleNote(SchemaDefinition.Scale scale, boolean given) {
        if (scale == null || given) return "";
        return "Scale " + scale.defaultScale() + " is create's default, as in SwingBench's wizards (" + scale.help()
                + "); a run's --create and --embedded default to 0.01: give --scale 0.01 for a first try in seconds";
    }

    @Override
    public CliException failed(SQLException e) {
        return LoadOptions.loadFailed(definition.command(), e);
    }
}
