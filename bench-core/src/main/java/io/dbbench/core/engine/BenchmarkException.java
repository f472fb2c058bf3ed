package io.dbbench.core.engine;

/** A run could not start or could not go on. The message is one line meant for the user. */
public final class BenchmarkException extends Exception {
    /** What went wrong, so a caller (the CLI) can map it to an exit code. */
    public enum Kind {
        /** The configuration cannot be run as given (unknown transaction, bad value). */
        CONFIGURATION,
        /** The database cannot be reached or refuses the login. */
        CANNOT_CONNECT,
        /** The workload's schema is missing or unusable. */
        SCHEMA,
        /** A common start had passed by more than its tolerance once the users were logged on. */
        LATE_START,
        /** Anything else that stops a run. */
        FAILED
    }

    private static final long serialVersionUID = 1L;

    private final Kind kind;

    public BenchmarkException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public BenchmarkException(Kind kind, String message) {
        this(kind, message, null);
    }

    public Kind kind() {
        return kind;
    }
}
