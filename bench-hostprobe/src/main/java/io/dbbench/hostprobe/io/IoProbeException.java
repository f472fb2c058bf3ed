package io.dbbench.hostprobe.io;

/** A run that cannot start or continue, with one line saying why (the CLI prints it as it is). */
public final class IoProbeException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * @param message one line naming the option or file
     * @param cause the underlying error, or null
     */
    public IoProbeException(String message, Throwable cause) {
        super(message, cause);
    }
}
