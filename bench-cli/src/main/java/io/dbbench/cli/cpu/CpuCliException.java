package io.dbbench.cli.cpu;

/** A user-facing failure of a cpu command: one line of message and its exit code. */
final class CpuCliException extends Exception {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    CpuCliException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
