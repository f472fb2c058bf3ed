package io.dbbench.cli.soe;

/** A user-facing failure of an soe subcommand: one line of message and its exit code. Never carries a password. */
final class SoeCliException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    SoeCliException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
