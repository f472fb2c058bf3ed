package io.dbbench.cli.soe;

import io.dbbench.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * {@code soe create | validate | drop}: the Order Entry schema's life cycle (SwingBench's oewizard and
 * sbutil). Usable on its own ({@code new CommandLine(new SoeCommand())}) and as a subcommand of bench-cli.
 */
@Command(name = "soe", separator = " ", sortOptions = false,
        description = "Creates, validates or drops the Order Entry (SOE) schema.",
        subcommands = {SoeCreateCommand.class, SoeValidateCommand.class, SoeDropCommand.class},
        footerHeading = "%nExit codes:%n",
        footer = {"  0 ok   1 internal error   2 bad usage   4 cannot connect   6 schema missing",
                "  7 schema invalid (validate)   8 schema already there (create without --replace)"})
public final class SoeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("soe: name a subcommand: create, validate or drop");
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.BAD_USAGE;
    }

    /** Runs a subcommand body, turning expected failures into one line on stderr and an exit code. */
    static int run(CommandSpec spec, Body body) {
        try {
            return body.run();
        } catch (SoeCliException e) {
            spec.commandLine().getErr().println("soe " + spec.name() + ": " + e.getMessage());
            if (System.getenv("DBBENCH_DEBUG") != null && e.getCause() != null) {
                e.getCause().printStackTrace(spec.commandLine().getErr());
            }
            return e.exitCode();
        }
    }

    @FunctionalInterface
    interface Body {
        int run() throws SoeCliException;
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new SoeCommand());
        cl.setParameterExceptionHandler((e, args) -> {
            e.getCommandLine().getErr().println("soe: " + e.getMessage());
            return ExitCodes.BAD_USAGE;
        });
        return cl;
    }
}
