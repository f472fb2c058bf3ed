package io.dbbench.cli.lio;

/** A user-facing failure of an lio subcommand: one line of message and its exit code. Never carries a password. */
final class LioCliException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    LioCliException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
