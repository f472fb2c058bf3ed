package io.dbbench.workloads.statements;

import io.dbbench.core.workload.Transaction;
import io.dbbench.core.workload.Workload;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * The statement runner opened for one run: the statements file read once, shared read-only by every session.
 *
 * @param file       the file that was read (after {@link StatementsFileLocator}'s search)
 * @param statements the enabled statements, in file order: what runs, and what results list
 */
public record StatementRunnerWorkload(Path file, List<Statement> statements, RunMode mode) implements Workload {
    public static final String FILE_VARIABLE = "STATEMENTS_CONFIG_FILE";

    /**
     * Reads the file {@code STATEMENTS_CONFIG_FILE} names and the run mode.
     *
     * @throws WorkloadFileException naming the variable, or the file, line and element that is wrong
     */
    public static StatementRunnerWorkload open(WorkloadContext context) {
        String value = context.environment().get(FILE_VARIABLE);
        if (value == null || value.isBlank()) {
            throw new WorkloadFileException(
                    "the statement runner needs EnvironmentVariables/Variable Key=\"" + FILE_VARIABLE + "\" (or -D "
                            + FILE_VARIABLE + "=file): the statements file (SwingBench XML or .sql) to run",
                    null);
        }
        try {
            RunMode mode = RunMode.parse(context.environment().get(RunMode.VARIABLE));
            Path file = StatementsFileLocator.locate(value.strip(), context.configSource());
            List<Statement> enabled = StatementsFiles.read(file).stream()
                    .filter(Statement::enabled)
                    .toList();
            return new StatementRunnerWorkload(file, enabled, mode);
        } catch (StatementsFileException | IllegalArgumentException e) {
            throw new WorkloadFileException(e.getMessage(), e);
        }
    }

    @Override
    public Transaction newTransaction(String transactionName) {
        return new StatementRunner(statements, mode);
    }

    @Override
    public List<String> statementNames(String transactionName) {
        return statements.stream().map(Statement::shortName).toList();
    }
}
