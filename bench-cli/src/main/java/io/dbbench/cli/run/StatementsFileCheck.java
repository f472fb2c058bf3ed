package io.dbbench.cli.run;

import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.core.config.RunConfig;
import io.dbbench.core.config.TransactionConfig;
import io.dbbench.core.workload.WorkloadContext;
import io.dbbench.core.workload.WorkloadFileException;
import io.dbbench.core.workload.WorkloadRegistry;
import io.dbbench.workloads.statements.StatementRunnerProvider;
import io.dbbench.workloads.statements.StatementRunnerWorkload;
import java.io.PrintWriter;

/**
 * Before connecting: a config that runs the statement runner has its statements file found and read,
 * so a mistake in it is reported before any database work, and the user is told which file was used
 * (a relative name may resolve in three places).
 */
final class StatementsFileCheck {
    private StatementsFileCheck() {}

    /** @param err where to say which file was used; null when silent */
    static void check(RunConfig config, WorkloadRegistry registry, PrintWriter err) throws CliException {
        for (TransactionConfig t : config.enabledTransactions()) {
            boolean runner = registry.resolve(t.className())
                    .map(r -> r.provider() instanceof StatementRunnerProvider)
                    .orElse(false);
            if (!runner) continue;
            try {
                StatementRunnerWorkload w = StatementRunnerWorkload.open(
                        new WorkloadContext(null, null, config.environment(), config.source()));
                if (err != null)
                    err.println("bench-cli: statements file "
                            + w.file().toAbsolutePath().normalize() + ": "
                            + w.statements().size() + " enabled statement(s), run mode "
                            + w.mode().name().toLowerCase(java.util.Locale.ROOT));
            } catch (WorkloadFileException e) {
                throw new CliException(ExitCodes.BAD_CONFIG, e.getMessage(), e);
            }
            return;
        }
    }
}
