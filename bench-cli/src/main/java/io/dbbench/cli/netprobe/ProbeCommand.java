package io.dbbench.cli.netprobe;

import io.dbbench.cli.common.CliErrors;
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

    /** Runs the command; throws IllegalArgumentException for a bad option value. */
    abstract int execute() throws ProbeException, IOException, InterruptedException;

    @Override
    public final Integer call() {
        try {
            return execute();
        } catch (IllegalArgumentException e) {
            return fail(ExitCodes.BAD_USAGE, e.getMessage() + " (see --help)");
        } catch (ProbeConnectException e) {
            return fail(ExitCodes.CANNOT_CONNECT, e.getMessage());
        } catch (ProbeException | IOException e) {
            return fail(ExitCodes.FAILED, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(ExitCodes.FAILED, "interrupted");
        } finally {
            out().flush();
        }
    }

    private int fail(int code, String message) {
        err().println(CliErrors.line(spec, message));
        err().flush();
        return code;
    }
}
