package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A {@link WorkloadProvider} declared by its values: a workload's provider is one constructor call naming the
 * workload, the ClassName prefixes it answers to, its transactions, how it opens and its schema, rather than six
 * getters written again in every workload. ServiceLoader needs a public no-argument constructor, so a workload's
 * provider is a subclass whose constructor calls this one.
 */
public abstract class DeclaredWorkloadProvider implements WorkloadProvider {
    /** Opens the workload for one run (the provider's {@link #open}). */
    @FunctionalInterface
    public interface Opener {
        Workload open(WorkloadContext context) throws SQLException;
    }

    private final String name;
    private final List<String> classNamePrefixes;
    private final Set<String> transactionNames;
    private final Opener opener;
    private final Function<Dialect, ? extends SchemaInstaller> installers;
    private final SchemaDefinition schema;

    /**
     * @param transactionNames in the stock config's order (kept: results list them so)
     * @param installers       the installer for a dialect; throws {@link UnsupportedOperationException} naming it
     *                         when the workload has no schema there
     * @param schema           its create/validate/drop commands' definition, or null for a workload with no schema
     *                         of its own (the statement runner)
     */
    protected DeclaredWorkloadProvider(
            String name,
            List<String> classNamePrefixes,
            Collection<String> transactionNames,
            Opener opener,
            Function<Dialect, ? extends SchemaInstaller> installers,
            SchemaDefinition schema) {
        this.name = Objects.requireNonNull(name, "name");
        this.classNamePrefixes = List.copyOf(classNamePrefixes);
        this.transactionNames = Collections.unmodifiableSet(new LinkedHashSet<>(transactionNames));
        this.opener = Objects.requireNonNull(opener, "opener");
        this.installers = Objects.requireNonNull(installers, "installers");
        this.schema = schema;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> classNamePrefixes() {
        return classNamePrefixes;
    }

    @Override
    public final Set<String> transactionNames() {
        return transactionNames;
    }

    @Override
    public final Workload open(WorkloadContext context) throws SQLException {
        return opener.open(context);
    }

    @Override
    public final SchemaInstaller schemaInstaller(Dialect dialect) {
        return installers.apply(Objects.requireNonNull(dialect, "dialect"));
    }

    @Override
    public final Optional<SchemaDefinition> schema() {
        return Optional.ofNullable(schema);
    }
}
