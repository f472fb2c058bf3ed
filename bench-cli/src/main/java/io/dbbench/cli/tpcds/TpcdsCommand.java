package io.dbbench.cli.tpcds;

import io.dbbench.cli.common.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/**
 * {@code tpcds create | validate | drop}: the TPC-DS-like schema's life cycle (SwingBench's tpcdswizard).
 * Usable on its own ({@link #commandLine()}) and as a subcommand of bench-cli.
 */
@Command(name = "tpcds", separator = " ", sortOptions = false, mixinStandardHelpOptions = true,
        description = "Creates, validates or drops the TPC-DS-like schema (24 tables; scale 1 = ~12 M rows, ~1.8 GB).",
        subcommands = {TpcdsCreateCommand.class, TpcdsValidateCommand.class, TpcdsDropCommand.class},
        footerHeading = "%nExit codes:%n",
        footer = {"  0 ok   1 internal error   2 bad usage   4 cannot connect   6 schema missing",
                "  7 schema invalid (validate)   8 schema already there (create without --replace)"})
public final class TpcdsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("tpcds: name a subcommand: create, validate or drop");
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.BAD_USAGE;
    }

    /** Runs a subcommand body, turning expected failures into one line on stderr and an exit code. */
    static int run(CommandSpec spec, Body body) {
        try {
            return body.run();
        } catch (TpcdsCliException e) {
            spec.commandLine().getErr().println("tpcds " + spec.name() + ": " + e.getMessage());
            if (System.getenv("DBBENCH_DEBUG") != null && e.getCause() != null) {
                e.getCause().printStackTrace(spec.commandLine().getErr());
            }
            return e.exitCode();
        }
    }

    @FunctionalInterface
    interface Body {
        int run() throws TpcdsCliException;
    }

    /** For tests and standalone use: the command line with bench-cli's error handling. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new TpcdsCommand());
        cl.setParameterExceptionHandler((e, args) -> {
            e.getCommandLine().getErr().println("tpcds: " + e.getMessage());
            return ExitCodes.BAD_USAGE;
        });
        return cl;
    }
}
