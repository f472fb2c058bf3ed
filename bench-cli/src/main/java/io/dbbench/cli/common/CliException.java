package io.dbbench.cli.common;

/**
 * A user-facing failure of any command: one line of message and the exit code it maps to. Never carries a
 * password. {@link CliErrors} prints it, the same way for every command.
 */
public final class CliException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public CliException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public CliException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
