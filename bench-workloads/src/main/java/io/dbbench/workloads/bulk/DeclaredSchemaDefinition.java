package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * A schema definition whose words (command, title, help, what --scale means) and loading mode are values given
 * to the constructor, as {@link io.dbbench.core.workload.DeclaredWorkloadProvider} takes a provider's: a
 * workload's definition adds only its plan and its {@link #forDialect}.
 */
public abstract class DeclaredSchemaDefinition implements SchemaDefinition {
    private final String command;
    private final String title;
    private final Help help;
    private final Scale scale;
    private final boolean loadsOnThreads;

    protected DeclaredSchemaDefinition(String command, String title, Help help, Scale scale, boolean loadsOnThreads) {
        this.command = Objects.requireNonNull(command, "command");
        this.title = Objects.requireNonNull(title, "title");
        this.help = Objects.requireNonNull(help, "help");
        this.scale = scale;
        this.loadsOnThreads = loadsOnThreads;
    }

    /**
     * A --scale from {@code min} to {@link SchemaInstaller#MAX_SCALE}, fractions allowed, 1 by default; its help is
     * {@code whatOneIs} followed by that range, e.g. "1 = 1,000,000 rows; 0.001..100, fractions allowed (default 1)".
     */
    protected static Scale fractionalScale(String whatOneIs, double min) {
        String help = whatOneIs + "; " + plain(min) + ".." + plain(SchemaInstaller.MAX_SCALE)
                + ", fractions allowed (default 1)";
        return new Scale(help, min, SchemaInstaller.MAX_SCALE, 1, false);
    }

    /**
     * The help of a schema whose command group and drop say the same of every such schema but its title and
     * what it holds.
     *
     * @param contents what the schema holds, e.g. "table passengers and its key index"
     */
    protected static Help help(
            String title, String contents, String create, String createExample, String validate, String replace) {
        return new Help(
                "Creates, validates or drops the " + title + " schema (" + contents + ").",
                create,
                createExample,
                validate,
                "Drops the " + title + " schema (complete or half-loaded).",
                replace);
    }

    /** 0.001 as "0.001", 100 as "100". */
    private static String plain(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    @Override
    public final String command() {
        return command;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final Help help() {
        return help;
    }

    @Override
    public final Scale scale() {
        return scale;
    }

    @Override
    public final boolean loadsOnThreads() {
        return loadsOnThreads;
    }
}
