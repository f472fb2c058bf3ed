package io.dbbench.workloads.statements;

import io.dbbench.core.dialect.Dialect;
import io.dbbench.core.workload.DeclaredWorkloadProvider;
import io.dbbench.core.workload.SchemaInstaller;
import java.util.List;

/**
 * SwingBench's statement runner ({@code SQLStatementRunner}): runs the statements of a user's file,
 * SwingBench's XML or a plain {@code .sql}, against whatever schema they need. Registered through
 * {@code META-INF/services}.
 */
public final class StatementRunnerProvider extends DeclaredWorkloadProvider {
    public static final String NAME = "Statement Runner";
    public static final String TRANSACTION = "SQLStatementRunner";
    public static final List<String> CLASS_NAME_PREFIXES = List.of(
            "com.dom.benchmarking.swingbench.benchmarks.statementrunner.",
            "com.dom.benchmarking.swingbench.statementrunner.",
            "io.dbbench.workloads.statements.");

    public StatementRunnerProvider() {
        super(
                NAME,
                CLASS_NAME_PREFIXES,
                List.of(TRANSACTION),
                StatementRunnerWorkload::open,
                StatementRunnerProvider::nothingToInstall,
                null);
    }

    /**
     * Nothing of ours to install: the statements run against the user's own schema. {@code --create} and
     * {@code --embedded} say so rather than run against a database without it.
     */
    private static SchemaInstaller nothingToInstall(Dialect dialect) {
        throw new UnsupportedOperationException(
                "the statement runner runs your own SQL against your own schema: it has nothing to install on "
                        + dialect.name() + " (create the schema your statements need, then run without --create)");
    }
}
