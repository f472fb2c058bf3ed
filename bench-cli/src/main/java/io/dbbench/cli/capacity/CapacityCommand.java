package io.dbbench.cli.capacity;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.cli.common.HelpOption;
import io.dbbench.cli.common.Returns;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code capacity}: how much load a database takes. Only {@code capacity analyze} exists yet; the search that
 * steps the users within one run does not, so {@code capacity} alone prints its help (stdout) and one line
 * (stderr) and exits 2 rather than seem to run anything.
 */
@Returns({ExitCodes.BAD_USAGE})
@Command(
        name = "capacity",
        separator = " ",
        sortOptions = false,
        subcommands = CapacityAnalyzeCommand.class,
        description = {
            "How much load does the database take? Fits the Universal Scalability Law to measured steps.",
            "The capacity search itself (users stepped within one run, SLOs, the knee) is not there yet:"
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
        // the help on stdout, the mistake as every command reports one: a single line on stderr
        PrintWriter out = spec.commandLine().getOut();
        spec.commandLine().usage(out);
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.println(CliErrors.line(spec, "the capacity search is not there yet; name a subcommand: analyze"));
        err.flush();
        return ExitCodes.BAD_USAGE;
    }
}
