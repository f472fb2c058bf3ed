package io.dbbench.cli.tpcds;

/** A user-facing failure of a tpcds subcommand: one line of message and its exit code. Never carries a password. */
final class TpcdsCliException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    TpcdsCliException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
