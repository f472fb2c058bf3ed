package io.dbbench.core.workload;

import io.dbbench.core.dialect.Dialect;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A workload known to the engine, found through {@link java.util.ServiceLoader}. SwingBench ClassNames
 * resolve to it by prefix + simple name, so user strings never reach {@code Class.forName}.
 */
public interface WorkloadProvider {
    /** Display name, e.g. "Stress Test". */
    String name();

    /** Package prefixes (ending in '.') this workload answers to: SwingBench's aliases and ours. */
    List<String> classNamePrefixes();

    /** Simple names of the transactions, e.g. {@code StressTestInsert}. */
    Set<String> transactionNames();

    /** Opens the workload for one run; may read the database (e.g. current maximum id). */
    Workload open(WorkloadContext context) throws SQLException;

    /** The installer for this database, or throws {@link UnsupportedOperationException} naming the dialect. */
    SchemaInstaller schemaInstaller(Dialect dialect);

    /**
     * The schema as a command line offers it ({@code <command> create | validate | drop}); empty for a workload
     * with no schema of its own. Providers of two flavours of one schema return equal definitions (the same
     * {@link SchemaDefinition#command()}): the command line offers it once.
     */
    default Optional<SchemaDefinition> schema() {
        return Optional.empty();
    }
}
