package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.CliErrors;
import io.dbbench.cli.common.CliException;
import io.dbbench.cli.common.ExitCodes;
import io.dbbench.netprobe.ProbeConnectException;
import io.dbbench.netprobe.ProbeException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What every netprobe subcommand shares: captured output streams and exceptions turned into one line and an exit code. */
abstract class ProbeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** Runs the command; throws IllegalArgumentException for a bad option value, CliException for what says its own exit code. */
    abstract int execute() throws CliException, ProbeException, IOException, InterruptedException;

    /** The one error path ({@link CliErrors#run}): an interrupt is 130 here as in every other command. */
    @Override
    public final Integer call() {
        try {
            return CliErrors.run(spec, this::probe);
        } finally {
            out().flush();
        }
    }

    private int probe() throws CliException, InterruptedException {
        try {
            return execute();
        } catch (IllegalArgumentException e) {
            throw new CliException(ExitCodes.BAD_USAGE, e.getMessage() + " (see --help)", e);
        } catch (ProbeConnectException e) {
            throw new CliException(ExitCodes.CANNOT_CONNECT, e.getMessage(), e);
        } catch (ProbeException | IOException e) {
            throw new CliException(ExitCodes.FAILED, e.getMessage(), e);
        }
    }
}
