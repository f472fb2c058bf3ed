package io.dbbench.cli;

/** A user-facing failure: one line of message and the exit code it maps to. Never carries a password. */
final class CliException extends Exception {
    private final int exitCode;

    CliException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    CliException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
