package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code capacity}: how much load a database takes. Only {@code capacity analyze} exists yet; the search that
 * steps the users within one run does not (its description says so). Alone, {@code capacity} does what every
 * command group does: one line naming its subcommands on stderr, nothing on stdout, exit 2; {@code -h} prints
 * the help and exits 0. The exit codes listed are the group's and its subcommand's, as netprobe's and lio's are.
 */
@Returns({ExitCodes.OK, ExitCodes.FAILED, ExitCodes.BAD_USAGE, ExitCodes.BAD_CONFIG})
@Command(
        name = "capacity",
        separator = " ",
        sortOptions = false,
        subcommands = CapacityAnalyzeCommand.class,
        description = {
            "How much load does the database take? Fits the Universal Scalability Law to measured steps.",
            "The capacity search itself (users stepped within one run, SLOs, the knee) is not built yet:"
                    + " measure the steps with a loop over -uc, with --topology or with another tool, then run"
                    + " 'capacity analyze' on them.",
            "Example: capacity analyze steps.csv"
        })
public final class CapacityCommand implements Callable<Integer> {
    @Mixin
    HelpOption help;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return CliErrors.nameASubcommand(spec);
    }
}
