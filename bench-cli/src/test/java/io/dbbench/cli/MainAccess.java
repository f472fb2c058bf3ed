package io.dbbench.cli;

import picocli.CommandLine;

/** Lets tests in other packages reach bench-cli's package-private command line. */
public final class MainAccess {
    private MainAccess() {}

    public static CommandLine commandLine() {
        return Main.commandLine();
    }
}
