package io.dbbench.workloads.bulk;

import io.dbbench.core.workload.SchemaDefinition;
import io.dbbench.core.workload.SchemaInstaller;
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

    /** A --scale from {@code min} to {@link SchemaInstaller#MAX_SCALE}, fractions allowed, 1 by default. */
    protected static Scale fractionalScale(String help, double min) {
        return new Scale(help, min, SchemaInstaller.MAX_SCALE, 1, false);
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
