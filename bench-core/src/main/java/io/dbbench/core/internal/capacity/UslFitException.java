package io.dbbench.core.internal.capacity;

/** The points cannot be fitted (too few loads, a throughput that is not above 0) or the fit did not converge. */
public final class UslFitException extends Exception {
    private static final long serialVersionUID = 1L;

    public UslFitException(String message) {
        super(message);
    }

    public UslFitException(String message, Throwable cause) {
        super(message, cause);
    }
}
