package io.dbbench.cli.netprobe;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/** Bad options give one line on stderr (not the whole usage) and exit code 2. */
public final class OneLineErrors implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(cmd.getCommandSpec().qualifiedName() + ": " + ex.getMessage() + " (see --help)");
        err.flush();
        return ExitCodes.USAGE;
    }
}
